/**
 * Where a finding made after bundling is said: at the file, line and pointer where that part is
 * written (load/index.ts `placer`, load/origins.ts), not at the root file's 1:1 with a pointer
 * into the bundle. A Swagger 2.0 document's places are said in its own terms (`#/definitions/…`),
 * not in those of the OpenAPI 3 document it was converted to (load/swagger-places.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument, SpecError, type SpecProblem } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { scratchDir } from './helpers/scratch.js';

async function problemsOf(file: string): Promise<SpecProblem[]> {
  try {
    await loadDocument(file);
  } catch (error) {
    if (error instanceof SpecError) return [...error.problems];
    throw error;
  }
  throw new Error(`expected ${file} to be refused`);
}

/** Each problem as `file:line:col pointer` with the file's absolute path, as the report names it. */
function places(problems: readonly SpecProblem[]): string[] {
  return problems.map((problem) => `${path.resolve(problem.file)}:${problem.line}:${problem.column} ${problem.pointer}`);
}

function files(name: string, contents: Record<string, string>): (file: string) => string {
  const dir = scratchDir(name);
  for (const [file, text] of Object.entries(contents)) writeFileSync(path.join(dir, file), text);
  return (file) => path.join(dir, file);
}

const ROOT_31 = `openapi: 3.1.0
info: { title: places, version: '1' }
paths:
  /things:
    get:
      operationId: getThing
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: './thing.yaml'
components:
  schemas:
    Local:
      type: string
      enum: []
`;

const THING = `type: object
properties:
  kind:
    type: string
    enum: []
  pet:
    oneOf:
      - $ref: '#/$defs/Cat'
    discriminator:
      propertyName: kind
      mapping:
        cat: MAPPED
$defs:
  Cat:
    type: object
    properties: { kind: { type: string } }
`;

describe('findings made after bundling, in a referenced file', () => {
  it('says a warning in the referenced file, at its line and its own pointer; one in the root as before', async () => {
    const at = files('places-warning', { 'api.yaml': ROOT_31, 'thing.yaml': THING.replace('MAPPED', "'#/$defs/Cat'") });
    const { warnings } = await loadDocument(at('api.yaml'));
    // Before: `api.yaml:18:5 /components/schemas/thing/properties/kind/enum`, a place api.yaml does not have.
    expect(places(warnings)).toEqual([`${at('api.yaml')}:18:13 /components/schemas/Local/enum`, `${at('thing.yaml')}:5:11 /properties/kind/enum`]);
    expect(warnings.map((warning) => warning.file)).toEqual([at('api.yaml'), path.relative(process.cwd(), at('thing.yaml'))]);
  });

  it('says an error in the referenced file, at its line and its own pointer', async () => {
    const at = files('places-error', { 'api.yaml': ROOT_31, 'thing.yaml': THING.replace('MAPPED', 'Dog') });
    const problems = await problemsOf(at('api.yaml'));
    // Before: `api.yaml:13:17 /components/schemas/thing/properties/pet/discriminator/mapping/cat`.
    expect(places(problems)).toEqual([`${at('thing.yaml')}:12:14 /properties/pet/discriminator/mapping/cat`]);
    expect(problems[0]!.message).toContain('names schema "Dog"');
  });

  it('says an operation of a referenced path item in its file', async () => {
    const at = files('places-path-item', {
      'api.yaml': ROOT_31.replace("$ref: './thing.yaml'", 'type: string').replace('components:', "  /pets: { $ref: './pets.yaml' }\ncomponents:"),
      'pets.yaml': "get:\n  operationId: getThing\n  responses:\n    '200': { description: ok }\n",
    });
    const problems = await problemsOf(at('api.yaml'));
    expect(places(problems)).toEqual([`${at('pets.yaml')}:2:16 /get/operationId`]);
  });
});

const SWAGGER = `swagger: '2.0'
info: { title: places, version: '1' }
paths:
  /things/{id}:
    parameters:
      - { name: id, in: path, required: true, type: string }
    post:
      operationId: makeThing
      parameters:
        - name: body
          in: body
          schema:
            type: object
            properties:
              colour: { type: string, enum: [] }
        - name: mode
          in: query
          type: string
          enum: []
      responses:
        '200':
          description: ok
          schema:
            type: object
            properties:
              size: { type: string, enum: [] }
  /forms:
    post:
      operationId: sendForm
      consumes: [application/x-www-form-urlencoded]
      parameters:
        - { name: note, in: formData, type: string, enum: [] }
      responses:
        '204': { description: none }
definitions:
  Thing:
    type: object
    properties:
      kind:
        type: string
        enum: []
`;

describe('findings the model makes, after loading', () => {
  it('says them where the loader would: in a referenced file, or where a 2.0 document writes them', async () => {
    const at = files('places-model', {
      'api.yaml': ROOT_31.replace("$ref: './thing.yaml'", 'type: string').replace('components:', "  /pets: { $ref: './pets.yaml' }\ncomponents:"),
      'pets.yaml': "get:\n  operationId: listPets\n  security: [{ nowhere: [] }]\n  responses:\n    '200': { description: ok }\n",
      'sw.yaml': SWAGGER.replace('      operationId: makeThing\n', '      operationId: makeThing\n      security: [{ nowhere: [] }]\n'),
    });
    const refusal = async (file: string): Promise<SpecProblem[]> => {
      try {
        buildModel(await loadDocument(at(file)), { source: file });
      } catch (error) {
        if (error instanceof SpecError) return [...error.problems];
        throw error;
      }
      throw new Error(`expected ${file} to be refused`);
    };
    // Before: `api.yaml:…  /paths/~1pets/get/security/0/nowhere`, the root file's nearest line.
    expect(places(await refusal('api.yaml'))).toEqual([`${at('pets.yaml')}:3:25 /get/security/0/nowhere`]);
    // A place 2.0 writes where 3.x does (so unchanged): the model's findings reach the 2.0 document through the same finder.
    expect(places(await refusal('sw.yaml'))).toEqual([`${at('sw.yaml')}:9:29 /paths/~1things~1{id}/post/security/0/nowhere`]);
  });
});

describe('findings in a Swagger 2.0 document, in its own terms', () => {
  it('says each at the place the 2.0 document writes, not at the converted one', async () => {
    const at = files('places-swagger', { 'sw.yaml': SWAGGER });
    const { warnings } = await loadDocument(at('sw.yaml'));
    // Before: the 3.x pointers at the nearest line the 2.0 text has, `sw.yaml:1:1` for the definition, and the
    // query parameter as `post/parameters/0/schema/enum`, the index of the body parameter, which had left the list.
    expect(places(warnings)).toEqual([
      `${at('sw.yaml')}:19:17 /paths/~1things~1{id}/post/parameters/1/enum`,
      `${at('sw.yaml')}:15:45 /paths/~1things~1{id}/post/parameters/0/schema/properties/colour/enum`,
      `${at('sw.yaml')}:26:43 /paths/~1things~1{id}/post/responses/200/schema/properties/size/enum`,
      `${at('sw.yaml')}:32:59 /paths/~1forms/post/parameters/0/enum`,
      `${at('sw.yaml')}:41:15 /definitions/Thing/properties/kind/enum`,
    ]);
  });

  it('says shared parameters and responses under their 2.0 names', async () => {
    const shared = SWAGGER.replace("      responses:\n        '200':", "        - $ref: '#/parameters/Shared'\n      responses:\n        default: { $ref: '#/responses/Oops' }\n        '200':").concat(
      'parameters:\n  Shared: { name: shared, in: query, type: string, enum: [] }\nresponses:\n  Oops:\n    description: oops\n    schema: { type: string, enum: [] }\n',
    );
    const at = files('places-swagger-shared', { 'sw.yaml': shared });
    const { warnings } = await loadDocument(at('sw.yaml'));
    expect(places(warnings).filter((place) => !place.includes('/paths/') && !place.includes('/definitions/'))).toEqual([`${at('sw.yaml')}:45:58 /parameters/Shared/enum`, `${at('sw.yaml')}:49:35 /responses/Oops/schema/enum`]);
  });

  it('says a finding in a file the 2.0 document references in that file', async () => {
    const at = files('places-swagger-file', {
      'sw.yaml': SWAGGER.replace(/definitions:[\s\S]*/, 'definitions:\n  Thing: { $ref: ./thing.yaml }\n'),
      'thing.yaml': 'type: object\nproperties:\n  kind:\n    type: string\n    enum: []\n',
    });
    const { warnings } = await loadDocument(at('sw.yaml'));
    expect(places(warnings).at(-1)).toBe(`${at('thing.yaml')}:5:11 /properties/kind/enum`);
  });
});
