// The merchant's payments, newest first, with filters; each opens its timeline. Live: the first
// page is read again as payments are made (./live.ts), what is shown staying until the new answer.
import { useEffect, useRef } from 'preact/hooks';
import { type PaymentPage, type PaymentSummary, RESULT_CLASSES } from '../api/contract';
import { PAYMENTS } from '../api/paths';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { fill } from '../i18n';
import { hrefOf } from '../router';
import { Field, FilterForm, ListTable, LoadState, ResultBadge, ShowOlder } from './common';
import { usePagedList } from './paged-list';

/** Payment types a merchant sends (document 3): debit, preauthorization and the back-office ones. */
const PAYMENT_TYPES = ['DB', 'PA', 'CP', 'RF', 'RV', 'CB', 'CR', 'CD'] as const;

export function Payments() {
  const { texts, announce } = useInspector();
  const list = usePagedList<PaymentPage, PaymentSummary>(PAYMENTS, (page) => page.payments);
  const { filter, applyFilter, loaded, next, showOlder } = list;
  // Screen readers hear of payments that came in while the list was shown (not of the first read,
  // nor of the first after a new filter).
  const seen = useRef<Set<string> | undefined>(undefined);
  useEffect(() => {
    seen.current = undefined;
  }, [filter]);
  const first = loaded.answer?.body.payments;
  useEffect(() => {
    if (!first) return;
    const fresh = seen.current ? first.filter((row) => !seen.current?.has(row.id)) : [];
    seen.current = new Set([...(seen.current ?? []), ...first.map((row) => row.id)]);
    if (fresh.length > 0)
      announce(
        fresh
          .slice(0, 3)
          .map((row) =>
            fill(texts.newPayment, {
              paymentType: row.paymentType,
              amount: `${row.amount ?? ''} ${row.currency ?? ''}`.trim(),
            }),
          )
          .join('. '),
      );
  }, [first]);

  return (
    <section>
      <h1 id="payments-title">
        {texts.payments} <span class="live-badge">{texts.live}</span>
      </h1>
      {/* Its fields keep what the developer chose: a live reload re-renders the list, never them. */}
      <FilterForm onSubmit={applyFilter}>
        <Field label={texts.paymentType}>
          <select name="paymentType">
            <option value="">{texts.any}</option>
            {PAYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field label={texts.resultClass}>
          <select name="resultClass">
            <option value="">{texts.any}</option>
            {RESULT_CLASSES.map((name) => (
              <option key={name} value={name}>
                {texts[name]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={texts.from}>
          <input name="from" type="date" />
        </Field>
        <Field label={texts.to}>
          <input name="to" type="date" />
        </Field>
      </FilterForm>
      <LoadState loaded={loaded}>{() => <PaymentTable rows={list.rows()} />}</LoadState>
      <ShowOlder next={next} onClick={showOlder} />
    </section>
  );
}

function PaymentTable({ rows }: { rows: PaymentSummary[] }) {
  const { texts, locale } = useInspector();
  if (rows.length === 0) return <p class="notice">{texts.none}</p>;
  return (
    <ListTable
      label={texts.payments}
      name="payments"
      columns={[
        texts.time,
        texts.payment,
        texts.paymentType,
        texts.amount,
        texts.resultCode,
        texts.merchantTransactionId,
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>{formatTime(row.time, locale)}</td>
          <td>
            <a href={hrefOf('payments', row.id)}>
              <code>{row.id}</code>
            </a>
          </td>
          <td>{row.paymentType}</td>
          <td>{row.amount ? `${row.amount} ${row.currency ?? ''}` : ''}</td>
          <td>
            <ResultBadge code={row.resultCode} description={row.resultDescription} />
          </td>
          <td>{row.merchantTransactionId ?? ''}</td>
        </tr>
      ))}
    </ListTable>
  );
}
