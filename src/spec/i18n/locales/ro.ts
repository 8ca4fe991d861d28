import type { Messages } from '../messages';

export const ro: Messages = {
  meta: { code: 'ro', name: 'Română', dir: 'ltr' },
  labels: {
    brand: 'Tipul cardului',
    cardNumber: 'Numărul cardului',
    expiryDate: 'Data expirării',
    cardHolder: 'Titularul cardului',
    cvv: 'Cod de securitate (CVV)',
    threeDFrame: 'Verificarea plății',
    submit: 'Plătește {amount}',
    accountIban: 'Cont bancar',
    storeDetails: 'Salvează datele de plată pentru plățile viitoare',
    register: 'Salvează datele de plată',
    otherMethod: 'Plătește altfel',
    registrations: 'Date de plată salvate',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'LL / AA',
    cardHolder: 'Numele de pe card',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Număr de card nevalid',
    brandNotAcceptedError: 'Acest tip de card nu este acceptat',
    expiryMonthError: 'Dată nevalidă sau expirată',
    cardHolderError: 'Titular de card nevalid',
    cvvError: 'Cod de securitate nevalid',
    sessionExpired:
      'Această sesiune de plată a expirat sau nu există. Reveniți la magazin și începeți din nou plata.',
    alreadyPaid: 'Această plată a fost deja efectuată.',
    loadFailed: 'Formularul de plată nu a putut fi încărcat. Verificați conexiunea și reîncărcați pagina.',
    submitFailed: 'Plata nu a putut fi trimisă. Încercați din nou.',
    fieldsUnavailable: 'Câmpurile securizate ale cardului nu au putut fi încărcate. Reîncărcați pagina.',
    checkInput: 'Verificați datele de plată și încercați din nou.',
  },
  bank: {
    holder: 'Titularul contului',
    iban: 'IBAN',
    bic: 'BIC (opțional)',
    holderError: 'Introduceți titularul contului (între 4 și 128 de caractere)',
    ibanError: 'IBAN nevalid',
    bicError: 'BIC nevalid',
    mandate:
      'Prin plată, autorizez beneficiarul să încaseze plăți din contul meu prin debitare directă SEPA și îmi instruiesc banca să le efectueze. Pot solicita băncii mele rambursarea în termen de opt săptămâni de la data debitării, în condițiile convenite cu banca mea.',
  },
  stored: {
    cvv: 'Codul de securitate al cardului selectat',
    cvvError: 'Cod de securitate nevalid',
    expires: 'expiră',
  },
};
