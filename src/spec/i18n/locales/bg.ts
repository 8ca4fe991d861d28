import type { Messages } from '../messages';

export const bg: Messages = {
  meta: { code: 'bg', name: 'Български', dir: 'ltr' },
  labels: {
    brand: 'Вид карта',
    cardNumber: 'Номер на картата',
    expiryDate: 'Валидна до',
    cardHolder: 'Титуляр на картата',
    cvv: 'Код за сигурност (CVV)',
    threeDFrame: 'Потвърждение на плащането',
    submit: 'Плати {amount}',
    accountIban: 'Банкова сметка',
    storeDetails: 'Запази данните за плащане за бъдещи плащания',
    register: 'Запази данните за плащане',
    otherMethod: 'Плати по друг начин',
    registrations: 'Запазени данни за плащане',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'ММ / ГГ',
    cardHolder: 'Име върху картата',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Невалиден номер на карта',
    brandNotAcceptedError: 'Този вид карта не се приема',
    expiryMonthError: 'Невалидна или изтекла дата',
    cardHolderError: 'Невалиден титуляр на картата',
    cvvError: 'Невалиден код за сигурност',
    sessionExpired:
      'Тази сесия за плащане е изтекла или не съществува. Моля, върнете се в магазина и започнете плащането отново.',
    alreadyPaid: 'Това плащане вече е извършено.',
    loadFailed:
      'Формулярът за плащане не можа да се зареди. Моля, проверете връзката си и презаредете страницата.',
    submitFailed: 'Плащането не можа да бъде изпратено. Моля, опитайте отново.',
    fieldsUnavailable: 'Защитените полета на картата не можаха да се заредят. Моля, презаредете страницата.',
    checkInput: 'Моля, проверете данните си за плащане и опитайте отново.',
  },
  bank: {
    holder: 'Титуляр на сметката',
    iban: 'IBAN',
    bic: 'BIC (по избор)',
    holderError: 'Въведете титуляря на сметката (от 4 до 128 знака)',
    ibanError: 'Невалиден IBAN',
    bicError: 'Невалиден BIC',
    mandate:
      'С плащането упълномощавам получателя да събира плащания от сметката ми чрез директен дебит SEPA и нареждам на банката си да ги изпълнява. В срок от осем седмици от датата на дебитирането мога да поискам от банката си възстановяване на сумата при условията, договорени с банката ми.',
  },
  stored: {
    cvv: 'Код за сигурност на избраната карта',
    cvvError: 'Невалиден код за сигурност',
    expires: 'валидна до',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Плати по-късно',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Плащане на вноски',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Плати сега',
  },
};
