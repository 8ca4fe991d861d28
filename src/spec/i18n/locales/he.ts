import type { Messages } from '../messages';

export const he: Messages = {
  meta: { code: 'he', name: 'עברית', dir: 'rtl' },
  labels: {
    brand: 'סוג הכרטיס',
    cardNumber: 'מספר כרטיס',
    expiryDate: 'תוקף',
    cardHolder: 'שם בעל הכרטיס',
    cvv: 'קוד אבטחה (CVV)',
    threeDFrame: 'אימות תשלום',
    submit: 'תשלום {amount}',
    accountIban: 'חשבון בנק',
    storeDetails: 'שמירת פרטי התשלום לתשלומים עתידיים',
    register: 'שמירת פרטי התשלום',
    otherMethod: 'תשלום באמצעי אחר',
    registrations: 'פרטי תשלום שמורים',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'חח / שש',
    cardHolder: 'השם על הכרטיס',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'מספר כרטיס לא תקין',
    brandNotAcceptedError: 'סוג כרטיס זה אינו מתקבל',
    expiryMonthError: 'תאריך לא תקין או שפג תוקפו',
    cardHolderError: 'שם בעל הכרטיס לא תקין',
    cvvError: 'קוד אבטחה לא תקין',
    sessionExpired: 'תוקפו של תהליך התשלום הזה פג או שהוא אינו קיים. נא לחזור לחנות ולהתחיל את התשלום מחדש.',
    alreadyPaid: 'התשלום הזה כבר הושלם.',
    loadFailed: 'לא ניתן היה לטעון את טופס התשלום. נא לבדוק את החיבור ולטעון את הדף מחדש.',
    submitFailed: 'לא ניתן היה לשלוח את התשלום. נא לנסות שוב.',
    fieldsUnavailable: 'לא ניתן היה לטעון את שדות הכרטיס המאובטחים. נא לטעון את הדף מחדש.',
    checkInput: 'נא לבדוק את פרטי התשלום ולנסות שוב.',
  },
  bank: {
    holder: 'בעל החשבון',
    iban: 'מספר IBAN',
    bic: 'BIC (לא חובה)',
    holderError: 'יש להזין את שם בעל החשבון (4 עד 128 תווים)',
    ibanError: 'מספר IBAN לא תקין',
    bicError: 'BIC לא תקין',
    mandate:
      'בביצוע התשלום אני מרשה למוטב לגבות תשלומים מחשבוני בחיוב ישיר מסוג SEPA, ומורה לבנק שלי לכבד אותם. באפשרותי לבקש מהבנק שלי החזר בתוך שמונה שבועות ממועד החיוב, בהתאם לתנאים שסוכמו עם הבנק שלי.',
  },
  stored: {
    cvv: 'קוד האבטחה של הכרטיס שנבחר',
    cvvError: 'קוד אבטחה לא תקין',
    expires: 'בתוקף עד',
  },
};
