// Entry of secure-field-values.js, the script of the card frames whose value the card-number frame
// collects when it pays: the CVV, and with enableSAQACompliance the expiry and the holder. Written
// into the secure-field page (?field=cvv|expiry|cardHolder) like secure-field.js, with the same
// stylesheet; no brand tables (the CVV's length follows the brand the page relays).

import { frameParameters, readFrameQuery } from '../common/query';
import { type FieldContext, startSecureField } from './secure-field';
import { createValueField, READERS } from './value-field';

type ValueFieldName = keyof typeof READERS;
const query = readFrameQuery(frameParameters(location), Object.keys(READERS) as ValueFieldName[]);
if (query && window.parent !== window)
  startSecureField({
    win: window,
    parent: window.parent,
    query,
    createController: (ctx: FieldContext) =>
      createValueField(ctx, READERS[ctx.query.field as ValueFieldName]),
  });
