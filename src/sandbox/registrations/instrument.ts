// What a registration keeps of a request: the instrument without anything single-use (CVV,
// cryptogram, dtvc) or shopper-side (browser data), and the brand it runs under.
import { effectiveCardBrand } from '../../spec/cross-field-rules';
import { maskPan } from '../../spec/mask';

type Params = Readonly<Record<string, string>>;

const KEPT =
  /^(card\.(number|expiryMonth|expiryYear|holder)|bankAccount\..+|tokenAccount\.(number|type|expiryMonth|expiryYear)|virtualAccount\.accountId)$/;
const NUMBER = ['card.number', 'tokenAccount.number', 'bankAccount.iban', 'bankAccount.number'];

export type InstrumentKind = 'card' | 'bankAccount' | 'tokenAccount' | 'virtualAccount';

export interface StoredInstrument {
  kind: InstrumentKind;
  /** The instrument's parameters as they will be sent again, paymentBrand included. */
  params: Record<string, string>;
}

export function kindOf(params: Params): InstrumentKind | undefined {
  if (params['card.number'] !== undefined) return 'card';
  if (params['bankAccount.iban'] !== undefined || params['bankAccount.number'] !== undefined)
    return 'bankAccount';
  if (params['tokenAccount.number'] !== undefined) return 'tokenAccount';
  return params['virtualAccount.accountId'] !== undefined ? 'virtualAccount' : undefined;
}

/** The instrument of validated parameters; undefined when there is none to keep (a wallet token). */
export function instrumentOf(params: Params): StoredInstrument | undefined {
  const kind = kindOf(params);
  if (!kind) return undefined;
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (KEPT.test(name)) kept[name] = value;
  const brand = kind === 'card' ? effectiveCardBrand(params) : params.paymentBrand;
  if (brand) kept.paymentBrand = brand;
  return { kind, params: kept };
}

/** What a shopper or a merchant may see of a stored instrument: never the number itself. */
export interface MaskedInstrument {
  kind: InstrumentKind;
  brand: string;
  last4: string;
  /** MM/YYYY for cards and tokens. */
  expiry?: string;
  holder?: string;
  /** IBAN or account number as 6 + 4 (DE8937******3000). */
  account?: string;
}

export function maskInstrument({ kind, params }: StoredInstrument): MaskedInstrument {
  const number = NUMBER.map((name) => params[name]).find((value) => value !== undefined) ?? '';
  const month = params['card.expiryMonth'] ?? params['tokenAccount.expiryMonth'];
  const year = params['card.expiryYear'] ?? params['tokenAccount.expiryYear'];
  const holder = params['card.holder'] ?? params['bankAccount.holder'];
  return {
    kind,
    brand: params.paymentBrand ?? '',
    last4: number.slice(-4),
    ...(month && year ? { expiry: `${month}/${year}` } : {}),
    ...(holder ? { holder } : {}),
    ...(kind === 'bankAccount' ? { account: maskPan(number) } : {}),
  };
}
