// Finding a schedule as a merchant may see it, and its state.
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context';
import type { ScheduleRecord } from './schedule-store';

/** 32 letters or digits, as a payment id (document 1, 2.2); the sandbox makes lowercase hex. */
export const SCHEDULE_ID_FORMAT = /^[A-Za-z0-9]{32}$/;
export const newScheduleId = (): string => randomBytes(16).toString('hex');

/**
 * The schedule `id` of `entityId`. A malformed id, an unknown one and another entity's answer
 * alike (undefined), so ids cannot be probed across merchants.
 */
export async function findSchedule(
  ctx: SandboxContext,
  id: string,
  entityId: string,
): Promise<ScheduleRecord | undefined> {
  if (!SCHEDULE_ID_FORMAT.test(id)) return undefined;
  const record = await ctx.store.schedules.get(id);
  return record && record.entityId === entityId ? record : undefined;
}
