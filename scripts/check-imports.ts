// `npm run lint` part: import cycles (type-only imports included) and the directions the source
// folders may import in. Exits 1 and says which files, when either is broken.
//
//   src/spec      imports nothing of ours
//   src/widget    imports src/spec only; its page side and its frames (src/widget/frames) meet
//                 only in src/widget/frame-protocol
//   src/inspector imports src/spec only (the sandbox inspector's page, in the browser; it knows
//                 the gateway only by its HTTP answers)
//   src/sandbox   imports src/spec only (never widget source, never the shop)
//   src/shop      imports src/spec only (its tests start a real sandbox)
//   src/test-support  helpers any test may import
//   src/main.ts   puts the sandbox and the shop together
//
// TypeScript 7's compiler has no JavaScript API for tools such as madge or dependency-cruiser, so
// imports are read with a scanner that knows the forms this code base uses: static and type-only
// `import … from`, `export … from`, side-effect `import '…'`, and dynamic `import('…')`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

const IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Which folders a folder's files may import: prefixes relative to src/. */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  spec: ['spec'],
  widget: ['widget', 'spec'],
  inspector: ['inspector', 'spec'],
  sandbox: ['sandbox', 'spec'],
  shop: ['shop', 'spec'],
};

/** Test code may reach further: every test the shared helpers, the shop's a real sandbox. */
const TEST_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  spec: ['test-support'],
  widget: ['test-support'],
  inspector: ['test-support'],
  sandbox: ['test-support'],
  shop: ['test-support', 'sandbox'],
  'test-support': ['test-support'],
};

/** Files directly in src/ (main.ts: the sandbox and the shop in one process) put the parts together. */
const ENTRY = '';

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found = new Set<string>();
  for (const pattern of [IMPORT, DYNAMIC])
    for (const match of text.matchAll(pattern)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) found.add(target);
    }
  return [...found];
}

const folderOf = (file: string): string => {
  const parts = relative(SRC, file).split('/');
  return parts.length === 1 ? ENTRY : (parts[0] ?? '');
};
const isTest = (file: string): boolean => /\.test\.tsx?$|\/test-support(\.ts|\/)/.test(file);

/**
 * Inside the widget: the page side reaches the gateway's frames (code that runs in the gateway's
 * iframes, where the card number is) only through the message protocol, and the frames use
 * nothing of the page side but that protocol and the style helper.
 */
const FRAMES = 'widget/frames/';
const FRAMES_MAY_IMPORT = ['widget/frames/', 'widget/frame-protocol/', 'widget/shared/adopt-styles'];

function frameProblem(from: string, to: string): boolean {
  if (!to.startsWith('widget/')) return false;
  if (from.startsWith(FRAMES)) return !FRAMES_MAY_IMPORT.some((prefix) => to.startsWith(prefix));
  return from.startsWith('widget/') && to.startsWith(FRAMES);
}

export function directionProblems(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    for (const target of targets)
      if (frameProblem(relative(SRC, file), relative(SRC, target)))
        problems.push(
          `${relative(ROOT, file)} imports ${relative(ROOT, target)} (page side ⇄ gateway frames)`,
        );
    if (from === ENTRY) continue;
    const allowed = [...(ALLOWED[from] ?? [from]), ...(isTest(file) ? (TEST_ALLOWED[from] ?? []) : [])];
    for (const target of targets) {
      const to = folderOf(target);
      if (!allowed.includes(to))
        problems.push(`${relative(ROOT, file)} imports ${relative(ROOT, target)} (${from} → ${to})`);
    }
  }
  return problems;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indexOf.get(next) as number));
      }
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, importsOf(file)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = importGraph(sourceFiles(SRC));
  const loops = cycles(graph);
  const wrongWay = directionProblems(graph);
  for (const loop of loops) console.error(`import cycle: ${loop.map((f) => relative(ROOT, f)).join(' ⇄ ')}`);
  for (const problem of wrongWay) console.error(`forbidden import: ${problem}`);
  if (loops.length > 0 || wrongWay.length > 0) {
    console.error(`${loops.length} import cycles, ${wrongWay.length} forbidden imports`);
    process.exit(1);
  }
  console.log(`imports: ${graph.size} files, no cycle, every import in its allowed direction`);
}
