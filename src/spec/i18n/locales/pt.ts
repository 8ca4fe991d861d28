import type { Messages } from '../messages';

export const pt: Messages = {
  meta: { code: 'pt', name: 'Português', dir: 'ltr' },
  labels: {
    brand: 'Marca do cartão',
    cardNumber: 'Número do cartão',
    expiryDate: 'Data de validade',
    cardHolder: 'Titular do cartão',
    cvv: 'Código de segurança (CVV)',
    threeDFrame: 'Verificação do pagamento',
    submit: 'Pagar {amount}',
    accountIban: 'Conta bancária',
    storeDetails: 'Guardar os dados de pagamento para pagamentos futuros',
    register: 'Guardar dados de pagamento',
    otherMethod: 'Pagar de outra forma',
    registrations: 'Dados de pagamento guardados',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / AA',
    cardHolder: 'Nome no cartão',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Número do cartão inválido',
    brandNotAcceptedError: 'Esta marca de cartão não é aceite',
    expiryMonthError: 'Data inválida ou expirada',
    cardHolderError: 'Titular do cartão inválido',
    cvvError: 'Código de segurança inválido',
    sessionExpired:
      'Esta sessão de pagamento expirou ou não existe. Volte à loja e inicie o pagamento novamente.',
    alreadyPaid: 'Este pagamento já foi concluído.',
    loadFailed:
      'Não foi possível carregar o formulário de pagamento. Verifique a sua ligação e recarregue a página.',
    submitFailed: 'Não foi possível enviar o pagamento. Tente novamente.',
    fieldsUnavailable: 'Não foi possível carregar os campos seguros do cartão. Recarregue a página.',
    checkInput: 'Verifique os seus dados de pagamento e tente novamente.',
  },
  bank: {
    holder: 'Titular da conta',
    iban: 'IBAN',
    bic: 'BIC (opcional)',
    holderError: 'Indique o titular da conta (4 a 128 caracteres)',
    ibanError: 'IBAN inválido',
    bicError: 'BIC inválido',
    mandate:
      'Ao pagar, autorizo o beneficiário a cobrar pagamentos da minha conta por débito direto SEPA e instruo o meu banco a efetuá-los. Posso pedir ao meu banco o reembolso no prazo de oito semanas a contar da data do débito, nas condições acordadas com o meu banco.',
  },
  stored: {
    cvv: 'Código de segurança do cartão selecionado',
    cvvError: 'Código de segurança inválido',
    expires: 'válido até',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Pagar mais tarde',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Pagar em prestações',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Pagar agora',
  },
};
