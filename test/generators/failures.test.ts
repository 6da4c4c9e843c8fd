/**
 * Every failure names file, line and pointer, never a bare JavaScript error (issue 11, point 6):
 * a crash of the Swagger 2.0 converter is located at the part of the document that causes it, and
 * a crash of an emitter at the operation it was working on.
 */
import { describe, expect, it } from 'vitest';
import { loadDocument, SpecError, type SpecProblem } from '../../generators/load/index.js';
import { generate } from '../../generators/pipeline.js';
import type { Emitter } from '../../generators/emit/emitter.js';
import { writeSpec } from './helpers/scratch.js';

async function refusal(run: Promise<unknown>): Promise<SpecProblem[]> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SpecError);
  return [...(error as SpecError).problems];
}

/** Azure's parameterized host with a `$ref` parameter, and no `schemes` (swagger2openapi reads `schemes.forEach`). */
const AZURE = `swagger: '2.0'
info: { title: blob, version: '1' }
x-ms-parameterized-host:
  hostTemplate: '{accountName}.blob.core.windows.net'
  parameters:
    - $ref: '#/parameters/AccountName'
paths:
  /c:
    get:
      operationId: list
      responses: { '200': { description: ok } }
parameters:
  AccountName: { name: accountName, in: path, required: true, type: string, x-ms-parameter-location: client }
`;

describe('the Swagger 2.0 converter', () => {
  it('failing on Azure\'s x-ms-parameterized-host is reported at that field, with the converter\'s reason', async () => {
    const file = writeSpec('azure-host', AZURE);
    const problems = await refusal(loadDocument(file));
    expect(problems).toEqual([
      expect.objectContaining({ file, line: 4, pointer: '/x-ms-parameterized-host', message: expect.stringMatching(/could not be converted to OpenAPI 3 here \(swagger2openapi: Cannot read properties of undefined \(reading 'forEach'\)\)/) }),
    ]);
  });

  it('converts the same document once it says its schemes', async () => {
    const loaded = await loadDocument(writeSpec('azure-host-schemes', AZURE.replace("info:", "schemes: [https]\ninfo:")));
    expect(loaded.document.servers).toEqual([{ url: 'https://{accountName}.blob.core.windows.net', variables: { accountName: { default: 'none', 'x-ms-parameter-location': 'client' } } }]);
  });
});

const TWO_OPERATIONS = `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a:
    get:
      operationId: fine
      responses: { '204': { description: none } }
  /b/{id}:
    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
    delete:
      operationId: explodes
      responses: { '204': { description: none } }
`;

describe('an emitter that crashes', () => {
  it('is reported at the operation it failed on: file, line and pointer', async () => {
    const file = writeSpec('emitter-crash', TWO_OPERATIONS);
    const crashing: Emitter = (model) => {
      for (const operation of model.operations) if (operation.operationId === 'explodes') (undefined as unknown as { split(): void }).split();
      return [];
    };
    const problems = await refusal(generate({ specPath: file, emitters: [{ name: 'crashing', emit: crashing }] }));
    expect(problems).toEqual([expect.objectContaining({ file, line: 11, pointer: '/paths/~1b~1{id}/delete', message: expect.stringMatching(/emitter "crashing" failed: Cannot read properties of undefined \(reading 'split'\)/) })]);
  });

  it('is reported at the document when it fails whatever the operations', async () => {
    const file = writeSpec('emitter-crash-whole', TWO_OPERATIONS);
    const problems = await refusal(generate({ specPath: file, emitters: [{ name: 'broken', emit: () => { throw new TypeError('x is not a function'); } }] }));
    expect(problems).toEqual([expect.objectContaining({ file, line: 0, pointer: '', message: 'emitter "broken" failed: x is not a function' })]);
  });
});
