// The DOM inside the iframe: one input, its label and its error description, all hidden but the
// input. The label and the error text come from the page (localised there).

import type { FieldStyle, SecureFieldName } from '../../frame-protocol/protocol';
import { adoptFrameSheet } from '../common/frame-sheet';
import { parseDeclarations } from '../common/sanitize-css';

export interface FieldView {
  input: HTMLInputElement;
  setInvalid(invalid: boolean, message: string): void;
}

// inputmode, autocomplete and name of each field's input.
const INPUT: Record<SecureFieldName, [string, string, string]> = {
  cardNumber: ['numeric', 'cc-number', 'cardnumber'],
  cvv: ['numeric', 'cc-csc', 'cvc'],
  expiry: ['numeric', 'cc-exp', 'cc-exp'],
  cardHolder: ['text', 'cc-name', 'ccname'],
};

export function renderField(doc: Document, field: SecureFieldName, style: FieldStyle): FieldView {
  const [inputmode, autocomplete, name] = INPUT[field];
  applyStyles(doc, style);
  const label = el(doc, 'label', { for: 'f', class: 'sr' });
  label.textContent = style.label;
  const description = el(doc, 'span', { id: 'd', class: 'sr' });
  const input = el(doc, 'input', {
    id: 'f',
    type: style.mask && field === 'cvv' ? 'password' : 'text',
    inputmode,
    autocomplete,
    name,
    spellcheck: 'false',
    autocorrect: 'off',
    autocapitalize: 'off',
  });
  if (style.placeholder) input.placeholder = style.placeholder;
  doc.body.append(label, input, description);
  return {
    input,
    setInvalid(invalid, message) {
      description.textContent = invalid ? message : '';
      input.setAttribute('aria-invalid', String(invalid));
      if (invalid) input.setAttribute('aria-describedby', 'd');
      else input.removeAttribute('aria-describedby');
    },
  };
}

/**
 * The page's declarations on the input and on its placeholder, in a sheet adopted after the
 * frame's own stylesheet (field.css, which the gateway page links), so that they win.
 */
function applyStyles(doc: Document, style: FieldStyle): void {
  const sheet = adoptFrameSheet(doc, '');
  if (!sheet) return;
  for (const [selector, css] of [
    ['input', style.css],
    ['input::placeholder', style.placeholderCss],
  ] as const) {
    const rule = sheet.cssRules[sheet.insertRule(`${selector}{}`, sheet.cssRules.length)] as CSSStyleRule;
    for (const [property, value, priority] of parseDeclarations(css))
      rule.style.setProperty(property, value, priority);
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string>,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}
