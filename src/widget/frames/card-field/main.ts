// Entry of secure-field.js, the script of the gateway-origin iframe page: the card number, the CVV
// and, with enableSAQACompliance, the expiry and the holder; one page, parametrised by ?field.
// Its stylesheet (field.css) is built beside it as secure-field.css, which the page links.

import './field.css';
import type { SecureFieldName } from '../../frame-protocol/protocol';
import { readFrameQuery } from '../common/query';
import { createCardNumberField } from './card-number-field';
import { type FieldContext, startSecureField } from './secure-field';
import { createValueField, READERS } from './value-field';

const createController = (ctx: FieldContext) =>
  ctx.query.field === 'cardNumber'
    ? createCardNumberField(ctx)
    : createValueField(ctx, READERS[ctx.query.field as keyof typeof READERS]);
const FIELDS: readonly SecureFieldName[] = ['cardNumber', 'cvv', 'expiry', 'cardHolder'];
const query = readFrameQuery(location.search, FIELDS);
if (query && window.parent !== window)
  startSecureField({ win: window, parent: window.parent, query, createController });
