// The client of bench/wire.ts, in a process of its own so that the sandbox's process CPU is the
// server's alone: `count` requests one after the other on one keep-alive connection, bodies read
// as they come (never decoded). Prints the bytes of the last body.
import http from 'node:http';

const [url, method, headersJson, body, count] = process.argv.slice(2);
const headers = JSON.parse(headersJson);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const target = new URL(url);

function once() {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers,
      },
      (response) => {
        let size = 0;
        response.on('data', (chunk) => {
          size += chunk.length;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(size) : reject(new Error(`${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body || undefined);
  });
}

let size = 0;
for (let i = 0; i < Number(count); i++) size = await once();
agent.destroy();
console.log(size);
