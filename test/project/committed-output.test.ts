/**
 * The repository's own promise: generated/ is exactly what `npm run generate` writes from spec/,
 * and the whole project (generators, scripts, tests, the service, generated/) type-checks strictly.
 * CI runs `npm test` alone, so a forgotten regenerate or a type error fails here, not in review.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/lib/check-command.js';
import { REPO_ROOT, runNode, TSC_CLI } from '../support/run-node.js';

describe('the committed project', () => {
  it('generated/ is byte-identical to what generate writes from spec/openapi.yaml (npm run check)', async () => {
    // The command `npm run check --strict` runs (scripts/lib/check-command.ts), in this worker, in
    // the repository, so the headers name spec/openapi.yaml as they should; strict: a warning
    // about spec/ fails too. What its process wrapper adds (arguments, streams, exit code) is
    // proved by test/generators/cli.test.ts and test/project/launch.test.ts; a process of its own
    // here cost about four seconds of loading the generators again.
    expect(path.resolve(process.cwd())).toBe(path.resolve(REPO_ROOT));
    let stdout = '';
    let stderr = '';
    const code = await runCheck(['--strict'], { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) });
    expect(stdout, `generated/ is stale: run \`npm run generate\` and commit the result\n${stderr}`).toMatch(/^check: generated is up to date \(\d+ files\)$/m);
    expect(code).toBe(0);
  }, 120_000);

  it('type-checks strictly with the pinned TypeScript (npm run typecheck)', async () => {
    const result = await runNode([TSC_CLI, '-p', 'tsconfig.json', '--pretty', 'false']);
    expect(result.stdout.trim(), 'tsc reported errors').toBe('');
    expect(result.code).toBe(0);
  }, 180_000);
});
