// The control of the throughput benches: a bare node:http server answering a fixed JSON to any
// request, once its body is read. Run alone (`node --import tsx bench/bare-server.ts`) it listens on
// a free loopback port and prints `bare node:http on PORT`, for benches that read its CPU time as
// a process of its own, and answers the requests it received to a message on its IPC channel.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const ANSWER = JSON.stringify({
  result: { code: '000.100.110', description: 'Request successfully processed' },
});

export function bareServer(): http.Server {
  return http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(ANSWER));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = bareServer();
  // Requests received so far, sent to the parent (an IPC channel) on each message it sends.
  let received = 0;
  server.on('request', () => {
    received++;
  });
  process.on('message', () => process.send?.(received));
  server.listen(0, '127.0.0.1', () => {
    console.log(`bare node:http on ${(server.address() as { port: number }).port}`);
  });
  process.on('SIGTERM', () => process.exit(0));
}
