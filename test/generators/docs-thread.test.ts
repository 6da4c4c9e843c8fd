/**
 * A large document's docs page is rendered in a worker thread when the CLI runs compiled
 * (generators/emit/docs.ts, generators/emit/worker-thread.ts), and from the TypeScript sources
 * (as in this test process) in the main thread: the page must be the same either way.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCS_PATH } from '../../generators/emit/docs.js';
import { docsFiles } from '../../generators/emit/docs/files.js';
import type { GeneratedFile } from '../../generators/emit/emitter.js';
import { WORKER_MIN_OPERATIONS } from '../../generators/emit/worker-thread.js';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { generate } from '../../generators/pipeline.js';
// @ts-expect-error: a plain JavaScript module without declarations (it runs before any TypeScript loader).
import { compiledFolder, WORKER_ENTRIES } from '../../scripts/launch.mjs';
import { REPO_ROOT } from '../support/run-node.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'docs-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Enough operations for the worker, with Markdown, tags, parameters, a shared schema and text a page must escape. */
function largeDocument(): string {
  const paths = Array.from({ length: WORKER_MIN_OPERATIONS + 5 }, (_, index) => [
    `  /items${index}/{id}:`,
    `    get:`,
    `      operationId: getItem${index}`,
    `      tags: [${index % 2 === 0 ? 'even' : 'odd'}]`,
    `      summary: "Item ${index} <b>&amp;</b>"`,
    `      description: "Reads **item ${index}**; see [the list](#list). \\u00e9\\u2028"`,
    `      parameters: [{name: id, in: path, required: true, schema: {type: string, pattern: "^[a-z]+$"}}]`,
    `      responses: {"200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Item"}}}}}`,
  ].join('\n'));
  const components = 'components:\n  schemas:\n    Item: {type: object, required: [id], properties: {id: {type: string, description: "<script>x</script>"}, size: {type: integer, minimum: 0}}}';
  return `openapi: 3.1.0\ninfo: {title: Many, version: 1.0.0, description: "A *large* API"}\ntags: [{name: odd}, {name: even}]\npaths:\n${paths.join('\n')}\n${components}\n`;
}

function generateCompiled(spec: string, out: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'generate', '--spec', spec, '--out', out, '--outputs', 'docs'], { cwd: scratch }, (error, _stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stderr });
    });
  });
}

/** The page without its first line, the header naming the command that wrote it (which differs between a CLI run and generate()). */
function withoutHeader(page: string): string {
  return page.slice(page.indexOf('\n') + 1);
}

describe('the docs page of a large document', () => {
  const spec = path.join(scratch, 'many.yaml');
  writeFileSync(spec, largeDocument());

  it('is rendered by the compiled worker entry exactly as in this thread', async () => {
    const folder = (await compiledFolder()) as string | undefined;
    expect(folder, 'the CLI build').toBeDefined();
    // Every worker the generators start is in the build under the name they start it by.
    for (const name of Object.keys(WORKER_ENTRIES as object)) expect(existsSync(path.join(folder!, `${name}.mjs`)), name).toBe(true);
    const model = buildModel(await loadDocument(spec), { source: 'many.yaml' });
    const here = docsFiles(model, 'npm run generate');
    const fromWorker = await new Promise<GeneratedFile[]>((resolve, reject) => {
      const worker = new Worker(path.join(folder!, 'docs-worker.mjs'), { workerData: { model, regenerateCommand: 'npm run generate' } });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(fromWorker).toEqual(here);
    expect(here[0]!.contents).toContain('Reads <strong>item 7</strong>');
  }, 240_000);

  it('is the same page from the compiled CLI as from generate() in this process', async () => {
    const run = await generateCompiled(spec, path.join(scratch, 'out'));
    expect(run.code, run.stderr).toBe(0);
    const [file] = (await generate({ specPath: spec, outputs: ['docs'] })).files.filter((generated) => generated.path === DOCS_PATH);
    expect(withoutHeader(readFileSync(path.join(scratch, 'out', DOCS_PATH), 'utf8'))).toBe(withoutHeader(file!.contents));
  }, 240_000);
});
