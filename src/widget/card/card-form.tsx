// The card form (COPYandPAY DOM): brand, card number (iframe), expiry, CVV (iframe), holder, pay;
// with enableSAQACompliance expiry and holder are gateway iframes too, in the same groups.
// Expiry and CVV come one after the other so that they sit side by side and Tab goes as the eye.
import type { Signal } from '@preact/signals-core';
import type { InputHTMLAttributes } from 'preact';
import { cardBrand } from '../../spec/brands';
import { BrandMark } from '../shared/brand-mark';
import { FormMessage } from '../shared/form-message';
import { PayButton, StoreCheckbox } from '../shared/form-parts';
import { BILLING_FIELDS } from './billing';
import { type CardController, textKey } from './card-controller';
import { controlClass, controlId, errorAria, Group, Hint, labelId } from './card-groups';
import type { CardField } from './card-state';

type Props = { c: CardController };

export function CardForm({ c }: Props) {
  return (
    <form
      ref={c.setForm}
      class="wpwl-form wpwl-form-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        c.submit(event);
      }}
      onKeyDown={(event) => {
        // Enter in the form's own inputs (the secure fields ask the controller).
        if (event.key === 'Enter' && c.options.disableSubmitOnEnter) event.preventDefault();
      }}
    >
      <FormMessage text={c.state.message.value} />
      <BrandGroup c={c} />
      <FrameField c={c} field="cardNumber" />
      {c.options.enableSAQACompliance ? <FrameField c={c} field="expiry" /> : <ExpiryField c={c} />}
      <FrameField c={c} field="cvv" />
      {c.options.enableSAQACompliance ? <FrameField c={c} field="cardHolder" /> : <HolderField c={c} />}
      {c.options.billingAddress && <BillingGroups c={c} />}
      {c.storable && <StoreCheckbox label={c.texts.labels.storeDetails} />}
      <SubmitGroup c={c} />
    </form>
  );
}

const brandLabel = (code: string): string => cardBrand(code)?.label ?? code;

/**
 * COPYandPAY's brand group: label and select (wpwl-control-brand) where the shopper picks the
 * brand; with detection (its card style, wpwl-group-brand-v2) the select stays as a hidden control
 * merchants' CSS addresses, and the detected brand's logo shows beside it (style 'logos': every
 * accepted brand's, the others dimmed).
 */
function BrandGroup({ c }: Props) {
  const brand = c.state.brand.value;
  const detection = c.options.brandDetection;
  const id = controlId(c, 'brand');
  const shown = c.options.style === 'logos' ? c.rules.acceptedBrands : brand ? [brand] : [];
  return (
    <Group
      c={c}
      name="brand"
      more={detection ? ' wpwl-group-brand-v2' : ''}
      label={c.texts.labels.brand}
      labelFor={id}
    >
      <select
        id={id}
        class={controlClass('brand', '')}
        name="paymentBrand"
        hidden={detection}
        value={brand ?? ''}
        onChange={(event) => c.chooseBrand(event.currentTarget.value)}
      >
        {c.rules.acceptedBrands.map((code) => (
          <option value={code}>{brandLabel(code)}</option>
        ))}
      </select>
      {detection && (
        <div class="wpwl-brand-detected" aria-live="polite">
          {shown.map((code) => (
            <div
              class={`wpwl-brand wpwl-brand-card wpwl-brand-${code}${brand && code !== brand ? ' wpwl-brand-off' : ''}`}
            >
              <BrandMark origin={c.origin} file={code} label={brandLabel(code)} />
            </div>
          ))}
        </div>
      )}
    </Group>
  );
}

/** The name of each field's control, the page's input or the gateway's iframe (COPYandPAY's). */
const NAME: Record<CardField, string> = {
  cardNumber: 'card.number',
  cvv: 'card.cvv',
  expiry: 'card.expiry',
  cardHolder: 'card.holder',
};

function FrameField({ c, field }: Props & { field: CardField }) {
  const error = c.state.errors[field].value;
  const focused = c.state.frames[field].value.focused;
  const label = c.texts.labels[textKey(field)];
  return (
    <Group c={c} name={field} label={label} onLabelClick={() => c.focusField(field)}>
      <iframe
        ref={c.frameRef[field]}
        onLoad={c.frameLoaded[field]}
        src={c.client.src(field)}
        name={NAME[field]}
        title={label}
        aria-labelledby={c.options.showLabels ? labelId(c, field) : undefined}
        class={
          controlClass(field, error, 'wpwl-control-iframe wpwl-iframe ') + (focused ? ' wpwl-focus' : '')
        }
        {...errorAria(c, field, error)}
      />
      <Hint c={c} field={field} error={error} />
      {field === 'cvv' && c.options.showCVVHint && <div class="wpwl-hint-cvv">{c.texts.labels.cvvHint}</div>}
    </Group>
  );
}

function BillingGroups({ c }: Props) {
  const given = c.options.billingAddress ?? {};
  return (
    <>
      {BILLING_FIELDS.map((field) => {
        const id = controlId(c, field);
        const required = c.options.mandatoryBillingFields?.[field];
        return (
          <Group c={c} name={field} label={c.texts.labels[field]} labelFor={id}>
            <input
              id={id}
              class={`wpwl-control wpwl-control-${field}`}
              name={`billing.${field}`}
              value={given[field]}
              required={required}
              onInput={(event) => event.currentTarget.classList.remove('wpwl-has-error')}
            />
          </Group>
        );
      })}
    </>
  );
}

interface TextFieldProps extends Props {
  field: 'expiry' | 'cardHolder';
  value: Signal<string>;
  required: boolean;
  attrs: InputHTMLAttributes;
}

function TextField({ c, field, value, required, attrs }: TextFieldProps) {
  const error = c.state.errors[field].value;
  const id = controlId(c, field);
  const label = c.texts.labels[textKey(field)];
  return (
    <Group c={c} name={field} label={label} labelFor={id}>
      <input
        id={id}
        class={controlClass(field, error)}
        type="text"
        name={NAME[field]}
        {...attrs}
        placeholder={c.options.showPlaceholders ? c.texts.placeholders[textKey(field)] : undefined}
        aria-label={c.options.showLabels ? undefined : label}
        aria-required={required ? 'true' : undefined}
        value={value.value}
        onBlur={() => c.blur(field)}
        {...errorAria(c, field, error)}
      />
      <Hint c={c} field={field} error={error} />
    </Group>
  );
}

function ExpiryField({ c }: Props) {
  const attrs: InputHTMLAttributes = {
    // Digits read left to right in every language, as on the card.
    dir: 'ltr',
    inputMode: 'numeric',
    autocomplete: 'cc-exp',
    maxLength: 9,
    onInput(event) {
      const input = event.currentTarget;
      const deleting = (event as InputEvent).inputType?.startsWith('delete') ?? false;
      const formatted = c.expiryInput(input.value, deleting);
      if (input.value !== formatted) input.value = formatted;
    },
  };
  return <TextField c={c} field="expiry" value={c.state.expiry} required attrs={attrs} />;
}

function HolderField({ c }: Props) {
  const attrs: InputHTMLAttributes = {
    autocomplete: 'cc-name',
    maxLength: 128,
    onInput: (event) => c.holderInput(event.currentTarget.value),
  };
  const required = !c.options.allowEmptyCardHolderName;
  return <TextField c={c} field="cardHolder" value={c.state.holder} required={required} attrs={attrs} />;
}

function SubmitGroup({ c }: Props) {
  // wpwl-button-error while a field shows an error; a change of errors re-renders the button,
  // which sets its state again (see PayButton).
  const error = Object.values(c.state.errors).some((text) => text.value);
  return (
    <PayButton
      busy={c.state.busy.value}
      label={c.submitLabel}
      disabled={c.state.closed.value}
      error={error}
    />
  );
}
