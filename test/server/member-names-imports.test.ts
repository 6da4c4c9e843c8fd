/**
 * server.ts imports only what its code uses (so strict consumers' noUnusedLocals passes), found by
 * scanning the code for the imported names. Handler methods and route-table keys are named by the
 * document: an operation whose identifier is an imported name (`paths`, `documentSchemas`,
 * `bundledDocument`) is a method of `Handlers`, not a use. Counted as one, `paths` and
 * `documentSchemas` were imported unused, and `bundledDocument`, in a document whose routes
 * reference no schema, imported ./server-schemas.js, which is then not generated: generate failed
 * with "which no emitter of the outputs ... produces. This is a generator bug."
 */
import { describe, expect, it } from 'vitest';
import { EMITTERS } from '../../generators/emit/index.js';
import { generate } from '../../generators/pipeline.js';
import { document, writeDocument } from './helpers/generated-server.js';

const NONE = `responses: {"204": {description: none}}`;

async function serverFile(paths: string): Promise<string> {
  const specPath = writeDocument('member-names', document(paths));
  const { files } = await generate({ specPath, emitters: EMITTERS.filter((emitter) => ['types', 'server', 'runtime'].includes(emitter.name)) });
  return files.find((file) => file.path === 'server.ts')!.contents;
}

function importLines(server: string): string {
  return server.split('\n').filter((line) => /^import |^\} from /.test(line) || /^ {2}\w+,$/.test(line)).join('\n');
}

describe('operations named like the names server.ts imports', () => {
  it('generates, and imports neither server-schemas.js nor paths nor documentSchemas, when nothing reads them', async () => {
    const server = await serverFile(`  /a:
    get: {operationId: bundledDocument, ${NONE}}
    put: {operationId: paths, ${NONE}}
    post: {operationId: documentSchemas, ${NONE}}
    delete: {operationId: registerRoutes, ${NONE}}`);
    expect(server).toMatch(/^ {2}bundledDocument\(/m);
    expect(server).not.toContain('server-schemas.js');
    expect(importLines(server)).not.toMatch(/\bpaths\b|\bdocumentSchemas\b/);
    // registerRoutes is used by registerHandlers itself, so it stays.
    expect(importLines(server)).toMatch(/\bregisterRoutes\b/);
  }, 120_000);

  it('still imports them where the route table reads a schema', async () => {
    const server = await serverFile(`  /a/{id}:
    get: {operationId: bundledDocument, parameters: [{name: id, in: path, required: true, schema: {type: integer}}], ${NONE}}`);
    expect(server).toContain(`from './server-schemas.js'`);
    expect(importLines(server)).toMatch(/\bdocumentSchemas\b/);
    expect(importLines(server)).toMatch(/\bpaths\b/);
  }, 120_000);
});
