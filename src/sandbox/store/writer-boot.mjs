// Entry of the writer thread: the sandbox runs its TypeScript through tsx, and a worker does not
// inherit the loader, so this plain module registers it and starts the thread's real code (the
// module the store was given, which calls runWriterThread with its tables).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
