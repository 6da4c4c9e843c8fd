/**
 * The server emitter on a document we did not write: the output type-checks with strict tsc, and
 * a server built on it answers over HTTP (plain bodies, hostile names and text). The real-world
 * documents beside the project (../shared/specs) are generated whole and type-checked by
 * test/corpus/shared-specs-generate.corpus.ts (`npm run test:corpus`), server included.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sharedCompilerHost } from '../support/typescript-host.js';
import { EMITTERS } from '../../generators/emit/index.js';
import { generate } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/plain-api.yaml', import.meta.url));
const SERVER_EMITTERS = new Set(['types', 'server', 'runtime']);

async function generateServer(specPath: string, name: string): Promise<string> {
  // Inside the repository so `fastify` and `ajv` resolve from its node_modules.
  const out = path.join(REPO, '.tmp', 'server', `${name}-${process.pid}-${Date.now()}`);
  mkdirSync(out, { recursive: true });
  const { files } = await generate({ specPath, regenerateCommand: 'npm run generate', emitters: EMITTERS.filter((emitter) => SERVER_EMITTERS.has(emitter.name)) });
  await writeOutput(out, files);
  return out;
}

function typeErrors(folder: string, files: readonly string[]): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const program = ts.createProgram({ rootNames: files.map((file) => path.join(folder, file)), options, host: sharedCompilerHost(options) });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file === undefined ? '' : `${path.relative(folder, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}: `;
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}

describe('server emitter on a document without our envelope', () => {
  it('emits code that type-checks, keeps hostile text inert, and serves plain bodies', async () => {
    const out = await generateServer(FIXTURE, 'plain');
    // The output and an implementation of its contract, type-checked in one program (it imports the output).
    const implementation = path.join(out, 'implementation.ts');
    writeFileSync(implementation, IMPLEMENTATION);
    expect(typeErrors(out, ['server.ts', 'implementation.ts'])).toEqual([]);
    const generated = await import(pathToFileURL(path.join(out, 'server.ts')).href);
    expect(generated.routes.map((route: { handler: string }) => route.handler)).toEqual(['getWidgetsWidgetId', 'constructor_', 'createWidget']);

    const text = readFileSync(path.join(out, 'server.ts'), 'utf8');
    // Schemas are read from server-schemas.ts by pointer, not printed: a `__proto__` property stays an own key.
    expect(text).toMatch(/schemaAt\(["']\/paths\//);
    expect(JSON.stringify(generated.api)).toContain('"__proto__":{');
    expect(text).not.toContain("*/ console.log('escaped')");

    const { build } = await import(pathToFileURL(implementation).href);
    const app = await build();
    const found = await app.inject({ url: '/widgets/7?verbose=true' });
    expect([found.statusCode, found.json()]).toEqual([200, { name: 'widget 7 (verbose)' }]);
    const missing = await app.inject({ url: '/widgets/9' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'no widget 9' }]);
    const deleted = await app.inject({ method: 'DELETE', url: '/widgets/7' });
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    const created = await app.inject({ method: 'POST', url: '/widgets', payload: { name: 'new' } });
    expect([created.statusCode, created.json()]).toEqual([201, { name: 'new' }]);
    const invalid = await app.inject({ method: 'POST', url: '/widgets', payload: { name: 1 } });
    // The document's own error body (its 404 `{message}`), not the house one.
    expect(invalid.json()).toEqual({ message: 'body field name must be string' });
    await app.close();
    rmSync(out, { recursive: true, force: true });
  }, 240_000);
});

/** A whole implementation of the fixture's contract, type-checked against the generated Handlers. */
const IMPLEMENTATION = `
import Fastify from 'fastify';
import { registerHandlers, type Handlers } from './server.js';
import { serverOptions } from './runtime/server-runtime.js';

const handlers: Handlers = {
  async getWidgetsWidgetId({ path, query }) {
    if (path['widget-id'] === 9) return { status: 404, data: { message: 'no widget 9' } };
    return { status: 200, data: { name: \`widget \${path['widget-id']}\${query.verbose === true ? ' (verbose)' : ''}\` } };
  },
  constructor_: () => ({ status: 204 }),
  createWidget: ({ body }) => ({ status: 201, data: { name: body.name } }),
};

export async function build() {
  const app = Fastify(serverOptions());
  registerHandlers(app, { handlers });
  await app.ready();
  return app;
}
`;
