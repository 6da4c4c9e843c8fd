import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module with `vi.mock` run with a module cache of their own: in the shared
 * cache the module they replace may already be loaded by an earlier file, and their replacement
 * would then not reach it (test/project/test-config.test.ts keeps this list complete).
 */
export const ISOLATED_FILES = ['test/generators/swagger-crash.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: run files in parallel but keep heavy generator runs from starving each other.
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', './test/support/summary-reporter.ts'],
    // One PostgreSQL cluster for the run, when PostgreSQL is installed (decision 0030).
    globalSetup: ['./test/support/global-postgres.ts'],
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
