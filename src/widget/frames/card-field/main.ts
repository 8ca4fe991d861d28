// Entry of secure-field.js, the script of the gateway-origin iframe page.

import { readFrameQuery } from '../common/query';
import { createCardNumberField } from './card-number-field';
import { createCvvField } from './cvv-field';
import { type FieldContext, startSecureField } from './secure-field';

const createController = (ctx: FieldContext) =>
  ctx.query.field === 'cardNumber' ? createCardNumberField(ctx) : createCvvField(ctx);
const query = readFrameQuery(location.search);
if (query && query.field !== 'accountIban' && window.parent !== window)
  startSecureField({ win: window, parent: window.parent, query, createController });
