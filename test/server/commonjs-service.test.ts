/**
 * A generated server run by a CommonJS service (decisions/0028): the server output of a document
 * with hostile text (backticks, `${`, U+2028 in its descriptions) compiled by tsc into CommonJS
 * JavaScript in a `"type": "commonjs"` package, with a service of its own beside it, then started
 * with plain `node`. server.js `require()`s server-schemas.js like any module, the route table reads
 * its schemas from it, and the server answers over HTTP. The consumer set-ups
 * (test/generators/consumer-setups.test.ts) type-check every output as CommonJS; this runs one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EMITTERS } from '../../generators/emit/index.js';
import { generate } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';
import { scratchDir } from '../generators/helpers/scratch.js';
import { runNode } from '../support/run-node.js';
import { sharedCompilerHost } from '../support/typescript-host.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/plain-api.yaml', import.meta.url));
const SERVER_EMITTERS = new Set(['types', 'server', 'runtime']);

/** The service: mounts the generated handlers, listens on a free port, asks three questions over HTTP, prints the answers. */
const SERVICE = `
import Fastify from 'fastify';
import { registerHandlers, type Handlers } from './api/server.js';
import { serverOptions } from './api/runtime/server-runtime.js';

const handlers: Handlers = {
  getWidgetsWidgetId: async ({ path }) => ({ status: 200, data: { name: \`widget \${path['widget-id']}\` } }),
  constructor_: () => ({ status: 204 }),
  createWidget: ({ body }) => ({ status: 201, data: { name: body.name } }),
};

async function main(): Promise<void> {
  const app = Fastify(serverOptions());
  registerHandlers(app, { handlers });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const answers = [];
  for (const [method, url, body] of [['GET', '/widgets/7'], ['GET', '/widgets/0'], ['POST', '/widgets', '{"name":1}']] as const) {
    const response = await fetch(base + url, { method, ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }) });
    answers.push({ method, url, status: response.status, body: await response.json() });
  }
  await app.close();
  // Proof of the module system this ran in: a CommonJS module has \`module\` and \`require\`.
  console.log(JSON.stringify({ commonjs: typeof module === 'object' && typeof require === 'function', answers }));
}

void main();
`;

/** Compiles the roots and what they import to JavaScript beside them, as the service's tsc would; returns the errors. */
function compile(roots: readonly string[]): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: ['node'],
    skipLibCheck: true,
  };
  // The worker's parsed library files (test/support/typescript-host.ts); the runtime's bodies, which are emitted.
  const program = ts.createProgram({ rootNames: roots, options, host: sharedCompilerHost(options, new Map(), ts, 'checked') });
  const emitted = program.emit();
  return [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a generated server in a CommonJS service', () => {
  it('compiles to CommonJS, is required like any module, reads its schemas from server-schemas.js and answers over HTTP', async () => {
    // Inside the repository, so fastify and ajv resolve from its node_modules; its own package.json makes it CommonJS.
    const service = scratchDir('commonjs-service');
    writeFileSync(path.join(service, 'package.json'), `${JSON.stringify({ name: 'commonjs-service', private: true, type: 'commonjs' })}\n`);
    const { files } = await generate({ specPath: FIXTURE, regenerateCommand: 'npm run generate', emitters: EMITTERS.filter((emitter) => SERVER_EMITTERS.has(emitter.name)) });
    await writeOutput(path.join(service, 'api'), files);
    writeFileSync(path.join(service, 'main.ts'), SERVICE);

    expect(compile([path.join(service, 'main.ts')])).toEqual([]);
    // CommonJS output: the schemas module is required, nothing is imported, nothing is read from disk.
    const server = readFileSync(path.join(service, 'api/server.js'), 'utf8');
    expect(server).toMatch(/^"use strict";/);
    expect(server).toContain('require("./server-schemas.js")');
    expect(server).not.toMatch(/^import /m);
    expect(server).not.toContain('openapi.json');

    const run = await runNode([path.join(service, 'main.js')], service);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const { commonjs, answers } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { commonjs: boolean; answers: { status: number; body: unknown }[] };
    expect(commonjs).toBe(true);
    // A handler's answer, then two refusals by the schemas server-schemas.js holds (minimum: 1; name: string).
    expect(answers.map(({ status, body }) => [status, body])).toEqual([
      [200, { name: 'widget 7' }],
      [400, { message: 'path parameter widget-id must be >= 1' }],
      [400, { message: 'body field name must be string' }],
    ]);
  }, 120_000);
});
