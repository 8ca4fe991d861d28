// The COPYandPAY-compatible building blocks of the card form: group, label, wrapper, hint.
import type { ComponentChildren } from 'preact';
import type { CardController } from './card-controller';
import type { CardField } from './card-state';

const HINT: Record<CardField, string> = {
  cardNumber: 'cardNumberError',
  expiry: 'expiryMonthError',
  cardHolder: 'cardHolderError',
  cvv: 'cvvError',
};

/** What the building blocks need of a form's controller (the card's, the bank form's). */
export type FormIds = Pick<CardController, 'ids' | 'options'>;

export const hintId = (c: FormIds, field: string): string => c.ids(`${field}-hint`);
export const controlId = (c: FormIds, field: string): string => c.ids(field);
export const labelId = (c: FormIds, field: string): string => c.ids(`${field}-label`);

/** Class list of a control: wpwl-control wpwl-control-{field} [+ extra] [+ wpwl-has-error]. */
export function controlClass(field: string, error: string, extra = ''): string {
  return `wpwl-control ${extra}wpwl-control-${field}${error ? ' wpwl-has-error' : ''}`;
}

/** aria-invalid + aria-describedby while the field shows an error. */
export function errorAria(c: FormIds, field: string, error: string) {
  return error ? { 'aria-invalid': 'true' as const, 'aria-describedby': hintId(c, field) } : {};
}

interface GroupProps {
  c: FormIds;
  name: string;
  label?: string;
  /** id of the native control the <label> points at; omitted for iframes (they use aria-labelledby). */
  labelFor?: string;
  onLabelClick?: () => void;
  /** More classes of the group (' wpwl-group-brand-v2'). */
  more?: string;
  children: ComponentChildren;
}

export function Group({ c, name, label, labelFor, onLabelClick, more = '', children }: GroupProps) {
  return (
    <div class={`wpwl-group wpwl-group-${name}${more}`}>
      {label && c.options.showLabels && (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a mouse convenience for iframe labels; keyboard users Tab into the iframe.
        <div class={`wpwl-label wpwl-label-${name}`} id={labelId(c, name)} onClick={onLabelClick}>
          {labelFor ? <label for={labelFor}>{label}</label> : label}
        </div>
      )}
      <div class={`wpwl-wrapper wpwl-wrapper-${name}`}>{children}</div>
    </div>
  );
}

/** The field's error, in a polite live region that is always there so that screen readers say it. */
export function Hint({ c, field, error }: { c: CardController; field: CardField; error: string }) {
  return (
    <div aria-live="polite">
      {error && (
        <div class={`wpwl-hint wpwl-hint-${HINT[field]}`} id={hintId(c, field)}>
          {error}
        </div>
      )}
    </div>
  );
}
