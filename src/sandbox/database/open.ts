import type { FeatureApis } from '../store/feature-store';
import { openSqliteStore } from '../store/sqlite-store';
import type { CoreStore } from '../store/store';
import { FEATURE_STORES } from './feature-stores';
import { MIGRATIONS } from './schema';
import { sandboxWriteTable } from './write-tables';

/** The sandbox's database: the core store and every feature's tables (`store.registrations`, …). */
export type SandboxStore = CoreStore & FeatureApis<typeof FEATURE_STORES>;

// The writer thread's entry beside this module: the TypeScript source when run from it (tsx,
// vitest), writer-entry.js in the built package, whose modules all sit in dist/server.
const WRITER_ENTRY = new URL(import.meta.url).pathname.endsWith('.ts')
  ? './writer-entry.ts'
  : './writer-entry.js';

/** Opens the sandbox's SQLite database at `path` (':memory:' for a throw-away one). */
export const openSandboxStore = (path: string, tokenKey: Buffer): SandboxStore =>
  openSqliteStore(path, {
    tokenKey,
    features: FEATURE_STORES,
    migrations: MIGRATIONS,
    writeTable: sandboxWriteTable,
    writerEntry: new URL(WRITER_ENTRY, import.meta.url),
  });
