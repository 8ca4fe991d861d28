// Settlement days of the last month of the merchant's clock (the reconciliation report's
// aggregations), each with its CSV to download, and the SFTP login where the sandbox runs SFTP.
import { useState } from 'preact/hooks';
import type { Aggregation, Clock } from '../api/contract';
import { AGGREGATIONS, CLOCK, reconciliationCsv, withQuery } from '../api/paths';
import { useInspector } from '../context';
import { LoadState, TableBox, useLoad } from './common';

const DAY = 24 * 3600 * 1000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export function Reports() {
  const { texts, sftp } = useInspector();
  // Report days follow the merchant's clock, which may run ahead of the sandbox's.
  const clock = useLoad<Clock>(CLOCK);
  const now = Date.parse(clock.answer?.body.time ?? '');
  const loaded = useLoad<{ aggregations: Aggregation[] }>(
    Number.isNaN(now)
      ? undefined
      : withQuery(AGGREGATIONS, { 'date.from': isoDate(now - 30 * DAY), 'date.to': isoDate(now + DAY) }),
  );
  return (
    <section>
      <h1 id="reports-title">{texts.reports}</h1>
      <h2>{texts.settlementDays}</h2>
      <LoadState loaded={clock.failed !== undefined ? clock : loaded}>
        {() => <Days rows={loaded.answer?.body.aggregations ?? []} />}
      </LoadState>
      {sftp ? <SftpLogin address={sftp} /> : null}
    </section>
  );
}

function Days({ rows }: { rows: Aggregation[] }) {
  const { texts } = useInspector();
  if (rows.length === 0) return <p class="notice">{texts.none}</p>;
  return (
    <TableBox label={texts.settlementDays}>
      <table class="settlements">
        <thead>
          <tr>
            <th scope="col">{texts.date}</th>
            <th scope="col">{texts.currency}</th>
            <th scope="col">{texts.amount}</th>
            <th scope="col">{texts.records}</th>
            <th scope="col">
              <span class="visually-hidden">{texts.download}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.settlement?.date}</td>
              <td>{row.settlement?.currency}</td>
              <td>{row.settlement?.amount}</td>
              <td>{row.recordCount}</td>
              <td>
                <a href={reconciliationCsv(row.id)} download>
                  {texts.download}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function SftpLogin({ address }: { address: string }) {
  const { texts, announce, entityId } = useInspector();
  const [host, port] = address.split(':');
  const login = `sftp -P ${port ?? '22'} ${entityId ?? ''}@${host}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(login);
    setCopied(true);
    announce(texts.copied);
  };
  return (
    <section aria-labelledby="sftp-title">
      <h2 id="sftp-title">{texts.sftpLogin}</h2>
      <p>
        <code id="sftp-login">{login}</code>{' '}
        <button type="button" onClick={copy} aria-describedby="sftp-login">
          {texts.copy}
        </button>{' '}
        {copied ? <span>{texts.copied}</span> : null}
      </p>
    </section>
  );
}
