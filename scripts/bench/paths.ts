/** Where the benchmarks find the project, the shared specs and their scratch space. */
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SHARED_SPECS = path.resolve(REPO_ROOT, '../shared/specs');
export const STRIPE_SPEC = path.join(SHARED_SPECS, 'stripe-2022.json');
export const OUR_SPEC = path.join(REPO_ROOT, 'spec/openapi.yaml');
export const GENERATE_CLI = path.join(REPO_ROOT, 'scripts/generate.ts');
/** What `npm run generate` runs: `node scripts/launch.mjs generate …`. */
export const LAUNCH_CLI = path.join(REPO_ROOT, 'scripts/launch.mjs');
export const OPENAPI_TS_CLI = path.join(REPO_ROOT, 'node_modules/openapi-typescript/bin/cli.js');

/** A fresh folder under .tmp/bench/ (git-ignored), so runs never see each other's output. */
export function scratchDir(prefix: string): string {
  const base = path.join(REPO_ROOT, '.tmp/bench');
  mkdirSync(base, { recursive: true });
  return mkdtempSync(path.join(base, `${prefix}-`));
}
