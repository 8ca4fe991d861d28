// One payment: its facts, its timeline (checkout, widget, 3-D Secure, provider pages, the payment,
// back-office operations, webhooks sent) and the back-office actions, run through the merchant API
// so the same rules hold as for the merchant's server.
import { timelineTitle } from '../../spec/timeline-title';
import type { Timeline } from '../api/contract';
import { timelineOf } from '../api/paths';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { hrefOf } from '../router';
import { LoadState, ResultBadge, useLoad } from './common';
import { PaymentActions } from './payment-actions';

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
  const { texts, locale } = useInspector();
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
          <ResultBadge code={payment.result?.code} description={payment.result?.description} />
        </dd>
        {payment.merchantTransactionId ? (
          <>
            <dt>{texts.merchantTransactionId}</dt>
            <dd>{payment.merchantTransactionId}</dd>
          </>
        ) : null}
      </dl>
      <h2>{texts.timeline}</h2>
      <ol class="timeline">
        {(events ?? []).map((event, index) => {
          // In the page's language; the gateway's English for a sentence this page does not know.
          const title = timelineTitle(texts, event.titleKey, event.values) ?? event.title;
          return (
            <li key={`${event.time}-${index}`} class={`event event-${event.kind.split('.')[0]}`}>
              <time dateTime={event.time}>{formatTime(event.time, locale)}</time>{' '}
              <strong>
                {event.requestId ? <a href={hrefOf('requests', event.requestId)}>{title}</a> : title}
              </strong>{' '}
              <span class="event-kind">({event.kind})</span>
              {event.resultCode ? (
                <>
                  {' '}
                  <ResultBadge code={event.resultCode} />
                </>
              ) : null}
              {event.detail ? <p class="event-detail">{event.detail}</p> : null}
            </li>
          );
        })}
      </ol>
      <PaymentActions payment={payment} onDone={onChanged} />
    </>
  );
}
