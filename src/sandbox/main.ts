// Runs the sandbox on its own: `tsx src/sandbox/main.ts` (after `npm run build`).
import { startSandbox } from './start';

try {
  const app = await startSandbox();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
