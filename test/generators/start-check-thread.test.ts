/**
 * The start check of a large document runs in a worker thread when the CLI runs compiled
 * (generators/emit/server/start-check-thread.ts), and from the TypeScript sources (as in this
 * test process) in the main thread: both must accept and refuse alike, with the same pointer,
 * line and reason.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WORKER_MIN_OPERATIONS } from '../../generators/emit/server/start-check-thread.js';
import { SpecError } from '../../generators/load/index.js';
import { generate } from '../../generators/pipeline.js';
import { REPO_ROOT } from '../support/run-node.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'start-check-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Enough operations for the worker; `broken` gets a response schema Ajv refuses to compile
 * (ajv-formats' `formatMaximum` beside a format it cannot compare). A property name of this run's own: a route table that started before is not checked
 * again (start-check-memory.ts), and the check itself is under test here.
 */
function largeDocument(broken?: number): string {
  const count = WORKER_MIN_OPERATIONS + 5;
  const fresh = `id${process.pid}x${Date.now()}`;
  const paths = Array.from({ length: count }, (_, index) => {
    const schema = index === broken ? '{type: string, format: email, formatMaximum: a}' : `{type: object, properties: {${fresh}: {type: integer}}}`;
    return `  /items${index}:\n    get: {operationId: getItem${index}, responses: {"200": {description: ok, content: {application/json: {schema: ${schema}}}}}}`;
  });
  return `openapi: 3.1.0\ninfo: {title: Many, version: 1.0.0}\npaths:\n${paths.join('\n')}\n`;
}

function generateCompiled(spec: string, out: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    // The server alone: the check is what is under test, not the other outputs.
    execFile(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'generate', '--spec', spec, '--out', out, '--outputs', 'server'], { cwd: scratch }, (error, _stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stderr });
    });
  });
}

describe('the start check of a large document', () => {
  it('runs in a worker thread from the compiled CLI, and the server output is made', async () => {
    const spec = path.join(scratch, 'many.yaml');
    writeFileSync(spec, largeDocument());
    const run = await generateCompiled(spec, path.join(scratch, 'out'));
    expect(run.stderr).toContain('the generated server starts on it: every route mounts and every schema compiles (checked on the worker thread)');
    expect(run.code, run.stderr).toBe(0);
    // The same route table again: remembered, so neither thread checks it.
    const again = await generateCompiled(spec, path.join(scratch, 'out'));
    expect(again.stderr).toContain('the generated server starts on it: every route mounts and every schema compiles (remembered: an earlier run checked these same routes)');
    expect(again.code, again.stderr).toBe(0);
  }, 240_000);

  it('refuses in the worker exactly as in the main thread: the operation, its line and the reason', async () => {
    const spec = path.join(scratch, 'broken.yaml');
    const broken = WORKER_MIN_OPERATIONS - 3;
    writeFileSync(spec, largeDocument(broken));
    // In this process the sources run, so the check runs in this thread.
    const error = await generate({ specPath: spec, outputs: ['server'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    const [problem, ...others] = (error as SpecError).problems;
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      pointer: `/paths/~1items${broken}/get`,
      message: `a server generated from this document would not start: getItem${broken} response 200: schema does not compile ("formatMaximum": format "email" does not define "compare" function); fix the schema in the OpenAPI document and regenerate`,
    });
    const compiled = await generateCompiled(spec, path.join(scratch, 'broken-out'));
    expect(compiled.code).toBe(1);
    expect(compiled.stderr).toContain(`${spec}:${problem!.line}:${problem!.column}  #${problem!.pointer}  ${problem!.message}`);
    expect(compiled.stderr).not.toContain('the generated server starts on it');
  }, 240_000);
});
