/**
 * `npm run test:quick`: the edit loop. The unit tests of every stage (load, model, print, emit's
 * pure parts, the runtimes, diff, the import graph), in-process, no subprocess, browser, type-check
 * or server over the network; within 30 s on this 2-core machine. `npm test` runs everything.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// Not mergeConfig: it would append this list to the base's `test/**/*.test.ts`.
// Nor the PostgreSQL cluster of the whole suite: no quick test uses a database.
const { projects: _projects, globalSetup: _globalSetup, ...common } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...common,
    // One module cache per worker for all its files: loading TypeScript, Redocly and the
    // generators once per worker instead of once per file is most of the saving.
    isolate: false,
    include: [
      'test/project/import-graph.test.ts',
      'test/generators/print.test.ts',
      'test/generators/print-properties.test.ts',
      'test/generators/config.test.ts',
      'test/generators/option-errors.test.ts',
      'test/generators/load.test.ts',
      'test/generators/load-limits.test.ts',
      'test/generators/swagger-produces.test.ts',
      'test/generators/load-encoded-refs.test.ts',
      'test/generators/model.test.ts',
      'test/generators/model-conventions.test.ts',
      'test/generators/model-security.test.ts',
      'test/generators/types-masking.test.ts',
      'test/generators/disk-cache.test.ts',
      'test/generators/progress.test.ts',
      'test/client/runtime.test.ts',
      'test/client/hot-path.test.ts',
      'test/client/query-serializer.test.ts',
      'test/client/emitters.test.ts',
      'test/server/runtime.test.ts',
      'test/server/units.test.ts',
      'test/server/serving-guidance.test.ts',
      'test/review/diff.test.ts',
      'test/contract/interface.test.ts',
    ],
  },
});
