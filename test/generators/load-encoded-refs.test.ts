/**
 * `$ref`s are URI references (RFC 3986): a percent-encoded file name names the decoded file,
 * which the loader reads (load/resolver.ts `fileSpelling`), and a decoded `..` is held to the
 * document's folder like any other.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument, SpecError } from '../../generators/load/index.js';
import { scratchDir } from './helpers/scratch.js';

function documentReferring(ref: string): string {
  return `openapi: 3.1.0
info: { title: refs, version: '1' }
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '${ref}' } } } }
`;
}

function folderWithSchemas(name: string): string {
  const dir = scratchDir(name);
  mkdirSync(path.join(dir, 'api', 'my schemas'), { recursive: true });
  writeFileSync(path.join(dir, 'api', 'my schemas', 'pet.yaml'), 'Pet: { type: object, properties: { name: { type: string } } }\n');
  writeFileSync(path.join(dir, 'outside.yaml'), 'Pet: { type: string }\n');
  return dir;
}

async function loadedSchema(dir: string, ref: string): Promise<unknown> {
  const file = path.join(dir, 'api', 'openapi.yaml');
  writeFileSync(file, documentReferring(ref));
  const document = (await loadDocument(file)).document as any;
  const schema = document.paths['/pets'].get.responses['200'].content['application/json'].schema;
  // Bundling moves the file's schema into components and leaves a local reference.
  return typeof schema.$ref === 'string' ? document.components.schemas[schema.$ref.split('/').pop()] : schema;
}

describe('percent-encoded $refs', () => {
  it.each([
    ['encoded, as a URI writes a space', 'my%20schemas/pet.yaml#/Pet'],
    ['as written, which readers have always accepted', 'my schemas/pet.yaml#/Pet'],
  ])('reads the file: %s', async (_name, ref) => {
    const schema = await loadedSchema(folderWithSchemas('encoded-ref'), ref);
    expect(schema).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
  });

  it('names the component a whole file brings in by its decoded name, and refers to it so (it was refused at a correct $ref)', async () => {
    const dir = scratchDir('encoded-file-name');
    mkdirSync(path.join(dir, 'api', 'modèles'), { recursive: true });
    writeFileSync(path.join(dir, 'api', 'modèles', 'é.yaml'), 'type: object\nproperties: { y: { type: string } }\n');
    const file = path.join(dir, 'api', 'openapi.yaml');
    writeFileSync(file, documentReferring('mod%C3%A8les/%C3%A9.yaml'));
    // Before: `$ref "#/components/schemas/%C3%A9" does not name a schema under #/components/schemas`.
    const document = (await loadDocument(file)).document as any;
    expect(Object.keys(document.components.schemas)).toEqual(['é']);
    expect(document.paths['/pets'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/é' });
  });

  it('reads the decoded name first where a file is also named with the escape itself, as mtc lint does', async () => {
    const dir = folderWithSchemas('encoded-both');
    mkdirSync(path.join(dir, 'api', 'my%20schemas'));
    writeFileSync(path.join(dir, 'api', 'my%20schemas', 'pet.yaml'), 'Pet: { type: integer }\n');
    expect(await loadedSchema(dir, 'my%20schemas/pet.yaml#/Pet')).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
  });

  it('holds a decoded ".." to the document folder', async () => {
    const attempt = loadedSchema(folderWithSchemas('encoded-escape'), '..%2Foutside.yaml#/Pet');
    await expect(attempt).rejects.toThrow(SpecError);
    await expect(attempt).rejects.toThrow(/outside the document's folder/);
  });

  it('names the file read, not the escaped reference, in a problem inside it and in a place diff reports', async () => {
    const dir = scratchDir('encoded-located');
    mkdirSync(path.join(dir, 'api', 'my schemas'), { recursive: true });
    const schemaFile = path.join(dir, 'api', 'my schemas', 'pet.yaml');
    const file = path.join(dir, 'api', 'openapi.yaml');
    writeFileSync(file, documentReferring('my%20schemas/pet.yaml'));
    writeFileSync(schemaFile, 'type: object\nproperties:\n  name: { type: int }\n');
    // Before: reported in `api/my%20schemas/pet.yaml`, a file that does not exist.
    const refused = await loadDocument(file).then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(SpecError);
    expect((refused as SpecError).problems.map((problem) => problem.file)).toEqual([path.relative(process.cwd(), schemaFile)]);
    writeFileSync(schemaFile, 'type: object\nproperties:\n  name: { type: string }\n');
    const loaded = await loadDocument(file);
    const pointer = `${(loaded.document as any).paths['/pets'].get.responses['200'].content['application/json'].schema.$ref.slice(1)}/properties/name`;
    expect(loaded.origin(pointer)).toMatchObject({ absolutePath: schemaFile, pointer: '/properties/name', line: 3 });
  });
});
