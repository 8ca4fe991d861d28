// The import check finds what it must: a cycle (a type-only one too) and a forbidden direction.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, directionProblems, importGraph, importsOf, sourceFiles } from './check-imports';

const SRC = join(import.meta.dirname, '..', 'src');

describe('scripts/check-imports.ts', () => {
  it('reads static, type-only, re-export, side-effect and dynamic imports', () => {
    const file = join(SRC, 'sandbox', 'server.ts');
    const text = [
      "import { a } from './config';",
      "import type {\n  B,\n  C,\n} from './context';",
      "export { d } from './merchants';",
      "import './index';",
      "const e = await import('./start');",
      "import x from 'fastify';",
    ].join('\n');
    expect(importsOf(file, text).map((f) => f.slice(SRC.length))).toEqual([
      '/sandbox/config.ts',
      '/sandbox/context.ts',
      '/sandbox/merchants.ts',
      '/sandbox/index.ts',
      '/sandbox/start.ts',
    ]);
  });

  it('finds a cycle, type-only imports included', () => {
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts'].map((f) => join(SRC, 'sandbox', f)) as [
      string,
      string,
      string,
    ];
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([[a, b, c]]);
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses the sandbox importing the widget, and the widget importing the sandbox', () => {
    const sandbox = join(SRC, 'sandbox', 'x.ts');
    const widget = join(SRC, 'widget', 'y.ts');
    const spec = join(SRC, 'spec', 'z.ts');
    expect(directionProblems(new Map([[sandbox, [widget]]]))).toHaveLength(1);
    expect(directionProblems(new Map([[widget, [sandbox]]]))).toHaveLength(1);
    expect(directionProblems(new Map([[spec, [widget]]]))).toHaveLength(1);
    expect(
      directionProblems(
        new Map([
          [sandbox, [spec]],
          [widget, [spec]],
        ]),
      ),
    ).toEqual([]);
  });

  it('lets the inspector page import the shared vocabulary only', () => {
    const inspector = join(SRC, 'inspector', 'app.tsx');
    const spec = join(SRC, 'spec', 'result-codes.ts');
    expect(directionProblems(new Map([[inspector, [join(SRC, 'sandbox', 'server.ts')]]]))).toHaveLength(1);
    expect(directionProblems(new Map([[inspector, [join(SRC, 'widget', 'main.tsx')]]]))).toHaveLength(1);
    expect(directionProblems(new Map([[join(SRC, 'widget', 'main.tsx'), [inspector]]]))).toHaveLength(1);
    expect(directionProblems(new Map([[inspector, [spec]]]))).toEqual([]);
  });

  it('keeps the widget’s page side and its gateway frames apart but for the protocol', () => {
    const page = join(SRC, 'widget', 'card', 'card-form.tsx');
    const frame = join(SRC, 'widget', 'frames', 'card-field', 'secure-field.ts');
    const protocol = join(SRC, 'widget', 'frame-protocol', 'protocol.ts');
    const options = join(SRC, 'widget', 'core', 'options.ts');
    expect(directionProblems(new Map([[page, [frame]]]))).toHaveLength(1);
    expect(directionProblems(new Map([[frame, [options]]]))).toHaveLength(1);
    expect(
      directionProblems(
        new Map([
          [page, [protocol]],
          [frame, [protocol]],
        ]),
      ),
    ).toEqual([]);
  });

  it('finds no cycle and no forbidden import in the source today', () => {
    const graph = importGraph(sourceFiles(SRC));
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
    expect(directionProblems(graph)).toEqual([]);
  });
});
