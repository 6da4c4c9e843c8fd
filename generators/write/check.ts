/**
 * The drift check: what the generators would write now, compared in memory with what is on
 * disk. Reports every changed, missing and extra file (a file on disk that would no longer be
 * produced) with a unified diff; it never stops at the first difference.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { GeneratedFile } from '../model/types.js';
import { compareCodeUnits } from '../print/order.js';
import { toLf } from './format.js';

export type DriftKind = 'changed' | 'missing' | 'extra';

export interface Drift {
  readonly path: string;
  readonly kind: DriftKind;
  /** Unified diff from what is on disk (a/) to what would be generated (b/). */
  readonly patch: string;
}

export interface CheckResult {
  readonly clean: boolean;
  readonly drifts: readonly Drift[];
  /** Files compared (generated and on disk, counted once). */
  readonly compared: number;
}

export async function checkOutput(outDir: string, files: readonly GeneratedFile[]): Promise<CheckResult> {
  const root = path.resolve(outDir);
  const onDisk = await readTree(root);
  const expected = new Map(files.map((file) => [file.path, toLf(file.contents)]));
  const allPaths = [...new Set([...expected.keys(), ...onDisk.keys()])].sort(compareCodeUnits);
  const drifts: Drift[] = [];
  for (const relative of allPaths) {
    const drift = compareOne(relative, onDisk.get(relative), expected.get(relative));
    if (drift) drifts.push(drift);
  }
  return { clean: drifts.length === 0, drifts, compared: allPaths.length };
}

function compareOne(relative: string, actual: string | undefined, wanted: string | undefined): Drift | undefined {
  if (actual === wanted) return undefined;
  const kind: DriftKind = actual === undefined ? 'missing' : wanted === undefined ? 'extra' : 'changed';
  const oldName = actual === undefined ? '/dev/null' : `a/${relative}`;
  const newName = wanted === undefined ? '/dev/null' : `b/${relative}`;
  const note = kind === 'missing' ? 'missing on disk' : kind === 'extra' ? 'no longer generated' : 'differs from the generated file';
  return { path: relative, kind, patch: createTwoFilesPatch(oldName, newName, actual ?? '', wanted ?? '', note, note) };
}

/** Every file under `root` by `/`-separated relative path; an absent folder is empty. */
async function readTree(root: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const visit = async (relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && relative === '') return;
      throw error;
    }
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await visit(child);
      else found.set(child, await readFile(path.join(root, child), 'utf8'));
    }
  };
  await visit('');
  return found;
}
