// Entry of secure-field.js, the script of the card-number frame: formats the number, detects the
// brand and, on the page's submit, collects the other frames' values and posts the payment. The
// CVV, and with enableSAQACompliance the expiry and the holder, have their own script
// (values-main.ts), so that neither frame carries the other's code. The gateway writes each into
// the one secure-field page (?field), with its stylesheet (field.css, built beside it as
// secure-field.css).

import './field.css';
import { frameParameters, readFrameQuery } from '../common/query';
import { createCardNumberField } from './card-number-field';
import { startSecureField } from './secure-field';

const query = readFrameQuery(frameParameters(location), ['cardNumber']);
if (query && window.parent !== window)
  startSecureField({ win: window, parent: window.parent, query, createController: createCardNumberField });
