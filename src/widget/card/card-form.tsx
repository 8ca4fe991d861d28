// The card form (COPYandPAY DOM): brand, card number (iframe), expiry, CVV (iframe), holder, pay.
// Expiry and CVV come one after the other so that they sit side by side and Tab goes as the eye.
import type { Signal } from '@preact/signals-core';
import type { InputHTMLAttributes } from 'preact';
import { cardBrand } from '../../spec/brands';
import type { SecureFieldName } from '../frame-protocol/protocol';
import { BrandMark } from '../shared/brand-mark';
import { FormMessage } from '../shared/form-message';
import { PayButton, StoreCheckbox } from '../shared/form-parts';
import type { CardController } from './card-controller';
import { controlClass, controlId, errorAria, Group, Hint, labelId } from './card-groups';

type Props = { c: CardController };

export function CardForm({ c }: Props) {
  return (
    <form
      ref={c.setForm}
      class="wpwl-form wpwl-form-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        c.submit();
      }}
    >
      <FormMessage text={c.state.message.value} />
      <BrandGroup c={c} />
      <FrameField c={c} field="cardNumber" />
      <ExpiryField c={c} />
      <FrameField c={c} field="cvv" />
      <HolderField c={c} />
      {c.storable && <StoreCheckbox label={c.texts.labels.storeDetails} />}
      <SubmitGroup c={c} />
    </form>
  );
}

const brandLabel = (code: string): string => cardBrand(code)?.label ?? code;

function BrandGroup({ c }: Props) {
  const brand = c.state.brand.value;
  if (!c.options.brandDetection) {
    const id = controlId(c, 'brand');
    return (
      <Group c={c} name="brand" label={c.texts.labels.brand} labelFor={id}>
        <select
          id={id}
          class={controlClass('brand', '')}
          name="paymentBrand"
          value={brand ?? ''}
          onChange={(event) => c.chooseBrand(event.currentTarget.value)}
        >
          {c.rules.acceptedBrands.map((code) => (
            <option value={code}>{brandLabel(code)}</option>
          ))}
        </select>
      </Group>
    );
  }
  // The detected brand's logo; with style 'logos' every accepted brand's, the others dimmed.
  const shown = c.options.style === 'logos' ? c.rules.acceptedBrands : brand ? [brand] : [];
  return (
    <div class="wpwl-group wpwl-group-brand">
      <div class="wpwl-wrapper wpwl-wrapper-brand" aria-live="polite">
        {shown.map((code) => (
          <div
            class={`wpwl-brand wpwl-brand-card wpwl-brand-${code}${brand && code !== brand ? ' wpwl-brand-off' : ''}`}
          >
            <BrandMark origin={c.origin} file={code} label={brandLabel(code)} />
          </div>
        ))}
      </div>
    </div>
  );
}

function FrameField({ c, field }: Props & { field: SecureFieldName }) {
  const error = c.state.errors[field].value;
  const focused = c.state.frames[field].value.focused;
  const label = c.texts.labels[field];
  return (
    <Group c={c} name={field} label={label} onLabelClick={() => c.focusField(field)}>
      <iframe
        ref={c.frameRef[field]}
        onLoad={c.frameLoaded[field]}
        src={c.client.src(field)}
        name={field === 'cardNumber' ? 'card.number' : 'card.cvv'}
        title={label}
        aria-labelledby={c.options.showLabels ? labelId(c, field) : undefined}
        class={controlClass(field, error, 'wpwl-control-iframe ') + (focused ? ' wpwl-focus' : '')}
        {...errorAria(c, field, error)}
      />
      <Hint c={c} field={field} error={error} />
    </Group>
  );
}

interface TextFieldProps extends Props {
  field: 'expiry' | 'cardHolder';
  /** Key of the label and placeholder texts. */
  text: 'expiryDate' | 'cardHolder';
  value: Signal<string>;
  required: boolean;
  attrs: InputHTMLAttributes;
}

function TextField({ c, field, text, value, required, attrs }: TextFieldProps) {
  const error = c.state.errors[field].value;
  const id = controlId(c, field);
  const label = c.texts.labels[text];
  return (
    <Group c={c} name={field} label={label} labelFor={id}>
      <input
        id={id}
        class={controlClass(field, error)}
        type="text"
        {...attrs}
        placeholder={c.options.showPlaceholders ? c.texts.placeholders[text] : undefined}
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
    name: 'card.expiry',
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
  return <TextField c={c} field="expiry" text="expiryDate" value={c.state.expiry} required attrs={attrs} />;
}

function HolderField({ c }: Props) {
  const attrs: InputHTMLAttributes = {
    name: 'card.holder',
    autocomplete: 'cc-name',
    maxLength: 128,
    onInput: (event) => c.holderInput(event.currentTarget.value),
  };
  const required = !c.options.allowEmptyCardHolderName;
  return (
    <TextField
      c={c}
      field="cardHolder"
      text="cardHolder"
      value={c.state.holder}
      required={required}
      attrs={attrs}
    />
  );
}

function SubmitGroup({ c }: Props) {
  return <PayButton busy={c.state.busy.value} label={c.submitLabel} disabled={c.state.closed.value} />;
}
