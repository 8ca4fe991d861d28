import type { Messages } from '../messages';

export const eu: Messages = {
  meta: { code: 'eu', name: 'Euskara', dir: 'ltr' },
  labels: {
    brand: 'Txartel-marka',
    cardNumber: 'Txartelaren zenbakia',
    expiryDate: 'Iraungitze-data',
    cardHolder: 'Txartelaren titularra',
    cvv: 'Segurtasun-kodea (CVV)',
    threeDFrame: 'Ordainketaren egiaztapena',
    submit: 'Ordaindu {amount}',
    accountIban: 'Banku-kontua',
    storeDetails: 'Gorde ordainketa-datuak hurrengo ordainketetarako',
    register: 'Gorde ordainketa-datuak',
    otherMethod: 'Ordaindu beste modu batean',
    registrations: 'Gordetako ordainketa-datuak',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'HH / UU',
    cardHolder: 'Txarteleko izena',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Txartelaren zenbakiak ez du balio',
    brandNotAcceptedError: 'Txartel-marka hau ez da onartzen',
    expiryMonthError: 'Data ez da baliozkoa edo iraungita dago',
    cardHolderError: 'Txartelaren titularrak ez du balio',
    cvvError: 'Segurtasun-kodeak ez du balio',
    sessionExpired:
      'Ordainketa-saio hau iraungi egin da edo ez dago. Itzuli dendara eta hasi berriro ordainketa.',
    alreadyPaid: 'Ordainketa hau egina dago jada.',
    loadFailed: 'Ezin izan da kargatu ordainketa-inprimakia. Egiaztatu konexioa eta kargatu berriro orria.',
    submitFailed: 'Ezin izan da bidali ordainketa. Saiatu berriro.',
    fieldsUnavailable: 'Ezin izan dira kargatu txartelaren eremu seguruak. Kargatu berriro orria.',
    checkInput: 'Egiaztatu ordainketa-datuak eta saiatu berriro.',
  },
  bank: {
    holder: 'Kontuaren titularra',
    iban: 'IBAN',
    bic: 'BIC (aukerakoa)',
    holderError: 'Idatzi kontuaren titularra (4-128 karaktere)',
    ibanError: 'IBANak ez du balio',
    bicError: 'BICak ez du balio',
    mandate:
      'Ordainduz, baimena ematen diot hartzaileari nire kontutik kobrantzak egiteko SEPA zordunketa zuzenaren bidez, eta agintzen diot nire bankuari horiek ordaintzeko. Zordunketatik zortzi asteko epean itzulketa eska diezaioket nire bankuari, harekin hitzartutako baldintzetan.',
  },
  stored: {
    cvv: 'Hautatutako txartelaren segurtasun-kodea',
    cvvError: 'Segurtasun-kodeak ez du balio',
    expires: 'iraungitzea',
  },
};
