import type { Messages } from '../messages';

export const zh: Messages = {
  meta: { code: 'zh', name: '简体中文', dir: 'ltr' },
  labels: {
    brand: '卡组织',
    cardNumber: '卡号',
    expiryDate: '有效期',
    cardHolder: '持卡人',
    cvv: '安全码 (CVV)',
    threeDFrame: '支付验证',
    submit: '支付 {amount}',
    accountIban: '银行账户',
    storeDetails: '保存支付信息，方便以后付款',
    register: '保存支付信息',
    otherMethod: '使用其他方式支付',
    registrations: '已保存的支付信息',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: '月 / 年',
    cardHolder: '卡上的姓名',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: '卡号无效',
    brandNotAcceptedError: '不接受此卡组织的卡',
    expiryMonthError: '日期无效或已过期',
    cardHolderError: '持卡人姓名无效',
    cvvError: '安全码无效',
    sessionExpired: '此支付会话已过期或不存在。请返回商店并重新发起支付。',
    alreadyPaid: '此笔付款已完成。',
    loadFailed: '无法加载支付表单。请检查网络连接并刷新页面。',
    submitFailed: '无法提交付款。请重试。',
    fieldsUnavailable: '无法加载安全卡信息输入框。请刷新页面。',
    checkInput: '请检查您的支付信息，然后重试。',
  },
  bank: {
    holder: '账户持有人',
    iban: 'IBAN',
    bic: 'BIC（选填）',
    holderError: '请输入账户持有人姓名（4 至 128 个字符）',
    ibanError: 'IBAN 无效',
    bicError: 'BIC 无效',
    mandate:
      '付款即表示我授权收款人通过 SEPA 直接借记从我的账户扣款，并指示我的银行支付这些款项。自扣款之日起八周内，我可以按照与银行约定的条件要求银行退款。',
  },
  stored: {
    cvv: '所选卡片的安全码',
    cvvError: '安全码无效',
    expires: '有效期至',
  },
};
