import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

/** Reads a file from public/ by a plain file name; anything with a path separator is refused. */
export async function readPublicFile(
  root: string,
  name: string,
): Promise<{ body: Buffer; type: string } | null> {
  if (!/^[a-z0-9][a-z0-9.-]*$/i.test(name)) return null;
  const type = TYPES[extname(name)];
  if (!type) return null;
  const path = resolve(join(root, name));
  try {
    return { body: await readFile(path), type };
  } catch {
    return null;
  }
}
