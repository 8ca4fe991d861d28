import type { Messages } from '../messages';

export const fa: Messages = {
  meta: { code: 'fa', name: 'فارسی', dir: 'rtl' },
  labels: {
    brand: 'نوع کارت',
    cardNumber: 'شماره کارت',
    expiryDate: 'تاریخ انقضا',
    cardHolder: 'نام دارنده کارت',
    cvv: 'کد امنیتی (CVV2)',
    threeDFrame: 'تأیید پرداخت',
    submit: 'پرداخت {amount}',
    accountIban: 'حساب بانکی',
    storeDetails: 'ذخیره اطلاعات پرداخت برای پرداخت‌های بعدی',
    register: 'ذخیره اطلاعات پرداخت',
    otherMethod: 'پرداخت به روشی دیگر',
    registrations: 'اطلاعات پرداخت ذخیره‌شده',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'ماه / سال',
    cardHolder: 'نام روی کارت',
    cvv: 'CVV2',
  },
  errorMessages: {
    cardNumberError: 'شماره کارت نامعتبر است',
    brandNotAcceptedError: 'این نوع کارت پذیرفته نمی‌شود',
    expiryMonthError: 'تاریخ نامعتبر است یا منقضی شده است',
    cardHolderError: 'نام دارنده کارت نامعتبر است',
    cvvError: 'کد امنیتی نامعتبر است',
    sessionExpired:
      'این جلسه پرداخت منقضی شده یا وجود ندارد. لطفاً به فروشگاه برگردید و پرداخت را دوباره آغاز کنید.',
    alreadyPaid: 'این پرداخت قبلاً انجام شده است.',
    loadFailed: 'فرم پرداخت بارگیری نشد. لطفاً اتصال خود را بررسی کنید و صفحه را دوباره بارگیری کنید.',
    submitFailed: 'پرداخت ارسال نشد. لطفاً دوباره تلاش کنید.',
    fieldsUnavailable: 'فیلدهای امن کارت بارگیری نشدند. لطفاً صفحه را دوباره بارگیری کنید.',
    checkInput: 'لطفاً اطلاعات پرداخت خود را بررسی کنید و دوباره تلاش کنید.',
  },
  bank: {
    holder: 'صاحب حساب',
    iban: 'شماره IBAN',
    bic: 'کد BIC (اختیاری)',
    holderError: 'نام صاحب حساب را وارد کنید (۴ تا ۱۲۸ نویسه)',
    ibanError: 'شماره IBAN نامعتبر است',
    bicError: 'کد BIC نامعتبر است',
    mandate:
      'با پرداخت، به دریافت‌کننده اجازه می‌دهم مبالغ را از طریق برداشت مستقیم SEPA از حساب من برداشت کند و به بانکم دستور می‌دهم آن‌ها را بپردازد. می‌توانم ظرف هشت هفته از تاریخ برداشت، طبق شرایط توافق‌شده با بانکم، درخواست بازپرداخت کنم.',
  },
  stored: {
    cvv: 'کد امنیتی کارت انتخاب‌شده',
    cvvError: 'کد امنیتی نامعتبر است',
    expires: 'انقضا',
  },
};
