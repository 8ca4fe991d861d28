// One checkout: its facts and its own timeline (created, the widget loaded, the shopper's requests
// about it). One with a payment links to that payment's timeline, which goes on from here.
import type { CheckoutTimeline } from '../api/contract';
import { checkoutTimelineOf } from '../api/paths';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { hrefOf } from '../router';
import { stateLabel } from './checkouts';
import { LoadState, useLoad } from './common';
import { TimelineEvents } from './timeline-events';

export function CheckoutDetail({ id }: { id: string }) {
  const { texts } = useInspector();
  const loaded = useLoad<CheckoutTimeline>(checkoutTimelineOf(id));
  return (
    <section>
      <p>
        <a href={hrefOf('checkouts')}>{texts.back}</a>
      </p>
      <h1 id="checkout-title">
        {texts.checkout} <code>{id}</code>
      </h1>
      <LoadState loaded={loaded}>{() => <Detail timeline={loaded.answer!.body} />}</LoadState>
    </section>
  );
}

function Detail({ timeline }: { timeline: CheckoutTimeline }) {
  const { texts, locale } = useInspector();
  const { checkout, events } = timeline;
  return (
    <>
      <dl class="facts">
        <dt>{texts.amount}</dt>
        <dd>{checkout.amount ? `${checkout.amount} ${checkout.currency ?? ''}` : ''}</dd>
        <dt>{texts.paymentType}</dt>
        <dd>{checkout.paymentType ?? ''}</dd>
        <dt>{texts.state}</dt>
        <dd>{stateLabel(texts, checkout.state)}</dd>
        <dt>{texts.expires}</dt>
        <dd>{formatTime(checkout.expiresAt, locale)}</dd>
        {checkout.merchantTransactionId ? (
          <>
            <dt>{texts.merchantTransactionId}</dt>
            <dd>{checkout.merchantTransactionId}</dd>
          </>
        ) : null}
        {checkout.paymentId ? (
          <>
            <dt>{texts.payment}</dt>
            <dd>
              <a href={hrefOf('payments', checkout.paymentId)}>
                <code>{checkout.paymentId}</code>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>{texts.timeline}</h2>
      <TimelineEvents events={events ?? []} />
    </>
  );
}
