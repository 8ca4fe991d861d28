// The merchant's API requests, newest first: the first page answered by the log, then every new
// one as the server sends it (server-sent events), filtered, and "show older" pages on.
import { useEffect, useState } from 'preact/hooks';
import { RESULT_CLASSES, type RequestPage, type RequestSummary } from '../api/contract';
import { REQUEST_STREAM, REQUESTS, withQuery } from '../api/paths';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { fill } from '../i18n';
import { hrefOf } from '../router';
import { Field, FilterForm, formValues, ListTable, ResultBadge, ShowOlder } from './common';
import { passes, type RequestFilter } from './request-filter';

/**
 * The list with a streamed request in its place by id: on PostgreSQL a request may be sent after
 * a newer one (its insert committed later), and the list stays newest first.
 */
function placed(shown: RequestSummary[], request: RequestSummary): RequestSummary[] {
  const id = Number(request.id);
  // Before the first row that is not newer (an id that is no number counts as not newer).
  const at = shown.findIndex((row) => !(Number(row.id) > id));
  return at === -1 ? [...shown, request] : [...shown.slice(0, at), request, ...shown.slice(at)];
}

/** Pages read on, one after the other, while a filter finds nothing in them: each is one bounded read. */
const SEARCH_PAGES = 10;

export function Requests() {
  const { api, texts, locale, announce, openStream } = useInspector();
  const [filter, setFilter] = useState<RequestFilter>({});
  const [rows, setRows] = useState<RequestSummary[]>([]);
  const [next, setNext] = useState<string | undefined>();
  const [failed, setFailed] = useState<number | undefined>();
  const [loading, setLoading] = useState(true);

  /**
   * Reads a page (the first without `before`); `quietly`: the rows shown stay, with no loading line.
   * A filtered page looks through a bounded number of requests (the gateway's reads stay short), so
   * one that found none but tells where to go on is followed by the next, SEARCH_PAGES in all.
   */
  const load = async (before?: string, quietly = false, pages = 1): Promise<void> => {
    if (!quietly) setLoading(true);
    const answer = await api
      .get<RequestPage>(withQuery(REQUESTS, { ...filter, before }))
      .catch(() => undefined);
    if (!quietly) setLoading(false);
    if (!answer?.ok) return setFailed(answer?.status ?? 0);
    setFailed(undefined);
    const page = answer.body.requests ?? [];
    // The first page keeps what the stream sent meanwhile (newer, and not in the page).
    setRows((shown) =>
      before ? [...shown, ...page] : [...shown.filter((row) => !page.some((p) => p.id === row.id)), ...page],
    );
    setNext(answer.body.next);
    if (page.length === 0 && answer.body.next && pages < SEARCH_PAGES)
      return load(answer.body.next, quietly, pages + 1);
  };

  useEffect(() => {
    setRows([]);
    load();
    const stream = openStream(api.url(REQUEST_STREAM));
    // The stream sends what is stored after it opened: a request stored between the first read
    // and that moment is in neither, so the first page is read again once it is open.
    stream.addEventListener('open', () => load(undefined, true));
    stream.addEventListener('request', (event) => {
      let request: RequestSummary;
      try {
        request = JSON.parse(event.data) as RequestSummary;
      } catch {
        return;
      }
      if (!passes(request, filter)) return;
      setRows((shown) => (shown.some((row) => row.id === request.id) ? shown : placed(shown, request)));
      announce(
        fill(texts.newRequest, { method: request.method, path: request.path, status: request.status }),
      );
    });
    return () => stream.close();
  }, [filter]);

  const applyFilter = (event: Event) => {
    event.preventDefault();
    setFilter(formValues(event.currentTarget as HTMLFormElement));
  };

  return (
    <section>
      <h1 id="requests-title">
        {texts.requests} <span class="live-badge">{texts.live}</span>
      </h1>
      {/* Its fields keep what the developer chose: a live reload re-renders the list, never them. */}
      <FilterForm onSubmit={applyFilter}>
        <Field label={texts.path}>
          <input name="path" />
        </Field>
        <Field label={texts.status}>
          <input name="status" inputMode="numeric" pattern="[1-5][0-9]{2}" />
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
      </FilterForm>
      {failed !== undefined ? (
        <p class="notice notice-error" role="alert">
          {fill(texts.loadFailed, { status: failed || '—' })}
        </p>
      ) : null}
      <ListTable
        label={texts.requests}
        name="requests"
        columns={[
          texts.time,
          texts.request,
          texts.status,
          texts.resultCode,
          texts.duration,
          texts.merchantTransactionId,
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{formatTime(row.time, locale)}</td>
            <td>
              <a href={hrefOf('requests', row.id)}>
                <span class="method">{row.method}</span> <code>{row.path}</code>
              </a>
            </td>
            <td>{row.status}</td>
            <td>
              <ResultBadge code={row.resultCode} description={row.resultDescription} />
            </td>
            <td>{fill(texts.durationMs, { ms: row.durationMs })}</td>
            <td>{row.merchantTransactionId ?? ''}</td>
          </tr>
        ))}
      </ListTable>
      {loading ? (
        <p class="notice">{texts.loading}</p>
      ) : rows.length === 0 ? (
        <p class="notice">{texts.none}</p>
      ) : null}
      <ShowOlder next={loading ? undefined : next} onClick={() => load(next)} />
    </section>
  );
}
