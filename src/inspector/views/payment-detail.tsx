// One payment: its facts, its timeline (checkout, widget, 3-D Secure, provider pages, the payment,
// back-office operations, webhooks sent) and the back-office actions, run through the merchant API
// so the same rules hold as for the merchant's server.
import type { Timeline } from '../api/contract';
import { timelineOf } from '../api/paths';
import { useInspector } from '../context';
import { hrefOf } from '../router';
import { LoadState, ResultBadge, useLoad } from './common';
import { PaymentActions } from './payment-actions';
import { TimelineEvents } from './timeline-events';

export function PaymentDetail({ id }: { id: string }) {
  const { texts } = useInspector();
  const loaded = useLoad<Timeline>(timelineOf(id));
  return (
    <section>
      <p>
        <a href={hrefOf('payments')}>{texts.back}</a>
      </p>
      <h1 id="payment-title">
        {texts.payment} <code>{id}</code>
      </h1>
      <LoadState loaded={loaded}>
        {() => <Detail timeline={loaded.answer!.body} onChanged={loaded.reload} />}
      </LoadState>
    </section>
  );
}

function Detail({ timeline, onChanged }: { timeline: Timeline; onChanged(): void }) {
  const { texts } = useInspector();
  const { payment, events } = timeline;
  return (
    <>
      <dl class="facts">
        <dt>{texts.paymentType}</dt>
        <dd>{payment.paymentType}</dd>
        <dt>{texts.amount}</dt>
        <dd>{payment.amount ? `${payment.amount} ${payment.currency ?? ''}` : ''}</dd>
        <dt>{texts.resultCode}</dt>
        <dd>
          <ResultBadge code={payment.resultCode} description={payment.resultDescription} />
        </dd>
        {payment.merchantTransactionId ? (
          <>
            <dt>{texts.merchantTransactionId}</dt>
            <dd>{payment.merchantTransactionId}</dd>
          </>
        ) : null}
      </dl>
      <h2>{texts.timeline}</h2>
      <TimelineEvents events={events ?? []} />
      <PaymentActions payment={payment} onDone={onChanged} />
    </>
  );
}
