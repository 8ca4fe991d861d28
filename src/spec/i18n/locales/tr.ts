import type { Messages } from '../messages';

export const tr: Messages = {
  meta: { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  labels: {
    brand: 'Kart markası',
    cardNumber: 'Kart numarası',
    expiryDate: 'Son kullanma tarihi',
    cardHolder: 'Kart sahibi',
    cvv: 'Güvenlik kodu (CVV)',
    threeDFrame: 'Ödeme doğrulaması',
    submit: '{amount} öde',
    accountIban: 'Banka hesabı',
    storeDetails: 'Ödeme bilgilerimi sonraki ödemeler için kaydet',
    register: 'Ödeme bilgilerini kaydet',
    otherMethod: 'Başka bir yöntemle öde',
    registrations: 'Kayıtlı ödeme bilgileri',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'AA / YY',
    cardHolder: 'Kart üzerindeki ad',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Geçersiz kart numarası',
    brandNotAcceptedError: 'Bu kart markası kabul edilmiyor',
    expiryMonthError: 'Geçersiz veya süresi geçmiş tarih',
    cardHolderError: 'Geçersiz kart sahibi',
    cvvError: 'Geçersiz güvenlik kodu',
    sessionExpired:
      'Bu ödeme oturumunun süresi dolmuş veya oturum mevcut değil. Lütfen mağazaya dönüp ödemeyi yeniden başlatın.',
    alreadyPaid: 'Bu ödeme zaten tamamlandı.',
    loadFailed: 'Ödeme formu yüklenemedi. Lütfen bağlantınızı kontrol edip sayfayı yeniden yükleyin.',
    submitFailed: 'Ödeme gönderilemedi. Lütfen tekrar deneyin.',
    fieldsUnavailable: 'Güvenli kart alanları yüklenemedi. Lütfen sayfayı yeniden yükleyin.',
    checkInput: 'Lütfen ödeme bilgilerinizi kontrol edip tekrar deneyin.',
  },
  bank: {
    holder: 'Hesap sahibi',
    iban: 'IBAN',
    bic: 'BIC (isteğe bağlı)',
    holderError: 'Hesap sahibini girin (4 ila 128 karakter)',
    ibanError: 'Geçersiz IBAN',
    bicError: 'Geçersiz BIC',
    mandate:
      'Ödeme yaparak alacaklıya hesabımdan SEPA otomatik ödeme talimatıyla tahsilat yapma yetkisi veriyor ve bankama bu ödemeleri gerçekleştirme talimatı veriyorum. Hesabımdan yapılan tahsilattan itibaren sekiz hafta içinde, bankamla anlaştığım koşullar çerçevesinde bankamdan iade talep edebilirim.',
  },
  stored: {
    cvv: 'Seçilen kartın güvenlik kodu',
    cvvError: 'Geçersiz güvenlik kodu',
    expires: 'son kullanma',
  },
};
