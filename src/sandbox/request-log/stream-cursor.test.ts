import { describe, expect, it } from 'vitest';
import { MAX_UNSETTLED, streamCursor } from './stream-cursor';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));
const at = (running: number, next: number) => ({ running: String(running), next: String(next) });

/** One pass: the rows above the floor among `stored`, in one read at `horizon`; answers the ids sent. */
function pass(
  cursor: ReturnType<typeof streamCursor>,
  stored: number[],
  horizon?: { running: string; next: string },
) {
  cursor.begin();
  const sent = cursor.fresh(rows(...stored.filter((id) => id > cursor.floor)), horizon).map((r) => r.id);
  cursor.end();
  return sent;
}

describe('the stream’s cursor', () => {
  it('without a horizon (SQLite, ids in commit order) follows the last id', () => {
    const cursor = streamCursor(3, [3, 2], undefined, true);
    expect(cursor.floor).toBe(3);
    expect(pass(cursor, [1, 2, 3, 4, 5])).toEqual([4, 5]);
    expect(cursor.floor).toBe(5);
  });

  it('sends an id below one sent when it commits, and raises the floor once no older transaction runs', () => {
    const cursor = streamCursor(0, [], at(10, 10), true);
    // 7 committed, 6 not yet: transaction 10 is running.
    expect(pass(cursor, [7], at(10, 12))).toEqual([7]);
    expect(pass(cursor, [7], at(10, 12))).toEqual([]);
    expect(cursor.floor).toBe(0);
    expect(pass(cursor, [6, 7], at(12, 13))).toEqual([6]);
    expect(cursor.floor).toBe(7);
    expect(pass(cursor, [6, 7, 8], at(13, 13))).toEqual([8]);
  });

  it('resuming, counts the ids up to Last-Event-ID as had, and sends one below it that commits later', () => {
    const cursor = streamCursor(9, [9, 8, 5], at(20, 21), true);
    expect(pass(cursor, [5, 8, 9], at(20, 21))).toEqual([]);
    expect(pass(cursor, [5, 7, 8, 9, 10], at(21, 22))).toEqual([7, 10]);
    expect(cursor.floor).toBe(9);
  });

  it('remembers at most MAX_UNSETTLED ids while a transaction stays open, giving the oldest up', () => {
    const cursor = streamCursor(0, [], at(1, 2), true);
    const stored: number[] = [];
    for (let id = 1; id <= MAX_UNSETTLED + 50; id++) {
      stored.push(id);
      expect(pass(cursor, stored, at(1, id + 2))).toEqual([id]);
    }
    expect(cursor.floor).toBe(50);
    // A row that commits now below the floor is given up on: not sent.
    cursor.begin();
    expect(cursor.fresh(rows(10), at(1, MAX_UNSETTLED + 60))).toEqual([]);
  });
});
