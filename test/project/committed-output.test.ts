/**
 * The repository's own promise: generated/ is exactly what `npm run generate` writes from spec/,
 * and the whole project (generators, scripts, tests, examples, generated/) type-checks strictly.
 * CI runs `npm test` alone, so a forgotten regenerate or a type error fails here, not in review.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

describe('the committed project', () => {
  it('generated/ is byte-identical to what generate writes from spec/openapi.yaml (npm run check)', async () => {
    // The command CI runs, in the repository, so the headers name spec/openapi.yaml as they should.
    const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    const result = await run(process.execPath, [tsx, 'scripts/check.ts'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
    );
    expect(result.stdout, 'generated/ is stale: run `npm run generate` and commit the result').toMatch(/^check: generated is up to date \(\d+ files\)$/m);
    expect(result.code).toBe(0);
  }, 120_000);

  it('type-checks strictly with the pinned TypeScript (npm run typecheck)', async () => {
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
    );
    expect(result.stdout.trim(), 'tsc reported errors').toBe('');
    expect(result.code).toBe(0);
  }, 180_000);
});
