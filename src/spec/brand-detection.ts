import cardValidator from 'card-validator';
import { cardBrandForDetectorType } from './brands';

/**
 * The gateway brand code of a card number, detected with the same library the widget uses, so
 * browser and sandbox agree. Undefined when the number matches no brand or several.
 */
export function detectCardBrand(cardNumber: string): string | undefined {
  const type = cardValidator.number(cardNumber).card?.type;
  return type === undefined ? undefined : cardBrandForDetectorType(type)?.code;
}
