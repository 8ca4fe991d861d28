// A timeline's events in order, as a payment's and a checkout's detail show them: when, what (linked
// to its request in the log when it was one), its kind, its result and its detail.
import { timelineTitle } from '../../spec/timeline-title';
import type { TimelineEvent } from '../api/contract';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { hrefOf } from '../router';
import { ResultBadge } from './common';

export function TimelineEvents({ events }: { events: readonly TimelineEvent[] }) {
  const { locale, texts } = useInspector();
  return (
    <ol class="timeline">
      {events.map((event, index) => {
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
  );
}
