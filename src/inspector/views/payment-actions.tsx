// Capture, refund, reverse and chargeback (with its reason code): forms posting to the merchant
// API's POST /v1/payments/{id} as the signed-in merchant; the gateway's answer is shown as is,
// refusals with their parameter errors.
import { useState } from 'preact/hooks';
import type { ApiResult, PaymentSummary } from '../api/contract';
import { paymentOf } from '../api/paths';
import { useInspector } from '../context';
import { fill } from '../i18n';
import { Field, formValues } from './common';

const ACTIONS = [
  { type: 'CP', label: 'capture' },
  { type: 'RF', label: 'refund' },
  { type: 'RV', label: 'reverse' },
  { type: 'CB', label: 'chargeback' },
] as const;

/** The chargeback reasons' codes (000.100.2xx); the gateway says what each means. */
const REASON_CODES = [
  '000.100.200',
  '000.100.201',
  '000.100.203',
  '000.100.220',
  '000.100.221',
  '000.100.222',
];

export function PaymentActions({ payment, onDone }: { payment: PaymentSummary; onDone(): void }) {
  const { texts } = useInspector();
  return (
    <section aria-labelledby="actions-title" class="actions">
      <h2 id="actions-title">{texts.actions}</h2>
      {ACTIONS.map((action) => (
        <ActionForm
          key={action.type}
          payment={payment}
          type={action.type}
          label={texts[action.label]}
          onDone={onDone}
        />
      ))}
    </section>
  );
}

function ActionForm({
  payment,
  type,
  label,
  onDone,
}: {
  payment: PaymentSummary;
  type: string;
  label: string;
  onDone(): void;
}) {
  const { api, texts, announce } = useInspector();
  const [result, setResult] = useState<ApiResult | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const form = { ...formValues(event.currentTarget as HTMLFormElement), paymentType: type };
    const answer = await api.post<{ id?: string }>(paymentOf(payment.id), form).catch(() => undefined);
    setBusy(false);
    const outcome = answer?.body.result ?? { code: '', description: String(answer?.status ?? '') };
    setResult(outcome);
    announce(fill(texts.actionDone, { action: label, code: outcome.code, description: outcome.description }));
    if (answer?.ok) onDone();
  };
  const idOf = (name: string) => `${type}-${name}`;
  return (
    <form class="action" onSubmit={submit} aria-label={label}>
      <fieldset>
        <legend>{label}</legend>
        {type !== 'RV' ? (
          <>
            <Field label={texts.amount}>
              <input
                id={idOf('amount')}
                name="amount"
                inputMode="decimal"
                pattern="[0-9]+(\.[0-9]{2})?"
                value={payment.amount ?? ''}
              />
            </Field>
            <Field label={texts.currency}>
              <input
                id={idOf('currency')}
                name="currency"
                pattern="[A-Z]{3}"
                value={payment.currency ?? ''}
              />
            </Field>
          </>
        ) : null}
        {type === 'CB' ? (
          <Field label={texts.reasonCode}>
            <select name="chargebackResultCode">
              {REASON_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <button type="submit" disabled={busy}>
          {label}
        </button>
        {result ? (
          <div class={`action-result ${result.parameterErrors?.length ? 'is-error' : ''}`} role="status">
            <p>
              <code>{result.code}</code> {result.description}
            </p>
            {result.parameterErrors?.length ? (
              <ul>
                {result.parameterErrors.map((error) => (
                  <li key={error.name}>
                    <code>{error.name}</code>: {error.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
