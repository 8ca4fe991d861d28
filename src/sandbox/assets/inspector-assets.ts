import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ServedAsset, servedAsset } from './served-asset';

// The inspector's page script and stylesheet (`vite build --mode inspector`). Unlike the widget's
// files they are optional: a sandbox built before the inspector existed, or started from a tree
// where only the server is built, still starts; its /inspector page says to run the build.

export const INSPECTOR_FILES = {
  script: 'inspector/inspector.js',
  style: 'inspector/inspector.css',
} as const;
export const INSPECTOR_SCRIPT_PATH = '/inspector/inspector.js';
export const INSPECTOR_STYLE_PATH = '/inspector/inspector.css';

export interface InspectorAssets {
  script: ServedAsset;
  style: ServedAsset;
}

async function readIfThere(dir: string, file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(dir, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Both files, hashed and compressed once; undefined when the build made neither or only one. */
export async function loadInspectorAssets(dir: string): Promise<InspectorAssets | undefined> {
  const [script, style] = await Promise.all([
    readIfThere(dir, INSPECTOR_FILES.script),
    readIfThere(dir, INSPECTOR_FILES.style),
  ]);
  if (!script || !style) return undefined;
  const [servedScript, servedStyle] = await Promise.all([servedAsset(script), servedAsset(style)]);
  return { script: servedScript, style: servedStyle };
}
