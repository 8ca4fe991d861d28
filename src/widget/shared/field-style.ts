// How a secure field's input looks: the font and colours the page gives the field's iframe (a
// .wpwl-control like the page fields), so the merchant's font reaches the gateway's frames, then
// wpwlOptions.iframeStyles on top (a string for the input, or COPYandPAY's object by part).
import type { IframeStyles } from '../../spec/widget-api';
import type { FieldStyle } from '../frame-protocol/protocol';

/** A part's declarations as CSS text: a string as it is, an object as `name:value;…`. */
const text = (part: string | Record<string, string> | undefined): string | undefined =>
  typeof part === 'object'
    ? Object.entries(part)
        .map((entry) => entry.join(':'))
        .join(';')
    : part;

/** `page`: the computed style of the field's iframe, a .wpwl-control on the merchant's page. */
export function fieldStyle(
  field: string,
  page: CSSStyleDeclaration | undefined,
  styles: string | IframeStyles = '',
): Pick<FieldStyle, 'css' | 'placeholderCss'> {
  // The part of COPYandPAY's object form: card-number, cvv, and with enableSAQACompliance
  // expiry and card-holder.
  const part = field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const parts: Record<string, string | Record<string, string>> =
    typeof styles === 'object' ? styles : { [part]: styles };
  return {
    // The font as one shorthand (the frames accept font and color: frames/common/sanitize-css.ts).
    css: `${page ? `font:${page.fontStyle} ${page.fontWeight} ${page.fontSize} ${page.fontFamily};color:${page.color}` : ''};${text(parts[part]) ?? ''}`,
    placeholderCss: text(parts[`${part}-placeholder`]),
  };
}
