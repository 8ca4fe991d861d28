// A server-sent events client for the tests (not shipped behaviour): reads a stream's events as they come.
import http from 'node:http';

export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
}

export interface SseStream {
  status: number;
  contentType: string | undefined;
  /** Resolves once `count` events (comments excluded) have come, with all of them. */
  events(count: number): Promise<SseEvent[]>;
  /** Resolves once a comment with this text has come. */
  comment(text: string): Promise<void>;
  close(): void;
}

function parse(block: string): SseEvent | string {
  const event: SseEvent = { data: '' };
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':'))) return lines.join('\n').slice(1).trim();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') event.data += value;
  }
  return event;
}

export function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      let buffer = '';
      let wake = () => {};
      let ended = false;
      response.once('close', () => {
        ended = true;
        wake();
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const parsed = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (typeof parsed === 'string') comments.push(parsed);
          else events.push(parsed);
        }
        wake();
      });
      const until = (done: () => boolean) =>
        new Promise<void>((ok, fail) => {
          const check = () => {
            if (done()) ok();
            else if (ended) fail(new Error('the stream ended'));
          };
          const previous = wake;
          wake = () => {
            previous();
            check();
          };
          check();
        });
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        events: async (count) => {
          await until(() => events.length >= count);
          return events.slice(0, count);
        },
        comment: (text) => until(() => comments.includes(text)),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
