/**
 * Generates the client-side files (types, envelope, client, runtime) of a document into a folder
 * through the real pipeline and writer. Only the emitters the client needs run, so a client test
 * does not fail because another emitter is unfinished.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMITTERS } from '../../../generators/emit/index.js';
import { generate } from '../../../generators/pipeline.js';
import { writeOutput } from '../../../generators/write/index.js';
import type { ApiModel } from '../../../generators/model/types.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const OUR_SPEC = path.join(REPO_ROOT, 'spec/openapi.yaml');

const CLIENT_EMITTERS = new Set(['types', 'envelope', 'client', 'runtime']);

const scratchDirs: string[] = [];

/** A fresh folder under .tmp/client/ (inside the repo so `openapi-fetch` resolves from node_modules). */
export function scratchDir(name: string): string {
  const dir = path.join(REPO_ROOT, '.tmp', 'client', `${name}-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  scratchDirs.push(dir);
  return dir;
}

/** Removes this file's scratch folders (kept when KEEP_CLIENT_TMP=1, to read the generated code). */
export function removeScratchDirs(): void {
  if (process.env['KEEP_CLIENT_TMP'] === '1') return;
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function generateClient(specPath: string, outDir: string): Promise<ApiModel> {
  const { files, model } = await generate({
    specPath,
    regenerateCommand: 'npm run generate',
    emitters: EMITTERS.filter((emitter) => CLIENT_EMITTERS.has(emitter.name)),
  });
  await writeOutput(outDir, files);
  return model;
}
