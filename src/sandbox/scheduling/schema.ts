// Migration 5 (../database/schema.ts): schedules and settlement reporting.
//
// schedules: one row per schedule (the validated request, never card data: the registration has
// the instrument); next_execution_at is the run that is due next, NULL once none is left or the
// schedule was cancelled. schedule_executions: the payment each run made.
// Settlement reporting reads the payments of an entity by day (../reporting) through migration 4's
// payments_by_entity_time.
export const SCHEDULE_TABLES = `CREATE TABLE schedules (
     id                TEXT PRIMARY KEY,
     entity_id         TEXT NOT NULL,
     registration_id   TEXT NOT NULL,
     params            TEXT NOT NULL,
     created_at        INTEGER NOT NULL,
     next_execution_at INTEGER,
     cancelled_at      INTEGER
   );
   CREATE TABLE schedule_executions (
     schedule_id   TEXT NOT NULL REFERENCES schedules (id),
     scheduled_for INTEGER NOT NULL,
     payment_id    TEXT NOT NULL,
     executed_at   INTEGER NOT NULL,
     PRIMARY KEY (schedule_id, scheduled_for)
   );`;

// Runs found by their time, and runs claimed but not yet paid (a stop came in between): the
// gateway makes each run itself, exactly once (./run-execution.ts). Runs made before are paid.
export const SCHEDULE_RUN_TABLES = `ALTER TABLE schedule_executions ADD COLUMN paid INTEGER NOT NULL DEFAULT 1;
   CREATE INDEX schedule_executions_unpaid ON schedule_executions (scheduled_for) WHERE paid = 0;
   CREATE INDEX schedules_due ON schedules (next_execution_at) WHERE next_execution_at IS NOT NULL;`;

// A claimed run is leased to the gateway paying it until lease_until (the sandbox's time, ms):
// several gateways may share one database, and only a run whose lease ran out (its claimer stopped
// before marking it paid) is taken again. Runs claimed before this step are free at once.
export const SCHEDULE_RUN_LEASES = `ALTER TABLE schedule_executions ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;`;
