import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { heavyFirstSequencer } from './test/support/heavy-first-sequencer.js';
import { sharedRuntimeCopies } from './test/support/shared-runtime.js';

/**
 * Files that replace a module with `vi.mock` run with a module cache of their own: in the shared
 * cache the module they replace may already be loaded by an earlier file, and their replacement
 * would then not reach it (test/project/test-config.test.ts keeps this list complete).
 */
export const ISOLATED_FILES = ['test/generators/swagger-crash.test.ts'];

/**
 * The longest files (15-50 s each on a quiet two-core machine), started first when vitest has no
 * durations from an earlier run, as on a fresh clone (test/support/heavy-first-sequencer.ts).
 * test/project/test-config.test.ts checks that each exists.
 */
export const HEAVY_FIRST_FILES = [
  'test/project/mtc-package.test.ts',
  'test/generators/consumer-setups.test.ts',
  'test/project/committed-output.test.ts',
  'test/service/durability.test.ts',
  'test/bench/bench-smoke.test.ts',
  'test/review/docs-browser.test.ts',
  'test/generators/generate-property.test.ts',
];

export default defineConfig({
  // Identical runtime copies of scratch output folders are one module (test/support/shared-runtime.ts).
  plugins: [sharedRuntimeCopies(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: run files in parallel but keep heavy generator runs from starving each other.
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', './test/support/summary-reporter.ts'],
    // One PostgreSQL cluster for the run, when PostgreSQL is installed (decision 0030).
    globalSetup: ['./test/support/global-postgres.ts'],
    sequence: { sequencer: heavyFirstSequencer(HEAVY_FIRST_FILES) },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...ISOLATED_FILES],
          // One module cache per worker for all its files: TypeScript, ts-morph, Redocly and the
          // generators load once per worker instead of once per file (about a minute of CPU), and
          // test/support/typescript-host.ts keeps the parsed library files across type-checks.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_FILES, isolate: true } },
    ],
  },
});
