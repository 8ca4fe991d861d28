import type { Messages } from '../messages';

export const it: Messages = {
  meta: { code: 'it', name: 'Italiano', dir: 'ltr' },
  labels: {
    brand: 'Circuito della carta',
    cardNumber: 'Numero della carta',
    expiryDate: 'Data di scadenza',
    cardHolder: 'Titolare della carta',
    cvv: 'Codice di sicurezza (CVV)',
    threeDFrame: 'Verifica del pagamento',
    submit: 'Paga {amount}',
    accountIban: 'Conto bancario',
    storeDetails: 'Memorizza i dati di pagamento per i prossimi acquisti',
    register: 'Salva i dati di pagamento',
    otherMethod: 'Paga in un altro modo',
    registrations: 'Dati di pagamento salvati',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / AA',
    cardHolder: 'Nome sulla carta',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Numero della carta non valido',
    brandNotAcceptedError: 'Questo circuito di carte non è accettato',
    expiryMonthError: 'Data non valida o scaduta',
    cardHolderError: 'Titolare della carta non valido',
    cvvError: 'Codice di sicurezza non valido',
    sessionExpired:
      'Questa sessione di pagamento è scaduta o non esiste. Torna al negozio e avvia di nuovo il pagamento.',
    alreadyPaid: 'Questo pagamento è già stato completato.',
    loadFailed: 'Impossibile caricare il modulo di pagamento. Controlla la connessione e ricarica la pagina.',
    submitFailed: 'Impossibile inviare il pagamento. Riprova.',
    fieldsUnavailable: 'Impossibile caricare i campi sicuri della carta. Ricarica la pagina.',
    checkInput: 'Controlla i dati di pagamento e riprova.',
  },
  bank: {
    holder: 'Intestatario del conto',
    iban: 'IBAN',
    bic: 'BIC (facoltativo)',
    holderError: "Inserisci l'intestatario del conto (da 4 a 128 caratteri)",
    ibanError: 'IBAN non valido',
    bicError: 'BIC non valido',
    mandate:
      'Pagando, autorizzo il beneficiario ad addebitare i pagamenti sul mio conto tramite addebito diretto SEPA e do istruzione alla mia banca di eseguirli. Posso chiedere alla mia banca il rimborso entro otto settimane dalla data di addebito, alle condizioni concordate con la mia banca.',
  },
  stored: {
    cvv: 'Codice di sicurezza della carta selezionata',
    cvvError: 'Codice di sicurezza non valido',
    expires: 'scade',
  },
};
