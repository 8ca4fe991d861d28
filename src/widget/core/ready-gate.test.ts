import { describe, expect, it, vi } from 'vitest';
import { createReadyGate } from './ready-gate';

describe('ready gate', () => {
  it('fires once, after the seal and the last part', () => {
    const onReady = vi.fn();
    const gate = createReadyGate(onReady);
    const card = gate.expect();
    const bank = gate.expect();
    card();
    card();
    gate.seal();
    expect(onReady).not.toHaveBeenCalled();
    bank();
    expect(onReady).toHaveBeenCalledTimes(1);
    gate.seal();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('does not fire before the seal even when every part so far is ready', () => {
    const onReady = vi.fn();
    const gate = createReadyGate(onReady);
    gate.expect()();
    expect(onReady).not.toHaveBeenCalled();
    gate.seal();
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});
