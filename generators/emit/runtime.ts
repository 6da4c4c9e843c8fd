/**
 * Copies the hand-written runtime (generators/runtime/, every file, sub-folders included) into
 * `runtime/` of the output so generated/ is self-contained. Files are listed in code-unit order
 * and get the standard header; their text is otherwise verbatim (then formatted like every
 * generated file, the result remembered on disk: generators/format/format-cache.ts).
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Emitter, GeneratedFile } from './emitter.js';
import { fileHeader, headerStyleFor } from '../print/header.js';
import { compareCodeUnits } from '../print/order.js';
import { toolkitPath } from '../toolkit-root.js';

export const RUNTIME_FOLDER = toolkitPath('generators', 'runtime');

export const emitRuntime: Emitter = async (model, context) => {
  const relativePaths = runtimeFileNames();
  const files: GeneratedFile[] = [];
  for (const relative of relativePaths) {
    const text = (await readFile(path.join(RUNTIME_FOLDER, relative), 'utf8')).replace(/\r\n/g, '\n');
    const style = headerStyleFor(relative);
    const header = style ? fileHeader(style, `generators/runtime/${relative}`, context.regenerateCommand) : '';
    if (!relative.endsWith('.ts')) {
      files.push({ path: `runtime/${relative}`, contents: header + text, format: 'none' });
      continue;
    }
    // The same text on every run, whatever the output folder (the header, which names it, is
    // apart): the formatting stage formats it once and remembers the result.
    files.push({ path: `runtime/${relative}`, header, contents: text, format: 'typescript', cacheable: true });
  }
  return files;
};

/** Relative paths (with `/`) of every file of the runtime, sorted by code units. */
export function runtimeFileNames(): string[] {
  return listFiles(RUNTIME_FOLDER, '');
}

function listFiles(folder: string, prefix: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) found.push(...listFiles(folder, relative));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort(compareCodeUnits);
}
