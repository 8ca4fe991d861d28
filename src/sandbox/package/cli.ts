// `wpwl-sandbox`: the sandbox gateway alone (no demo shop) from the command line. Exits 2 on a
// command line it cannot run (an unknown flag, a value out of range), 1 when the sandbox cannot
// start, 0 after SIGINT or SIGTERM closed it.
import { closeOnSignals, startSandbox } from '../start';
import { helpText, parseArgs } from './cli-args';
import { type Configured, configure, failureInTheirTerms } from './settings';
import { packageVersion } from './version';

async function start({ config, webhookKey }: Configured): Promise<void> {
  const app = await startSandbox({}, config);
  closeOnSignals(app);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    `  a merchant per test: POST http://${config.host}:${port}/v1/sandbox/merchants with this token and entityId`,
  ];
  if (config.webhooks.endpoint)
    lines.push(`  webhook endpoint: ${config.webhooks.endpoint.url} (key ${webhookKey})`);
  console.log(lines.join('\n'));
}

let configured: Configured;
let names = new Map<string, string>();
try {
  const request = parseArgs(process.argv.slice(2));
  if (request.kind === 'help') {
    console.log(helpText());
    process.exit(0);
  }
  if (request.kind === 'version') {
    console.log(packageVersion());
    process.exit(0);
  }
  names = request.given.names;
  configured = configure(request.given);
} catch (error) {
  console.error(`wpwl-sandbox: ${error instanceof Error ? error.message : error}`);
  console.error('wpwl-sandbox --help lists the options');
  process.exit(2);
}
try {
  await start(configured);
} catch (error) {
  console.error(`wpwl-sandbox: ${failureInTheirTerms(error, names)}`);
  process.exit(1);
}
