// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../test-support/widget-context';
import { CHUNK_REGISTER, fromGateway } from './load-chunk';

type Script = HTMLScriptElement & Record<string, unknown>;
type Register = (module: (imports: unknown[]) => unknown) => void;

let scripts: Script[];
beforeEach(() => {
  scripts = [];
  // The scripts the loader adds, kept from happy-dom, which would try to load them.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    scripts.push(...(nodes as Script[]));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('loading a chunk from the gateway', () => {
  it('adds one script per chunk, from the gateway, with SRI and CORS, and resolves with what it registers', async () => {
    const { ctx } = testContext();
    const loading = fromGateway(ctx, 'framed') as Promise<unknown>;
    expect(fromGateway(ctx, 'framed')).toBe(loading);
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as Script;
    expect(script.src).toBe(`${ctx.gatewayOrigin}/v1/paymentWidgets/framed.js`);
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.integrity).toMatch(/^(sha384-[A-Za-z0-9+/]{64})?$/);
    // The chunk's module function gets this bundle's bindings for the chunks.
    (script[CHUNK_REGISTER] as Register)((imports) => ({ got: Array.isArray(imports) }));
    await expect(loading).resolves.toEqual({ got: true });
  });

  it('rejects when the script does not load, and tries again when asked again', async () => {
    const { ctx } = testContext();
    const loading = fromGateway(ctx, 'redirect') as Promise<unknown>;
    scripts[0]?.onerror?.(new Event('error'));
    await expect(loading).rejects.toThrow('redirect.js did not load');
    expect(fromGateway(ctx, 'redirect')).not.toBe(loading);
    expect(scripts).toHaveLength(2);
  });
});
