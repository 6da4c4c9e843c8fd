/**
 * Scratch folders for generator tests: inside the repository (.tmp/generators/, git-ignored) so
 * generated code resolves typescript, openapi-fetch and fastify from node_modules.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = path.join(REPO_ROOT, 'test/generators/fixtures');
export const SHARED_SPECS = path.resolve(REPO_ROOT, '../shared/specs');

let counter = 0;

export function scratchDir(name: string): string {
  counter += 1;
  const dir = path.join(REPO_ROOT, '.tmp', 'generators', `${name}-${process.pid}-${counter}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Writes a document into a fresh scratch folder and returns its path. */
export function writeSpec(name: string, text: string, fileName = 'openapi.yaml'): string {
  const dir = scratchDir(name);
  const file = path.join(dir, fileName);
  writeFileSync(file, text);
  return file;
}
