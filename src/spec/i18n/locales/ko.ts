import type { Messages } from '../messages';

export const ko: Messages = {
  meta: { code: 'ko', name: '한국어', dir: 'ltr' },
  labels: {
    brand: '카드 브랜드',
    cardNumber: '카드 번호',
    expiryDate: '유효기간',
    cardHolder: '카드 소유자',
    cvv: '보안 코드(CVV)',
    threeDFrame: '결제 인증',
    submit: '{amount} 결제하기',
    accountIban: '은행 계좌',
    storeDetails: '다음 결제를 위해 결제 정보 저장',
    register: '결제 정보 저장',
    otherMethod: '다른 방법으로 결제',
    registrations: '저장된 결제 정보',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: '월 / 년',
    cardHolder: '카드에 표시된 이름',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: '카드 번호가 올바르지 않습니다',
    brandNotAcceptedError: '이 카드 브랜드는 사용할 수 없습니다',
    expiryMonthError: '날짜가 올바르지 않거나 만료되었습니다',
    cardHolderError: '카드 소유자 이름이 올바르지 않습니다',
    cvvError: '보안 코드가 올바르지 않습니다',
    sessionExpired:
      '이 결제 세션이 만료되었거나 존재하지 않습니다. 상점으로 돌아가 결제를 다시 시작해 주세요.',
    alreadyPaid: '이미 완료된 결제입니다.',
    loadFailed: '결제 양식을 불러오지 못했습니다. 연결 상태를 확인하고 페이지를 새로고침해 주세요.',
    submitFailed: '결제를 전송하지 못했습니다. 다시 시도해 주세요.',
    fieldsUnavailable: '보안 카드 입력란을 불러오지 못했습니다. 페이지를 새로고침해 주세요.',
    checkInput: '결제 정보를 확인한 후 다시 시도해 주세요.',
  },
  bank: {
    holder: '예금주',
    iban: 'IBAN',
    bic: 'BIC(선택 사항)',
    holderError: '예금주를 입력해 주세요(4~128자)',
    ibanError: 'IBAN이 올바르지 않습니다',
    bicError: 'BIC가 올바르지 않습니다',
    mandate:
      '결제함으로써 본인은 수취인이 SEPA 자동이체로 본인 계좌에서 대금을 인출하도록 승인하며, 본인의 은행에 이를 지급하도록 지시합니다. 본인은 인출일로부터 8주 이내에 은행과 합의한 조건에 따라 은행에 환불을 요청할 수 있습니다.',
  },
  stored: {
    cvv: '선택한 카드의 보안 코드',
    cvvError: '보안 코드가 올바르지 않습니다',
    expires: '유효기간',
  },
};
