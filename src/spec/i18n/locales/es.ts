import type { Messages } from '../messages';

export const es: Messages = {
  meta: { code: 'es', name: 'Español', dir: 'ltr' },
  labels: {
    brand: 'Tipo de tarjeta',
    cardNumber: 'Número de tarjeta',
    expiryDate: 'Fecha de caducidad',
    cardHolder: 'Titular de la tarjeta',
    cvv: 'Código de seguridad (CVV)',
    threeDFrame: 'Verificación del pago',
    submit: 'Pagar {amount}',
    accountIban: 'Cuenta bancaria',
    storeDetails: 'Guardar los datos de pago para próximas compras',
    register: 'Guardar datos de pago',
    otherMethod: 'Pagar de otra forma',
    registrations: 'Datos de pago guardados',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / AA',
    cardHolder: 'Nombre en la tarjeta',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Número de tarjeta no válido',
    brandNotAcceptedError: 'No se acepta este tipo de tarjeta',
    expiryMonthError: 'Fecha no válida o caducada',
    cardHolderError: 'Titular de la tarjeta no válido',
    cvvError: 'Código de seguridad no válido',
    sessionExpired:
      'Esta sesión de pago ha caducado o no existe. Vuelve a la tienda e inicia el pago de nuevo.',
    alreadyPaid: 'Este pago ya se ha completado.',
    loadFailed:
      'No se ha podido cargar el formulario de pago. Comprueba tu conexión y vuelve a cargar la página.',
    submitFailed: 'No se ha podido enviar el pago. Inténtalo de nuevo.',
    fieldsUnavailable: 'No se han podido cargar los campos seguros de la tarjeta. Vuelve a cargar la página.',
    checkInput: 'Revisa tus datos de pago e inténtalo de nuevo.',
  },
  bank: {
    holder: 'Titular de la cuenta',
    iban: 'IBAN',
    bic: 'BIC (opcional)',
    holderError: 'Introduce el titular de la cuenta (de 4 a 128 caracteres)',
    ibanError: 'IBAN no válido',
    bicError: 'BIC no válido',
    mandate:
      'Al pagar, autorizo al beneficiario a cobrar pagos de mi cuenta mediante adeudo directo SEPA y doy instrucciones a mi banco para que los atienda. Puedo solicitar a mi banco el reembolso de un adeudo en un plazo de ocho semanas desde la fecha del cargo, en las condiciones acordadas con mi banco.',
  },
  stored: {
    cvv: 'Código de seguridad de la tarjeta seleccionada',
    cvvError: 'Código de seguridad no válido',
    expires: 'caduca',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Paga más tarde',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Paga a plazos',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Paga ahora',
  },
};
