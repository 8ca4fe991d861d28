import type { Messages } from '../messages';

export const ja: Messages = {
  meta: { code: 'ja', name: '日本語', dir: 'ltr' },
  labels: {
    brand: 'カードブランド',
    cardNumber: 'カード番号',
    expiryDate: '有効期限',
    cardHolder: 'カード名義人',
    cvv: 'セキュリティコード',
    threeDFrame: '支払いの認証',
    submit: '{amount} を支払う',
    accountIban: '銀行口座',
    storeDetails: '次回以降のお支払いのために支払い情報を保存する',
    register: '支払い情報を保存',
    otherMethod: '別の方法で支払う',
    registrations: '保存済みの支払い情報',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: '月 / 年',
    cardHolder: 'カードに記載の名義',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'カード番号が正しくありません',
    brandNotAcceptedError: 'このカードブランドはご利用いただけません',
    expiryMonthError: '有効期限が正しくないか、期限切れです',
    cardHolderError: 'カード名義人が正しくありません',
    cvvError: 'セキュリティコードが正しくありません',
    sessionExpired:
      'この支払いセッションは有効期限が切れているか、存在しません。ショップに戻って、もう一度お支払いを始めてください。',
    alreadyPaid: 'この支払いはすでに完了しています。',
    loadFailed: '支払いフォームを読み込めませんでした。接続を確認して、ページを再読み込みしてください。',
    submitFailed: '支払いを送信できませんでした。もう一度お試しください。',
    fieldsUnavailable: '安全なカード入力欄を読み込めませんでした。ページを再読み込みしてください。',
    checkInput: '支払い情報を確認して、もう一度お試しください。',
  },
  bank: {
    holder: '口座名義人',
    iban: 'IBAN',
    bic: 'BIC(任意)',
    holderError: '口座名義人を入力してください(4～128文字)',
    ibanError: 'IBANが正しくありません',
    bicError: 'BICが正しくありません',
    mandate:
      'お支払いにより、私は受取人がSEPAダイレクトデビットで私の口座から代金を引き落とすことを承認し、私の銀行にその支払いを指示します。引き落とし日から8週間以内であれば、銀行との契約条件に従って返金を請求できます。',
  },
  stored: {
    cvv: '選択したカードのセキュリティコード',
    cvvError: 'セキュリティコードが正しくありません',
    expires: '有効期限',
  },
};
