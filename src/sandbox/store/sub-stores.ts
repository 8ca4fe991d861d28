import type { Database } from 'better-sqlite3';
import { backOfficeReads, backOfficeWrites } from '../backoffice/back-office-store';
import { queryReads } from '../query/query-store';
import { registrationReads, registrationWrites } from '../registrations/registration-store';
import { reportingReads } from '../reporting/reporting-store';
import { scheduleReads, scheduleWrites } from '../scheduling/schedule-store';

// The feature stores beside the core tables. Reads run on the request thread's connection, writes
// on the writer's (./writer.ts): by default the request thread waits for a write's result; `fire`
// names the writes whose result is known in advance, which are queued instead (the answer still
// waits until they are committed).

// biome-ignore lint/suspicious/noExplicitAny: a table of heterogeneous methods, typed at the Store
type Methods = Record<string, (...args: any[]) => any>;

export interface SubStore {
  reads(db: Database): Methods;
  writes(db: Database): Methods;
  /** Per write method: its result when it may be queued for these arguments, else undefined. */
  fire?: Readonly<Record<string, (args: readonly unknown[]) => { result: unknown } | undefined>>;
}

const QUEUED_VOID = () => ({ result: undefined });

export const SUB_STORES = {
  registrations: {
    reads: registrationReads,
    writes: registrationWrites,
    fire: {
      insert: (args) =>
        (args[1] as { closesCheckout?: boolean } | undefined)?.closesCheckout ? undefined : { result: true },
      insertInitialTransaction: QUEUED_VOID,
    },
  },
  // Every back-office write needs its answer (the check decides whether it is stored).
  backOffice: { reads: backOfficeReads, writes: backOfficeWrites },
  query: { reads: queryReads, writes: (): Methods => ({}) },
  schedules: {
    reads: scheduleReads,
    writes: scheduleWrites,
    fire: { insert: QUEUED_VOID, recordExecution: QUEUED_VOID },
  },
  reporting: { reads: reportingReads, writes: (): Methods => ({}) },
} satisfies Record<string, SubStore>;

export type SubStoreName = keyof typeof SUB_STORES;
