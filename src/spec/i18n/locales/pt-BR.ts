import type { Messages } from '../messages';

export const ptBR: Messages = {
  meta: { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  labels: {
    brand: 'Bandeira do cartão',
    cardNumber: 'Número do cartão',
    expiryDate: 'Validade',
    cardHolder: 'Nome do titular',
    cvv: 'Código de segurança (CVV)',
    threeDFrame: 'Verificação do pagamento',
    submit: 'Pagar {amount}',
    accountIban: 'Conta bancária',
    storeDetails: 'Salvar os dados de pagamento para compras futuras',
    register: 'Salvar dados de pagamento',
    otherMethod: 'Pagar de outra forma',
    registrations: 'Dados de pagamento salvos',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / AA',
    cardHolder: 'Nome impresso no cartão',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Número do cartão inválido',
    brandNotAcceptedError: 'Esta bandeira de cartão não é aceita',
    expiryMonthError: 'Data inválida ou vencida',
    cardHolderError: 'Nome do titular inválido',
    cvvError: 'Código de segurança inválido',
    sessionExpired:
      'Esta sessão de pagamento expirou ou não existe. Volte para a loja e inicie o pagamento novamente.',
    alreadyPaid: 'Este pagamento já foi concluído.',
    loadFailed:
      'Não foi possível carregar o formulário de pagamento. Verifique sua conexão e recarregue a página.',
    submitFailed: 'Não foi possível enviar o pagamento. Tente novamente.',
    fieldsUnavailable: 'Não foi possível carregar os campos seguros do cartão. Recarregue a página.',
    checkInput: 'Confira seus dados de pagamento e tente novamente.',
  },
  bank: {
    holder: 'Titular da conta',
    iban: 'IBAN',
    bic: 'BIC (opcional)',
    holderError: 'Informe o titular da conta (de 4 a 128 caracteres)',
    ibanError: 'IBAN inválido',
    bicError: 'BIC inválido',
    mandate:
      'Ao pagar, autorizo o beneficiário a cobrar pagamentos da minha conta por débito direto SEPA e instruo meu banco a efetuá-los. Posso solicitar ao meu banco o reembolso em até oito semanas após a data do débito, nas condições acordadas com meu banco.',
  },
  stored: {
    cvv: 'Código de segurança do cartão selecionado',
    cvvError: 'Código de segurança inválido',
    expires: 'validade',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Pague depois',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Pague parcelado',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Pague agora',
  },
};
