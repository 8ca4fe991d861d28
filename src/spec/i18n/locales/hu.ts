import type { Messages } from '../messages';

export const hu: Messages = {
  meta: { code: 'hu', name: 'Magyar', dir: 'ltr' },
  labels: {
    brand: 'Kártyatípus',
    cardNumber: 'Kártyaszám',
    expiryDate: 'Lejárati dátum',
    cardHolder: 'Kártyabirtokos',
    cvv: 'Biztonsági kód (CVV)',
    threeDFrame: 'Fizetés ellenőrzése',
    submit: '{amount} fizetése',
    accountIban: 'Bankszámla',
    storeDetails: 'Fizetési adatok mentése a későbbi fizetésekhez',
    register: 'Fizetési adatok mentése',
    otherMethod: 'Fizetés más módon',
    registrations: 'Mentett fizetési adatok',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'HH / ÉÉ',
    cardHolder: 'Név a kártyán',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Érvénytelen kártyaszám',
    brandNotAcceptedError: 'Ez a kártyatípus nem elfogadott',
    expiryMonthError: 'Érvénytelen vagy lejárt dátum',
    cardHolderError: 'Érvénytelen kártyabirtokos',
    cvvError: 'Érvénytelen biztonsági kód',
    sessionExpired:
      'Ez a fizetési munkamenet lejárt vagy nem létezik. Kérjük, térjen vissza a webáruházba, és kezdje újra a fizetést.',
    alreadyPaid: 'Ez a fizetés már megtörtént.',
    loadFailed:
      'A fizetési űrlapot nem sikerült betölteni. Kérjük, ellenőrizze a kapcsolatot, és töltse be újra az oldalt.',
    submitFailed: 'A fizetést nem sikerült elküldeni. Kérjük, próbálja újra.',
    fieldsUnavailable:
      'A biztonságos kártyamezőket nem sikerült betölteni. Kérjük, töltse be újra az oldalt.',
    checkInput: 'Kérjük, ellenőrizze fizetési adatait, és próbálja újra.',
  },
  bank: {
    holder: 'Számlatulajdonos',
    iban: 'IBAN',
    bic: 'BIC (nem kötelező)',
    holderError: 'Adja meg a számlatulajdonost (4–128 karakter)',
    ibanError: 'Érvénytelen IBAN',
    bicError: 'Érvénytelen BIC',
    mandate:
      'A fizetéssel felhatalmazom a kedvezményezettet, hogy SEPA csoportos beszedéssel terhelje a számlámat, és utasítom bankomat a terhelések teljesítésére. A terheléstől számított nyolc héten belül a bankommal kötött szerződés feltételei szerint visszatérítést kérhetek.',
  },
  stored: {
    cvv: 'A kiválasztott kártya biztonsági kódja',
    cvvError: 'Érvénytelen biztonsági kód',
    expires: 'lejár',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Fizetés később',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Részletfizetés',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Fizetés most',
  },
};
