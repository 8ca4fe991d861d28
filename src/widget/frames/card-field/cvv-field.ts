// The cvv frame: digits only, length by the brand the page relays, and answers the card-number
// frame's cvvRequest over the key's BroadcastChannel.
import { analyseCvv } from './cvv';
import { answerCvvRequests } from './cvv-channel';
import type { FieldContext, FieldController } from './secure-field';

export function createCvvField({ input, key, link, postState }: FieldContext): FieldController {
  let brand: string | null = null;

  function update() {
    const info = analyseCvv(input.value, brand);
    input.maxLength = info.maxLength;
    if (info.digits !== input.value) input.value = info.digits;
    return { empty: info.empty, valid: info.valid, potentiallyValid: info.potentiallyValid };
  }

  const closeChannel = answerCvvRequests(key, () => {
    if (link.tampered()) return null;
    const info = analyseCvv(input.value, brand);
    return { cvv: info.digits, valid: info.valid, empty: info.empty };
  });

  return {
    update,
    command(command) {
      if (command.type !== 'brand') return;
      brand = command.brand;
      postState();
    },
    close: closeChannel,
  };
}
