// One logged request: what was sent, each parameter error beside the parameter it names (marked
// with a class and the message as text, not colour only), and the answer as the gateway gave it.
import type { RequestDetail } from '../api/contract';
import { requestOf } from '../api/paths';
import { useInspector } from '../context';
import { formatTime } from '../format';
import { fill } from '../i18n';
import { hrefOf } from '../router';
import { LoadState, ResultBadge, TableBox, useLoad } from './common';

export function RequestDetailView({ id }: { id: string }) {
  const { texts } = useInspector();
  const loaded = useLoad<RequestDetail>(requestOf(id));
  return (
    <section>
      <p>
        <a href={hrefOf('requests')}>{texts.back}</a>
      </p>
      <h1 id="request-title">{texts.request}</h1>
      <LoadState loaded={loaded}>{() => <Detail request={loaded.answer!.body} />}</LoadState>
    </section>
  );
}

function Detail({ request }: { request: RequestDetail }) {
  const { texts, locale } = useInspector();
  const parameters = Object.entries(request.parameters ?? {});
  const errors = request.parameterErrors ?? [];
  // Errors naming a parameter that was not sent (a missing one) get a row of their own.
  const unsent = errors.filter((error) => !Object.hasOwn(request.parameters ?? {}, error.name));
  return (
    <>
      <dl class="facts">
        <dt>{texts.time}</dt>
        <dd>{formatTime(request.time, locale)}</dd>
        <dt>{texts.method}</dt>
        <dd>
          {request.method} <code>{request.path}</code>
        </dd>
        <dt>{texts.status}</dt>
        <dd>{request.status}</dd>
        <dt>{texts.resultCode}</dt>
        <dd>
          <ResultBadge code={request.resultCode} description={request.resultDescription} />
        </dd>
        <dt>{texts.duration}</dt>
        <dd>{fill(texts.durationMs, { ms: request.durationMs })}</dd>
        {request.merchantTransactionId ? (
          <>
            <dt>{texts.merchantTransactionId}</dt>
            <dd>{request.merchantTransactionId}</dd>
          </>
        ) : null}
      </dl>
      <h2>{texts.parameters}</h2>
      {parameters.length + unsent.length === 0 ? (
        <p class="notice">{texts.noParameters}</p>
      ) : (
        <TableBox label={texts.parameters}>
          <table class="parameters">
            <thead>
              <tr>
                <th scope="col">{texts.parameter}</th>
                <th scope="col">{texts.value}</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map(([name, value]) => (
                <ParameterRow key={name} name={name} value={value} messages={messagesFor(errors, name)} />
              ))}
              {unsent.map((error) => (
                <ParameterRow
                  key={`missing-${error.name}`}
                  name={error.name}
                  value=""
                  messages={[error.message]}
                />
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <h2>{texts.answer}</h2>
      <pre class="answer">{JSON.stringify(request.answer, null, 2)}</pre>
    </>
  );
}

const messagesFor = (errors: RequestDetail['parameterErrors'], name: string) =>
  errors.filter((error) => error.name === name).map((error) => error.message);

function ParameterRow({ name, value, messages }: { name: string; value: string; messages: string[] }) {
  const { texts } = useInspector();
  const error = messages.length > 0;
  const errorId = `error-${name}`;
  return (
    <tr class={error ? 'is-error' : undefined}>
      <th scope="row">
        <code>{name}</code>
      </th>
      <td aria-describedby={error ? errorId : undefined}>
        <code>{value}</code>
        {error ? (
          <p class="parameter-error" id={errorId}>
            {messages.map((message) => fill(texts.errorBeside, { message })).join(' ')}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
