// The merchant's webhook endpoints; each one's deliveries with the receiver's status and duration
// per attempt, and a redeliver button.
import { useState } from 'preact/hooks';
import type { Delivery, Webhook } from '../api/contract';
import { deliveriesOf, redeliver, WEBHOOKS } from '../api/paths';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { fill } from '../i18n';
import { LoadState, TableBox, useLoad } from './common';

export function Webhooks() {
  const { texts } = useInspector();
  const loaded = useLoad<{ webhooks: Webhook[] }>(WEBHOOKS);
  const [open, setOpen] = useState<Webhook | undefined>();
  return (
    <section>
      <h1 id="webhooks-title">{texts.webhooks}</h1>
      <h2>{texts.endpoints}</h2>
      <LoadState loaded={loaded}>
        {() => {
          const webhooks = loaded.answer?.body.webhooks ?? [];
          if (webhooks.length === 0) return <p class="notice">{texts.none}</p>;
          return (
            <ul class="endpoints">
              {webhooks.map((webhook) => (
                <li key={webhook.id}>
                  <code>{webhook.url}</code> <span class="types">{webhook.types.join(', ')}</span>{' '}
                  <button
                    type="button"
                    aria-expanded={open?.id === webhook.id}
                    onClick={() => setOpen(webhook)}
                  >
                    {texts.deliveries}
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </LoadState>
      {open ? <Deliveries webhook={open} /> : null}
    </section>
  );
}

function Deliveries({ webhook }: { webhook: Webhook }) {
  const { api, texts, locale, announce } = useInspector();
  const loaded = useLoad<{ deliveries: Delivery[] }>(deliveriesOf(webhook.id));
  const again = async (delivery: Delivery) => {
    const answer = await api.post(redeliver(webhook.id, delivery.id));
    if (answer.ok) {
      announce(fill(texts.redelivered, { id: delivery.id }));
      loaded.reload();
    } else announce(fill(texts.loadFailed, { status: answer.status }));
  };
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">{fill(texts.showDeliveries, { url: webhook.url })}</h2>
      <LoadState loaded={loaded}>
        {() => {
          const deliveries = loaded.answer?.body.deliveries ?? [];
          if (deliveries.length === 0) return <p class="notice">{texts.none}</p>;
          return (
            <TableBox label={texts.deliveries}>
              <table class="deliveries">
                <thead>
                  <tr>
                    <th scope="col">{texts.time}</th>
                    <th scope="col">{texts.type}</th>
                    <th scope="col">{texts.state}</th>
                    <th scope="col">{texts.attempts}</th>
                    <th scope="col">
                      <span class="visually-hidden">{texts.redeliver}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td>{formatTime(delivery.createdAt, locale)}</td>
                      <td>
                        {delivery.type}
                        {delivery.action ? ` (${delivery.action})` : ''}
                      </td>
                      <td>{delivery.state}</td>
                      <td>
                        <ol class="attempts">
                          {delivery.attempts.map((attempt) => (
                            <li key={attempt.at}>
                              {formatTime(attempt.at, locale)}: {attempt.status ?? attempt.error ?? '—'},{' '}
                              {fill(texts.durationMs, { ms: attempt.durationMs })}
                            </li>
                          ))}
                        </ol>
                      </td>
                      <td>
                        <button type="button" onClick={() => again(delivery)}>
                          {texts.redeliver}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          );
        }}
      </LoadState>
    </section>
  );
}
