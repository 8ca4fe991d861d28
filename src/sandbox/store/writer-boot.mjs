// Entry of the writer thread. Run from source (tsx, vitest) the thread's real code is TypeScript and
// a worker does not inherit the loader, so this plain module registers tsx for it; in the built
// package (dist/server, `vite build --mode server`) it is JavaScript and imported as it is. The
// module is the one the store was given, which calls runWriterThread with its tables.
import { workerData } from 'node:worker_threads';

const { entry } = workerData;
if (new URL(entry).pathname.endsWith('.ts')) {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport(entry, import.meta.url);
} else {
  await import(entry);
}
