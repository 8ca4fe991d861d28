// The frames whose value the card-number frame collects when it pays: the CVV, and with
// enableSAQACompliance the expiry and the holder. Each keeps its input tidy (digits, 'MM / YY'),
// reports its verdict, and answers the card-number frame's valueRequest with the payment
// parameters it holds, over the key's BroadcastChannel.
import { checkExpiry, checkHolder, formatExpiryInput, type Verdict } from '../../../spec/card-fields';
import { analyseCvv } from './cvv';
import { answerValueRequests } from './field-channel';
import type { FieldContext, FieldController } from './secure-field';

export interface Reading extends Verdict {
  /** What the input shows. */
  shown: string;
  maxLength: number;
  /**
   * The payment parameters of the value ('' for none: an empty field, an expiry that is no date);
   * the card-number frame posts them only when every field it collects is valid or empty.
   */
  params: Record<string, string>;
}

/** The input's value, whether the shopper was deleting, and the brand the page relays (the CVV's length). */
export type Reader = (value: string, deleting: boolean, brand: string | null, ctx: FieldContext) => Reading;

export const READERS: Record<'cvv' | 'expiry' | 'cardHolder', Reader> = {
  cvv(value, _deleting, brand) {
    const cvv = analyseCvv(value, brand);
    return { ...cvv, shown: cvv.digits, params: { 'card.cvv': cvv.digits } };
  },
  expiry(value, deleting, _brand, { style }) {
    const shown = formatExpiryInput(value, deleting);
    const expiry = checkExpiry(shown, style.anyDate);
    return {
      ...expiry,
      shown,
      maxLength: 9,
      params: { 'card.expiryMonth': expiry.month ?? '', 'card.expiryYear': expiry.year ?? '' },
    };
  },
  cardHolder(value) {
    return { ...checkHolder(value), shown: value, maxLength: 128, params: { 'card.holder': value.trim() } };
  },
};

export function createValueField(ctx: FieldContext, read: Reader): FieldController {
  const { input, key, link, postState, query } = ctx;
  let brand: string | null = null;
  let deleting = false;
  // Registered before the frame's own input listener, which asks for update().
  input.addEventListener('input', (event) => {
    deleting = (event as InputEvent).inputType?.startsWith('delete') ?? false;
  });
  const reading = () => read(input.value, deleting, brand, ctx);

  return {
    update() {
      const { shown, maxLength, empty, valid, potentiallyValid } = reading();
      input.maxLength = maxLength;
      if (shown !== input.value) input.value = shown;
      // The verdict only: the value never goes to the page.
      return { empty, valid, potentiallyValid };
    },
    command(command) {
      if (command.type !== 'brand') return;
      brand = command.brand;
      postState();
    },
    close: answerValueRequests(key, query.field as keyof typeof READERS, () => {
      if (link.tampered()) return null;
      const { params, valid, empty } = reading();
      return { params, valid, empty };
    }),
  };
}
