import type { Messages } from '../messages';

export const ar: Messages = {
  meta: { code: 'ar', name: 'العربية', dir: 'rtl' },
  labels: {
    brand: 'نوع البطاقة',
    cardNumber: 'رقم البطاقة',
    expiryDate: 'تاريخ الانتهاء',
    cardHolder: 'اسم حامل البطاقة',
    cvv: 'رمز التحقق (CVV)',
    threeDFrame: 'التحقق من الدفع',
    submit: 'ادفع {amount}',
    accountIban: 'الحساب المصرفي',
    storeDetails: 'حفظ بيانات الدفع للمدفوعات القادمة',
    register: 'حفظ بيانات الدفع',
    otherMethod: 'الدفع بطريقة أخرى',
    registrations: 'بيانات الدفع المحفوظة',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'شهر / سنة',
    cardHolder: 'الاسم على البطاقة',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'رقم البطاقة غير صالح',
    brandNotAcceptedError: 'نوع البطاقة هذا غير مقبول',
    expiryMonthError: 'التاريخ غير صالح أو منتهي الصلاحية',
    cardHolderError: 'اسم حامل البطاقة غير صالح',
    cvvError: 'رمز التحقق غير صالح',
    sessionExpired:
      'انتهت صلاحية جلسة الدفع هذه أو أنها غير موجودة. يرجى العودة إلى المتجر وبدء الدفع من جديد.',
    alreadyPaid: 'تم إتمام هذه الدفعة بالفعل.',
    loadFailed: 'تعذّر تحميل نموذج الدفع. يرجى التحقق من اتصالك وإعادة تحميل الصفحة.',
    submitFailed: 'تعذّر إرسال الدفعة. يرجى المحاولة مرة أخرى.',
    fieldsUnavailable: 'تعذّر تحميل حقول البطاقة الآمنة. يرجى إعادة تحميل الصفحة.',
    checkInput: 'يرجى التحقق من بيانات الدفع والمحاولة مرة أخرى.',
  },
  bank: {
    holder: 'صاحب الحساب',
    iban: 'رقم الحساب الدولي (IBAN)',
    bic: 'رمز BIC (اختياري)',
    holderError: 'أدخل اسم صاحب الحساب (من 4 إلى 128 حرفًا)',
    ibanError: 'رقم IBAN غير صالح',
    bicError: 'رمز BIC غير صالح',
    mandate:
      'بالدفع، أفوّض المستفيد بتحصيل المدفوعات من حسابي عن طريق الخصم المباشر SEPA، وأوجّه مصرفي بسدادها. يحق لي مطالبة مصرفي باسترداد المبلغ خلال ثمانية أسابيع من تاريخ الخصم، وفقًا للشروط المتفق عليها مع مصرفي.',
  },
  stored: {
    cvv: 'رمز التحقق للبطاقة المحددة',
    cvvError: 'رمز التحقق غير صالح',
    expires: 'تنتهي في',
  },
};
