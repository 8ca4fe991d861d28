// Runs the sandbox on its own: `tsx src/sandbox/main.ts` (after `npm run build`).
import { closeOnSignals, startSandbox } from './start';

try {
  closeOnSignals(await startSandbox());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
