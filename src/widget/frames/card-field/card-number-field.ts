// The card-number frame: formats the number by brand, reports the brand, and on `submit` fetches
// the CVV from the cvv frame (and the expiry and holder from theirs when the page sent none: the
// enableSAQACompliance form) and posts the payment. The PAN never leaves this frame except in the
// same-origin POST to the gateway.

import type { SubmitFailure } from '../../frame-protocol/protocol';
import type { PageCommand } from '../common/page-link';
import { buildPaymentBody, postPayment } from '../common/submit-payment';
import { analyseCardNumber, caretAfterDigits, formatCardNumber } from './card-number';
import { digitsOnly } from './digits';
import { requestValues } from './field-channel';
import type { FieldContext, FieldController } from './secure-field';

export function createCardNumberField({
  input,
  link,
  key,
  query,
  fetchFn,
  postState,
  style,
}: FieldContext): FieldController {
  let brands = '';
  let inFlight = false;

  function update() {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = digitsOnly(input.value.slice(0, caret)).length;
    const info = analyseCardNumber(input.value);
    const formatted = formatCardNumber(info.digits.slice(0, info.maxDigits), style.plain ? [] : info.gaps);
    input.maxLength = formatted.replace(/\d/g, '').length + info.maxDigits;
    if (formatted !== input.value) {
      const atEnd = caret >= input.value.length;
      input.value = formatted;
      const position = atEnd ? formatted.length : caretAfterDigits(formatted, digitsBeforeCaret);
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
    }
    const code = info.brand?.code ?? null;
    if (info.brands.join(' ') !== brands) {
      brands = info.brands.join(' ');
      link.post({ type: 'brand', brand: code, brands: [...info.brands] });
    }
    return { empty: info.empty, valid: info.valid, potentiallyValid: info.potentiallyValid };
  }

  async function submit({ fields, requestId }: Extract<PageCommand, { type: 'submit' }>): Promise<void> {
    if (inFlight) return;
    inFlight = true;
    const failed = (reason: SubmitFailure): void => link.post({ type: 'submitFailed', requestId, reason });
    try {
      if (link.tampered()) return failed('refused');
      const info = analyseCardNumber(input.value);
      // A page whose expiry is in a frame sends none: then the holder is framed too.
      const values = await requestValues(
        key,
        requestId,
        fields['card.expiryMonth'] ? ['cvv'] : ['cvv', 'expiry', 'cardHolder'],
      );
      if (values === 'refused' || !values) return failed(values || 'unavailable');
      if (!info.valid || values.some((value) => !value.empty && !value.valid)) {
        postState();
        return failed('invalid');
      }
      const framed = Object.assign({}, ...values.map((value) => value.params));
      const result = await postPayment(
        query.checkoutId,
        buildPaymentBody(fields, info.digits, framed),
        info.digits,
        fetchFn,
      );
      if (result.ok) link.post({ type: 'submitted', requestId, outcome: result.outcome });
      else failed(result.reason);
    } finally {
      inFlight = false;
    }
  }

  return {
    update,
    command(command) {
      if (command.type === 'submit') void submit(command);
    },
    close() {},
  };
}
