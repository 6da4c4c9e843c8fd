/**
 * The emitters' worker thread (generators/emit/thread.ts). The protocol is checked here with
 * stand-in workers: what a worker answers is used, what it does not answer (it fails to start,
 * dies, reports a failed emitter, or is stopped) is answered undefined, so the pipeline runs the
 * emitter in its own thread; a small document gets no thread. End to end, the compiled CLI prints
 * a large document's types.ts on the thread, and it is the file the sources print in this thread,
 * for a document whose names and text are hostile (`__proto__` and `constructor` members, a
 * comment's end and line separators in descriptions).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmitThread, THREAD_MIN_OPERATIONS } from '../../generators/emit/thread.js';
import type { ApiModel } from '../../generators/model/types.js';
import { generate } from '../../generators/pipeline.js';
import { REPO_ROOT } from '../support/run-node.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'emit-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A plain ES module worker, written to the scratch folder. */
function worker(name: string, source: string): URL {
  const file = path.join(scratch, `${name}.mjs`);
  writeFileSync(file, source);
  return pathToFileURL(file);
}

/** Answers `a` with the model it was sent (as JSON) and the context, reports `b` failed, and says nothing of `c`. */
const ANSWERING = `
import { parentPort } from 'node:worker_threads';
parentPort.once('message', ({ model, context }) => {
  const hasOwnProto = Object.hasOwn(model.document, '__proto__');
  parentPort.postMessage({ name: 'a', files: [{ path: 'a.json', contents: JSON.stringify({ document: model.document, operations: model.operations.length, context, hasOwnProto }) }] });
  parentPort.postMessage({ name: 'b', failed: true });
});
`;

/** A model large enough for the thread, with an own `__proto__` member, as JSON.parse makes one from a hostile document. */
const model = {
  document: JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1}'),
  operations: Array.from({ length: THREAD_MIN_OPERATIONS }, (_, index) => ({ operationId: `op${index}` })),
} as unknown as ApiModel;
const context = { regenerateCommand: 'npm run generate' };

describe('the emitters\' worker thread', () => {
  it('is not used from the TypeScript sources, for a small document, or for no emitter: they run in this thread', () => {
    expect(startEmitThread(['types'], model)).toBeUndefined();
    expect(startEmitThread(['a'], { operations: model.operations.slice(1) }, worker('small', ANSWERING), false)).toBeUndefined();
    expect(startEmitThread([], model, worker('unused', ANSWERING), false)).toBeUndefined();
  });

  it('gives each emitter the files the worker answered, sent the model once as data, and nothing for what it did not answer', async () => {
    const thread = startEmitThread(['a', 'b', 'c'], model, worker('answering', ANSWERING), false)!;
    expect(thread).toBeDefined();
    const [a, b, notAsked] = await Promise.all([thread.emit('a', model, context), thread.emit('b', model, context), thread.emit('other', model, context)]);
    expect(JSON.parse(a![0]!.contents)).toEqual({ document: { ['__proto__']: { polluted: true }, constructor: 1 }, operations: THREAD_MIN_OPERATIONS, context, hasOwnProto: true });
    expect(b, 'a failed emitter runs in the main thread').toBeUndefined();
    expect(notAsked, 'an emitter the thread was not started with').toBeUndefined();
    // `c` was never answered; the worker ends when its message handler is done, which answers it.
    expect(await thread.emit('c', model, context)).toBeUndefined();
    expect(thread.delivered()).toEqual(['a']);
  }, 60_000);

  it('answers nothing when the worker cannot load, or dies before answering', async () => {
    const failing = startEmitThread(['a'], model, worker('throws', "throw new Error('cannot load');\n"), false)!;
    expect(await failing.emit('a', model, context)).toBeUndefined();
    const dying = startEmitThread(['a'], model, worker('exits', "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', () => process.exit(3));\n"), false)!;
    expect(await dying.emit('a', model, context)).toBeUndefined();
    expect(dying.delivered()).toEqual([]);
  }, 60_000);

  it('answers nothing once stopped (a failure elsewhere, an interrupt), and stops on the context\'s signal', async () => {
    const silent = "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', () => setTimeout(() => undefined, 60_000));\n";
    const stopped = startEmitThread(['a'], model, worker('silent', silent), false)!;
    const pending = stopped.emit('a', model, context);
    stopped.stop();
    expect(await pending).toBeUndefined();
    const aborted = new AbortController();
    const interrupted = startEmitThread(['a'], model, worker('silent-too', silent), false)!;
    const waiting = interrupted.emit('a', model, { ...context, signal: aborted.signal });
    aborted.abort();
    expect(await waiting).toBeUndefined();
  }, 60_000);

  it('prints the types of the compiled CLI on the thread for a large document, and they are the types this thread prints, for hostile names and text', async () => {
    const spec = path.join(scratch, 'hostile.yaml');
    const operations = Array.from({ length: THREAD_MIN_OPERATIONS }, (_, index) =>
      [`  /things${index}/{id}:`, '    get:', `      operationId: getThing${index}`, '      summary: "*/ a summary\u2028that ends a comment"', '      parameters: [{name: id, in: path, required: true, schema: {type: string}}]', '      responses:', '        "200":', '          description: ok', '          content:', '            application/json:', '              schema: {$ref: "#/components/schemas/constructor"}'].join('\n'),
    );
    writeFileSync(
      spec,
      [
        'openapi: 3.1.0',
        'info: {title: "Hostile */", version: 1.0.0}',
        'paths:',
        ...operations,
        'components:',
        '  schemas:',
        '    constructor:',
        '      type: object',
        '      description: "ends */ here\u2028and on"',
        '      properties:',
        '        __proto__: {type: string, description: "the member that is data"}',
        '        constructor: {type: integer}',
        '        toString: {type: boolean}',
        '',
      ].join('\n'),
    );
    const out = path.join(scratch, 'out');
    const run = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'generate', '--spec', spec, '--out', out, '--outputs', 'types'], { cwd: scratch }, (error, _stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stderr });
      });
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("emitted types on the emitters' worker thread");
    const [inThisThread] = await generate({ specPath: spec, outputs: ['types'] }).then((result) => result.files.filter((file) => file.path === 'types.ts'));
    // The header names the regenerate command, which differs between the two runs.
    const body = (text: string): string => text.slice(text.indexOf('*/\n') + 3);
    const types = readFileSync(path.join(out, 'types.ts'), 'utf8');
    expect(types).toContain('"__proto__"?: string');
    expect(body(types)).toBe(body(inThisThread!.contents));
  }, 240_000);
});
