/**
 * The repository's own promise: generated/ is exactly what `npm run generate` writes from spec/,
 * and the whole project (generators, scripts, tests, the service, generated/) type-checks strictly.
 * CI runs `npm test` alone, so a forgotten regenerate or a type error fails here, not in review.
 */
import { describe, expect, it } from 'vitest';
import { runNode, TSC_CLI } from '../support/run-node.js';

describe('the committed project', () => {
  it('generated/ is byte-identical to what generate writes from spec/openapi.yaml (npm run check)', async () => {
    // The command CI runs, in the repository, so the headers name spec/openapi.yaml as they should.
    const result = await runNode(['scripts/launch.mjs', 'check', '--strict']); // strict: a warning about spec/ fails too
    expect(result.stdout, 'generated/ is stale: run `npm run generate` and commit the result').toMatch(/^check: generated is up to date \(\d+ files\)$/m);
    expect(result.code).toBe(0);
  }, 120_000);

  it('type-checks strictly with the pinned TypeScript (npm run typecheck)', async () => {
    const result = await runNode([TSC_CLI, '-p', 'tsconfig.json', '--pretty', 'false']);
    expect(result.stdout.trim(), 'tsc reported errors').toBe('');
    expect(result.code).toBe(0);
  }, 180_000);
});
