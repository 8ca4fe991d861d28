import type { Messages } from '../messages';

export const zhTW: Messages = {
  meta: { code: 'zh-TW', name: '繁體中文', dir: 'ltr' },
  labels: {
    brand: '信用卡品牌',
    cardNumber: '卡號',
    expiryDate: '有效期限',
    cardHolder: '持卡人',
    cvv: '安全碼 (CVV)',
    threeDFrame: '付款驗證',
    submit: '支付 {amount}',
    accountIban: '銀行帳戶',
    storeDetails: '儲存付款資料，方便日後付款',
    register: '儲存付款資料',
    otherMethod: '使用其他方式付款',
    registrations: '已儲存的付款資料',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: '月 / 年',
    cardHolder: '卡片上的姓名',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: '卡號無效',
    brandNotAcceptedError: '不接受此信用卡品牌',
    expiryMonthError: '日期無效或已過期',
    cardHolderError: '持卡人姓名無效',
    cvvError: '安全碼無效',
    sessionExpired: '此付款工作階段已過期或不存在。請返回商店並重新付款。',
    alreadyPaid: '此筆付款已完成。',
    loadFailed: '無法載入付款表單。請檢查網路連線並重新整理頁面。',
    submitFailed: '無法送出付款。請再試一次。',
    fieldsUnavailable: '無法載入安全的卡片欄位。請重新整理頁面。',
    checkInput: '請檢查您的付款資料，然後再試一次。',
  },
  bank: {
    holder: '帳戶持有人',
    iban: 'IBAN',
    bic: 'BIC（選填）',
    holderError: '請輸入帳戶持有人姓名（4 至 128 個字元）',
    ibanError: 'IBAN 無效',
    bicError: 'BIC 無效',
    mandate:
      '付款即表示我授權收款人透過 SEPA 直接扣款從我的帳戶收取款項，並指示我的銀行支付這些款項。自扣款日起八週內，我可依與銀行約定的條件要求銀行退款。',
  },
  stored: {
    cvv: '所選卡片的安全碼',
    cvvError: '安全碼無效',
    expires: '有效期限至',
  },
};
