// The merchant's checkouts, newest first, paid or not: one the shopper left (the widget loaded, a
// card refused, nothing more) is found here by its state or merchantTransactionId. Each opens its
// own timeline; one with a payment also links to that payment's. Live, as the payments list is
// (./live.ts).
import type { CheckoutPage, CheckoutSummary } from '../api/contract';
import { CHECKOUTS } from '../api/paths';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { hrefOf } from '../router';
import { Field, FilterForm, ListTable, LoadState, ShowOlder } from './common';
import { usePagedList } from './paged-list';

const STATES = ['open', 'paid', 'expired'] as const;

/** The label of a checkout's state. */
export const stateLabel = (
  texts: ReturnType<typeof useInspector>['texts'],
  state: CheckoutSummary['state'],
): string =>
  state === 'paid' ? texts.checkoutPaid : state === 'expired' ? texts.checkoutExpired : texts.checkoutOpen;

export function Checkouts() {
  const { texts } = useInspector();
  // A checkout made, paid or ended shows without a reload, as in the payments list.
  const list = usePagedList<CheckoutPage, CheckoutSummary>(CHECKOUTS, (page) => page.checkouts);
  const { applyFilter, loaded, next, showOlder } = list;

  return (
    <section>
      <h1 id="checkouts-title">
        {texts.checkouts} <span class="live-badge">{texts.live}</span>
      </h1>
      {/* Its fields keep what the developer chose: a live reload re-renders the list, never them. */}
      <FilterForm onSubmit={applyFilter}>
        <Field label={texts.state}>
          <select name="state">
            <option value="">{texts.any}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {stateLabel(texts, state)}
              </option>
            ))}
          </select>
        </Field>
      </FilterForm>
      <LoadState loaded={loaded}>{() => <CheckoutTable rows={list.rows()} />}</LoadState>
      <ShowOlder next={next} onClick={showOlder} />
    </section>
  );
}

function CheckoutTable({ rows }: { rows: CheckoutSummary[] }) {
  const { texts, locale } = useInspector();
  if (rows.length === 0) return <p class="notice">{texts.none}</p>;
  return (
    <ListTable
      label={texts.checkouts}
      name="checkouts"
      columns={[
        texts.time,
        texts.checkout,
        texts.amount,
        texts.state,
        texts.expires,
        texts.payment,
        texts.merchantTransactionId,
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>{formatTime(row.time, locale)}</td>
          <td>
            <a href={hrefOf('checkouts', row.id)}>
              <code>{row.id}</code>
            </a>
          </td>
          <td>{row.amount ? `${row.amount} ${row.currency ?? ''}` : ''}</td>
          <td>{stateLabel(texts, row.state)}</td>
          <td>{formatTime(row.expiresAt, locale)}</td>
          <td>
            {row.paymentId ? (
              <a href={hrefOf('payments', row.paymentId)}>
                <code>{row.paymentId}</code>
              </a>
            ) : null}
          </td>
          <td>{row.merchantTransactionId ?? ''}</td>
        </tr>
      ))}
    </ListTable>
  );
}
