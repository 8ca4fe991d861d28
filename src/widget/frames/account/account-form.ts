// The DOM of the bank frame (COPYandPAY classes): holder, IBAN and optional BIC, each with its
// label and error hint, and the SEPA mandate text below them.

import type { BankTexts } from '../../../spec/i18n/messages';
import { adoptFrameSheet } from '../common/frame-sheet';
import { parseDeclarations } from '../common/sanitize-css';
import css from './bank-field.css?inline';

export type AccountField = 'accountHolder' | 'accountIban' | 'accountBic';

/** The gateway's parameter names as the frame's fields. */
export const FIELD_OF: Readonly<Record<string, AccountField>> = {
  'bankAccount.holder': 'accountHolder',
  'bankAccount.iban': 'accountIban',
  'bankAccount.country': 'accountIban',
  'bankAccount.bic': 'accountBic',
  'bankAccount.bankCode': 'accountBic',
};

export interface AccountForm {
  inputs: Record<AccountField, HTMLInputElement>;
  /** Shows (text) or clears ('') a field's error, on the input and in its hint. */
  setError(field: AccountField, text: string): void;
}

const FIELDS: ReadonlyArray<[AccountField, keyof BankTexts, string]> = [
  ['accountHolder', 'holder', 'name'],
  ['accountIban', 'iban', 'off'],
  ['accountBic', 'bic', 'off'],
];

/** The frames' stylesheet, and wpwlOptions.iframeStyles (sanitised) on their inputs. */
export function applyFrameStyles(doc: Document, merchantCss: string | undefined): void {
  const sheet = adoptFrameSheet(doc, css);
  const declarations = parseDeclarations(merchantCss);
  if (!sheet || !declarations.length) return;
  const rule = sheet.cssRules[sheet.insertRule('.wpwl-control{}', sheet.cssRules.length)] as CSSStyleRule;
  for (const [property, value, priority] of declarations) rule.style.setProperty(property, value, priority);
}

export function renderAccountForm(
  doc: Document,
  texts: BankTexts,
  merchantCss: string | undefined,
): AccountForm {
  applyFrameStyles(doc, merchantCss);
  const inputs = {} as Record<AccountField, HTMLInputElement>;
  const hints = {} as Record<AccountField, HTMLElement>;
  for (const [field, text, autocomplete] of FIELDS) {
    const group = doc.createElement('div');
    group.className = `wpwl-group wpwl-group-${field}`;
    const label = doc.createElement('label');
    label.className = `wpwl-label wpwl-label-${field}`;
    label.htmlFor = field;
    label.textContent = texts[text];
    const input = doc.createElement('input');
    Object.assign(input, { id: field, type: 'text', name: field, autocomplete, spellcheck: false });
    input.className = `wpwl-control wpwl-control-${field}`;
    // IBAN and BIC read left to right in every language, as on a bank statement.
    if (field !== 'accountHolder') Object.assign(input, { autocapitalize: 'characters', dir: 'ltr' });
    const hint = doc.createElement('div');
    hint.className = `wpwl-hint wpwl-hint-${field}Error`;
    hint.id = `${field}-hint`;
    hint.hidden = true;
    group.append(label, input, hint);
    doc.body.append(group);
    inputs[field] = input;
    hints[field] = hint;
  }
  inputs.accountHolder.maxLength = 128;
  inputs.accountBic.maxLength = 11;
  const mandate = doc.createElement('p');
  mandate.className = 'wpwl-mandate';
  mandate.textContent = texts.mandate;
  doc.body.append(mandate);
  return {
    inputs,
    setError(field, text) {
      const input = inputs[field];
      const hint = hints[field];
      hint.textContent = text;
      hint.hidden = !text;
      input.classList.toggle('wpwl-has-error', !!text);
      input.setAttribute('aria-invalid', String(!!text));
      if (text) input.setAttribute('aria-describedby', hint.id);
      else input.removeAttribute('aria-describedby');
    },
  };
}
