// The merchant's test clock (advance by an hour, a day, a month; reset) and the schedules with
// their next executions and the payments their runs made, read again after every move of the clock.
import { useState } from 'preact/hooks';
import type { Clock, Schedule } from '../api/contract';
import { CLOCK, CLOCK_ADVANCE, CLOCK_RESET, SCHEDULES } from '../api/paths';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { fill } from '../i18n';
import { hrefOf } from '../router';
import { LoadState, ResultBadge, TableBox, useLoad } from './common';

const HOUR = 3600;
/** A day and a month as the clock counts them: fixed seconds (a month of 30 days). */
const STEPS = [
  { label: 'advanceHour', seconds: HOUR },
  { label: 'advanceDay', seconds: 24 * HOUR },
  { label: 'advanceMonth', seconds: 30 * 24 * HOUR },
] as const;

export function Schedules() {
  const { api, texts, locale, announce } = useInspector();
  const clock = useLoad<Clock>(CLOCK);
  const schedules = useLoad<{ schedules: Schedule[] }>(SCHEDULES);
  const [refusal, setRefusal] = useState<{ code: string; description: string } | undefined>();
  const move = async (path: string, form?: Record<string, string>) => {
    const answer = await api.post<Clock>(path, form);
    setRefusal(answer.ok ? undefined : answer.body.result);
    clock.reload();
    schedules.reload();
    if (answer.ok) announce(fill(texts.clockNow, { time: formatTime(answer.body.time, locale) }));
  };
  return (
    <section>
      <h1 id="schedules-title">{texts.schedules}</h1>
      <section aria-labelledby="clock-title" class="clock">
        <h2 id="clock-title">{texts.clock}</h2>
        <LoadState loaded={clock}>
          {() => (
            <p>
              {fill(texts.clockNow, { time: formatTime(clock.answer?.body.time, locale) })}{' '}
              <span class="ahead">
                {fill(texts.clockAhead, { seconds: clock.answer?.body.aheadSeconds ?? 0 })}
              </span>
            </p>
          )}
        </LoadState>
        <div class="buttons">
          {STEPS.map((step) => (
            <button
              key={step.label}
              type="button"
              onClick={() => move(CLOCK_ADVANCE, { seconds: String(step.seconds) })}
            >
              {texts[step.label]}
            </button>
          ))}
          <button type="button" onClick={() => move(CLOCK_RESET)}>
            {texts.resetClock}
          </button>
        </div>
        {refusal ? (
          <p class="notice notice-error" role="alert">
            <ResultBadge code={refusal.code} description={refusal.description} />
          </p>
        ) : null}
      </section>
      <h2>{texts.schedules}</h2>
      <LoadState loaded={schedules}>
        {() => <ScheduleTable rows={schedules.answer?.body.schedules ?? []} />}
      </LoadState>
    </section>
  );
}

function ScheduleTable({ rows }: { rows: Schedule[] }) {
  const { texts, locale } = useInspector();
  if (rows.length === 0) return <p class="notice">{texts.none}</p>;
  return (
    <TableBox label={texts.schedules}>
      <table class="schedules">
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">{texts.paymentType}</th>
            <th scope="col">{texts.amount}</th>
            <th scope="col">{texts.state}</th>
            <th scope="col">{texts.nextExecution}</th>
            <th scope="col">{texts.payments}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <code>{row.id}</code>
              </td>
              <td>{row.paymentType ?? ''}</td>
              <td>{row.amount ? `${row.amount} ${row.currency ?? ''}` : ''}</td>
              <td>{row.state}</td>
              <td>{formatTime(row.job?.nextExecution, locale)}</td>
              <td>
                {row.payments?.length ? (
                  <ul class="runs">
                    {row.payments.map((run) => (
                      <li key={run.id}>
                        <a href={hrefOf('payments', run.id)}>{formatTime(run.scheduledFor, locale)}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
