// Helpers for tests that run browser code in happy-dom, whatever folder they are in.
import { vi } from 'vitest';

/**
 * happy-dom logs every iframe or script it refuses to load, through the console it captured at start-up
 * (not the test's console), so the line is dropped where it is written.
 */
export function silenceHappyDomLoading(): void {
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) =>
    /loading is disabled\./.test(String(chunk)) ? true : write(chunk as string, ...rest)) as never);
}
