import { RESULT, type Result } from '../../spec/result-codes';

export interface TestCard {
  number: string;
  brand: string;
  result: Result;
  /** What the simulated acquirer answers (resultDetails.AcquirerResponse, ISO 8583 style). */
  acquirerResponse: string;
  description: string;
}

/**
 * The cards of the INTERNAL simulator. Every other Luhn-valid number is approved; any expiry date
 * in the future and any CVV of the right length (4 digits for AMEX, 3 otherwise) are accepted.
 * The decline cards end in the last three digits of their result code plus a check digit.
 */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4200000000000000',
    brand: 'VISA',
    result: RESULT.SUCCESS_INTEGRATOR_TEST,
    acquirerResponse: '00',
    description: 'approved',
  },
  {
    number: '5454545454545454',
    brand: 'MASTER',
    result: RESULT.SUCCESS_INTEGRATOR_TEST,
    acquirerResponse: '00',
    description: 'approved',
  },
  {
    number: '377777777777770',
    brand: 'AMEX',
    result: RESULT.SUCCESS_INTEGRATOR_TEST,
    acquirerResponse: '00',
    description: 'approved',
  },
  {
    number: '4000000000001521',
    brand: 'VISA',
    result: RESULT.DECLINED,
    acquirerResponse: '05',
    description: 'declined (do not honour)',
  },
  {
    number: '5454545454541529',
    brand: 'MASTER',
    result: RESULT.DECLINED,
    acquirerResponse: '05',
    description: 'declined (do not honour)',
  },
  {
    number: '377777777771526',
    brand: 'AMEX',
    result: RESULT.DECLINED,
    acquirerResponse: '05',
    description: 'declined (do not honour)',
  },
  {
    number: '4000000000001513',
    brand: 'VISA',
    result: RESULT.DECLINED_INVALID_CARD,
    acquirerResponse: '14',
    description: 'invalid card',
  },
  {
    number: '4000000000001554',
    brand: 'VISA',
    result: RESULT.DECLINED_INSUFFICIENT_FUNDS,
    acquirerResponse: '51',
    description: 'insufficient funds',
  },
  {
    number: '4000000000001570',
    brand: 'VISA',
    result: RESULT.DECLINED_WRONG_EXPIRY,
    acquirerResponse: '54',
    description: 'wrong expiry date',
  },
  {
    number: '4000000000001539',
    brand: 'VISA',
    result: RESULT.DECLINED_INVALID_CVV,
    acquirerResponse: 'N7',
    description: 'invalid CVV',
  },
  {
    number: '4000000000001620',
    brand: 'VISA',
    result: RESULT.DECLINED_LIMIT_EXCEEDED,
    acquirerResponse: '61',
    description: 'limit exceeded',
  },
  {
    number: '4000000000004012',
    brand: 'VISA',
    result: RESULT.BIN_BLACKLISTED,
    acquirerResponse: '62',
    description: 'BIN blacklisted',
  },
  {
    number: '4000000000003006',
    brand: 'VISA',
    result: RESULT.CONNECTOR_TIMEOUT,
    acquirerResponse: '91',
    description: 'connector timeout, uncertain result',
  },
  // mada (Saudi debit): BIN 440647 is co-badged with VISA, 543357 with MASTER, 588845 is mada only.
  // Paid as MADA where the payment says paymentBrand=MADA (or the widget's form offers MADA).
  {
    number: '4406470000000007',
    brand: 'MADA',
    result: RESULT.SUCCESS_INTEGRATOR_TEST,
    acquirerResponse: '00',
    description: 'approved, co-badged with VISA',
  },
  {
    number: '5433570000000008',
    brand: 'MADA',
    result: RESULT.SUCCESS_INTEGRATOR_TEST,
    acquirerResponse: '00',
    description: 'approved, co-badged with MASTER',
  },
  {
    number: '5888450000000003',
    brand: 'MADA',
    result: RESULT.SUCCESS_INTEGRATOR_TEST,
    acquirerResponse: '00',
    description: 'approved, mada only',
  },
  {
    number: '4406470000001526',
    brand: 'MADA',
    result: RESULT.DECLINED,
    acquirerResponse: '05',
    description: 'declined (do not honour)',
  },
  {
    number: '5888450000001522',
    brand: 'MADA',
    result: RESULT.DECLINED,
    acquirerResponse: '05',
    description: 'declined, mada only',
  },
];

const byNumber = new Map(TEST_CARDS.map((card) => [card.number, card]));

export const testCard = (cardNumber: string): TestCard | undefined => byNumber.get(cardNumber);
