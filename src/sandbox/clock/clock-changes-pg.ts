// Gateways sharing one PostgreSQL database hear of every merchant clock change: each write of
// ./clock-store-pg.ts notifies on commit, and every gateway listens on a connection of its own and
// reads the clocks again (./merchant-clocks.ts). A lost connection is made again after `retryMs`,
// and then counts as a change: what was notified meanwhile was missed.
import pg from 'pg';
import type { PgDb } from '../store/pg/pg-db';
import { CLOCK_CHANNEL_SQL } from './clock-store-pg';
import type { WatchClocks } from './merchant-clocks';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Listens for clock changes on `db`'s database, on a connection outside its pool. */
export function watchMerchantClocksPg(db: PgDb, options: { retryMs?: number } = {}): WatchClocks {
  const retryMs = options.retryMs ?? 1000;
  return async (onChange) => {
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let closed = false;

    async function listen(): Promise<void> {
      const connection = new pg.Client(db.pool.options);
      // The listener's only work is to hear: any failure means it may have missed something.
      connection.on('error', () => lost(connection));
      connection.on('end', () => lost(connection));
      connection.on('notification', () => void onChange());
      try {
        await connection.connect();
        const { rows } = await connection.query<{ channel: string }>(
          `SELECT ${CLOCK_CHANNEL_SQL} AS channel`,
        );
        await connection.query(`LISTEN ${quoteIdent(rows[0]?.channel ?? '')}`);
      } catch (error) {
        await connection.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await connection.end().catch(() => {});
        return;
      }
      client = connection;
    }

    function lost(connection: pg.Client): void {
      if (client !== connection || closed) return;
      client = undefined;
      connection.end().catch(() => {});
      again();
    }

    function again(): void {
      retry = setTimeout(() => {
        if (closed) return;
        listen().then(
          () => void onChange(),
          () => again(),
        );
      }, retryMs);
      retry.unref();
    }

    await listen();
    return async () => {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => {});
    };
  };
}
