// The pages the time-to-ready bench loads, beside the demo shop's payment page:
//   /floor  the control: a page with one cross-site iframe from the gateway's origin, 0.2 KB of
//           HTML and a 13 KB script that posts "ready" to the page. Nothing a widget could do
//           comes before its iframe is ready, so this is the floor of any framed form.
//           `?frames=2`: two such iframes, ready when both are: the floor of a form with two
//           frames, as COPYandPAY's card form has (card number and CVV). `?frames=3`: three, as
//           the demo shop's page has (card number, CVV and the bank account's frame).
//   /card   the widget with the card form alone (data-brands="VISA MASTER AMEX"), a new checkout
//           per load, under the demo shop's Content-Security-Policy.
// Both come from a page origin (http://localhost) and frame the gateway (http://127.0.0.1), as a
// shop's page does.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { configFromEnv } from '../src/sandbox/index.js';
import { securityHeaders } from '../src/shop/security-headers.js';

const FLOOR_FRAME = '/bench/floor-frame';
const FLOOR_SCRIPT = '/bench/floor-frame.js';

/** A 13 KB script of ordinary code (parsed and run in full), which says "ready" to its page at the end. */
export function floorScript(): string {
  const lines = ['(function(){var t=[];'];
  for (let i = 0; lines.join('').length < 13 * 1024 - 120; i++)
    lines.push(`t.push(function(a,b){var c=a*${i}+b;return c>${i * 7}?"f${i}:"+c:String(c/${i + 1})});`);
  lines.push('var s=0;for(var i=0;i<t.length;i++)s+=t[i](i,1).length;');
  lines.push('parent.postMessage({ready:s},"*")})();');
  return lines.join('\n');
}

/** The control's frame on the gateway's origin: the same headers as the card fields' page and script. */
export function registerFloorFrame(sandbox: FastifyInstance): void {
  const script = floorScript();
  const html = `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Card number</title>\n</head>\n<body>\n<script src="${FLOOR_SCRIPT}"></script>\n</body>\n</html>\n`;
  sandbox.get(FLOOR_FRAME, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; script-src 'self'; frame-ancestors *")
      .header('Cache-Control', 'no-store')
      .send(html),
  );
  sandbox.get(FLOOR_SCRIPT, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .send(script),
  );
}

export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

// Notes when the control's frames (?frames=, one by default) have all said ready, as the widget's
// onReady does for ours (the bench's probe keeps the first).
const FLOOR_LISTENER = `var want = Number(new URLSearchParams(location.search).get('frames')) || 1, seen = 0;
addEventListener('message', function (e) {
  if (e.data && e.data.ready !== undefined && ++seen === want) window.__readyAt = performance.now();
});`;

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n</head>\n<body>\n<h1>${title}</h1>\n${body}\n</body>\n</html>\n`;

/** A checkout of the default test merchant, with the SRI value of the gateway's widget. */
async function createCheckout(gateway: string): Promise<{ id: string; integrity: string }> {
  const { accessToken, entityId } = configFromEnv();
  const response = await fetch(`${gateway}/v1/checkouts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
    body: new URLSearchParams({
      entityId,
      amount: '12.50',
      currency: 'EUR',
      paymentType: 'DB',
      integrity: 'true',
    }),
  });
  return (await response.json()) as { id: string; integrity: string };
}

/**
 * A load of the card page: its checkout is made first, so that the page's own answer is as quick
 * as the control's (a shop makes the checkout before it serves the page, too).
 */
export async function cardPageUrl(pagesOrigin: string, gateway: string): Promise<string> {
  const { id, integrity } = await createCheckout(gateway);
  return `${pagesOrigin}/card?${new URLSearchParams({ id, integrity })}`;
}

/** The page origin of the bench: /floor and /card?id=…&integrity=… (./cardPageUrl). */
export async function startPageServer(port: number, gatewayOrigin: string): Promise<PageServer> {
  const options = readFileSync('public/wpwl-options.js');
  const headers = securityHeaders(gatewayOrigin);
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const send = (type: string, body: string | Buffer) => {
      response.writeHead(200, { ...headers, 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (path === '/floor') {
      const asked = Number(new URLSearchParams((request.url ?? '').split('?')[1] ?? '').get('frames'));
      const frames = asked === 2 || asked === 3 ? asked : 1;
      const frame = `<iframe src="${gatewayOrigin}${FLOOR_FRAME}" title="Card number"></iframe>`;
      send(
        'text/html; charset=utf-8',
        page(
          'Floor',
          ['<script src="/floor-listener.js"></script>', ...Array(frames).fill(frame)].join('\n'),
        ),
      );
    } else if (path === '/floor-listener.js') {
      send('text/javascript; charset=utf-8', FLOOR_LISTENER);
    } else if (path === '/wpwl-options.js') {
      send('text/javascript; charset=utf-8', options);
    } else if (path === '/card') {
      const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
      const id = query.get('id') ?? '';
      const integrity = query.get('integrity') ?? '';
      if (!/^[\w.-]{1,64}$/.test(id) || !/^sha384-[\w+/=]{64}$/.test(integrity)) {
        response.writeHead(400).end();
        return;
      }
      send(
        'text/html; charset=utf-8',
        page(
          'Card',
          `<form action="http://localhost:${port}/result" class="paymentWidgets" data-brands="VISA MASTER AMEX"></form>\n<script src="/wpwl-options.js"></script>\n<script src="${gatewayOrigin}/v1/paymentWidgets.js?checkoutId=${id}" integrity="${integrity}" crossorigin="anonymous"></script>`,
        ),
      );
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
