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
/**
 * What hey-api's `openapi-ts` command runs: its bin only starts a second Node process on this
 * file, so running it directly times the same work and lets either memory probe see it.
 */
export const HEY_API_CLI = path.join(REPO_ROOT, 'node_modules/@hey-api/openapi-ts/dist/run.mjs');
/** Where the fetched mid-size documents are kept between runs (see mid-size-documents.ts). */
export const MID_SIZE_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/bench-documents');

/** A fresh folder under .tmp/bench/ (git-ignored), so runs never see each other's output. */
export function scratchDir(prefix: string): string {
  const base = path.join(REPO_ROOT, '.tmp/bench');
  mkdirSync(base, { recursive: true });
  return mkdtempSync(path.join(base, `${prefix}-`));
}
