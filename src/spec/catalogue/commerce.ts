import { BOOLEAN, CURRENCY, MONEY, oneOf, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 2, section 2.11 "Cart payments", n from 0; payments already made for the cart.
export const CART_PAYMENTS: readonly ParamSpec[] = [
  { name: 'cart.payments[n].name', format: text(1, 255) },
  { name: 'cart.payments[n].type', format: oneOf('GIFTCARD', 'PROMOTION') },
  { name: 'cart.payments[n].amount', format: MONEY },
  { name: 'cart.payments[n].currency', format: CURRENCY },
  { name: 'cart.payments[n].status', format: oneOf('pending', 'authorized', 'captured') },
  { name: 'cart.payments[n].brand', format: text(1, 255) },
  { name: 'cart.payments[n].primary', format: BOOLEAN },
];

// Document 2, section 2.12 "Marketplace", n from 0.
export const MARKETPLACE: readonly ParamSpec[] = [
  { name: 'marketPlace.sellers[n].id', format: text(1, 255) },
  { name: 'marketPlace.sellers[n].amount', format: MONEY, note: "Total of the seller's items." },
];

// Document 2, section 2.14 "Gift card", all Optional: a gift card bought, not a means of payment.
export const GIFT_CARD: readonly ParamSpec[] = [
  { name: 'giftCard.number', format: text(2, 255), sensitive: 'pan' },
  { name: 'giftCard.pin', format: text(2, 255), sensitive: 'secret' },
  { name: 'giftCard.holder', format: text(2, 255) },
  { name: 'giftCard.message', format: text(2, 160) },
  {
    name: 'giftCard.type',
    format: oneOf(
      'ANNIVERSARY',
      'BIRTHDAY',
      'CONGRATULATIONS',
      'APRIL_FOOLS_DAY',
      'EASTER',
      'FATHERS_DAY',
      'GRADUATION',
      'HOLIDAY',
      'SEASONS_GREETINGS',
      'PASSOVER',
      'KWANZAA',
      'HALLOWEEN',
      'MOTHERS_DAY',
      'NEW_YEARS_DAY',
      'BOSSES_DAY',
      'ST_PATRICKS_DAY',
      'SWEETEST_DAY',
      'CHRISTMAS',
      'BABY_SHOWER',
      'THANKSGIVING',
      'OTHER',
      'VALENTINES_DAY',
      'WEDDING',
      'SECRETARYS_DAY',
      'CHINESE_NEW_YEAR',
      'HANUKKAH',
      'CELEBRATE_FALL',
      'GRANDPARENTS_DAY',
      'INDEPENDENCE_DAY',
    ),
  },
];
