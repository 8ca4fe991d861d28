import type { Messages } from '../messages';

export const pl: Messages = {
  meta: { code: 'pl', name: 'Polski', dir: 'ltr' },
  labels: {
    brand: 'Rodzaj karty',
    cardNumber: 'Numer karty',
    expiryDate: 'Data ważności',
    cardHolder: 'Posiadacz karty',
    cvv: 'Kod bezpieczeństwa (CVV)',
    threeDFrame: 'Weryfikacja płatności',
    submit: 'Zapłać {amount}',
    accountIban: 'Rachunek bankowy',
    storeDetails: 'Zapisz dane płatności na potrzeby przyszłych płatności',
    register: 'Zapisz dane płatności',
    otherMethod: 'Zapłać w inny sposób',
    registrations: 'Zapisane dane płatności',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / RR',
    cardHolder: 'Imię i nazwisko na karcie',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Nieprawidłowy numer karty',
    brandNotAcceptedError: 'Ten rodzaj karty nie jest akceptowany',
    expiryMonthError: 'Nieprawidłowa lub miniona data',
    cardHolderError: 'Nieprawidłowy posiadacz karty',
    cvvError: 'Nieprawidłowy kod bezpieczeństwa',
    sessionExpired:
      'Ta sesja płatności wygasła lub nie istnieje. Wróć do sklepu i rozpocznij płatność od nowa.',
    alreadyPaid: 'Ta płatność została już zrealizowana.',
    loadFailed: 'Nie udało się wczytać formularza płatności. Sprawdź połączenie i odśwież stronę.',
    submitFailed: 'Nie udało się wysłać płatności. Spróbuj ponownie.',
    fieldsUnavailable: 'Nie udało się wczytać bezpiecznych pól karty. Odśwież stronę.',
    checkInput: 'Sprawdź dane płatności i spróbuj ponownie.',
  },
  bank: {
    holder: 'Posiadacz rachunku',
    iban: 'IBAN',
    bic: 'BIC (opcjonalnie)',
    holderError: 'Podaj posiadacza rachunku (od 4 do 128 znaków)',
    ibanError: 'Nieprawidłowy IBAN',
    bicError: 'Nieprawidłowy BIC',
    mandate:
      'Dokonując płatności, upoważniam odbiorcę do pobierania płatności z mojego rachunku w formie polecenia zapłaty SEPA i polecam mojemu bankowi ich realizację. W ciągu ośmiu tygodni od obciążenia mogę zażądać od banku zwrotu środków na warunkach uzgodnionych z moim bankiem.',
  },
  stored: {
    cvv: 'Kod bezpieczeństwa wybranej karty',
    cvvError: 'Nieprawidłowy kod bezpieczeństwa',
    expires: 'ważna do',
  },
};
