import { defineConfig } from 'vitest/config';

/**
 * `npm run test:corpus`: the real-world documents of test/corpus/ (decisions/0028). One file, one
 * worker: the documents are generated one after another in-process, then type-checked together.
 */
export default defineConfig({
  test: {
    include: ['test/corpus/**/*.corpus.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: 'forks',
    maxWorkers: 1,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
