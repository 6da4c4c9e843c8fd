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
  it('converts Azure\'s x-ms-parameterized-host with a $ref parameter and no schemes (it failed with a bare "reading \'forEach\'"): the server URL is scheme-relative, as for host', async () => {
    const loaded = await loadDocument(writeSpec('azure-host', AZURE));
    expect(loaded.document.servers).toEqual([{ url: '//{accountName}.blob.core.windows.net', variables: { accountName: { default: 'none', 'x-ms-parameter-location': 'client' } } }]);
  });

  it('converts the same document with its schemes, one server per scheme', async () => {
    const loaded = await loadDocument(writeSpec('azure-host-schemes', AZURE.replace("info:", "schemes: [https]\ninfo:")));
    expect(loaded.document.servers).toEqual([{ url: 'https://{accountName}.blob.core.windows.net', variables: { accountName: { default: 'none', 'x-ms-parameter-location': 'client' } } }]);
  });

  it.each([
    ['a string', "x-ms-parameterized-host: 'abc.example.net'", '/x-ms-parameterized-host', 'x-ms-parameterized-host must be an object with hostTemplate and parameters, not the string "abc.example.net"'],
    ['parameters as a map', "x-ms-parameterized-host: { hostTemplate: '{a}.x', parameters: { a: 1 } }", '/x-ms-parameterized-host/parameters', 'x-ms-parameterized-host.parameters must be a list of parameter objects, not an object'],
    ['a null parameter', "x-ms-parameterized-host: { hostTemplate: '{a}.x', parameters: [null] }", '/x-ms-parameterized-host/parameters/0', 'each of x-ms-parameterized-host.parameters must be a parameter object with a name, not null'],
    ['a $ref to nothing', "x-ms-parameterized-host: { hostTemplate: '{a}.x', parameters: [{ $ref: '#/parameters/Nope' }] }", '/x-ms-parameterized-host/parameters/0/$ref', '"#/parameters/Nope" does not name a parameter object in this document'],
    ['no hostTemplate', 'x-ms-parameterized-host: { parameters: [] }', '/x-ms-parameterized-host/hostTemplate', 'x-ms-parameterized-host.hostTemplate must be a string, not missing'],
  ])('refuses an x-ms-parameterized-host that is %s with what is wrong, located, never a JavaScript error', async (_name, host, pointer, message) => {
    const file = writeSpec('azure-host-malformed', AZURE.replace(/x-ms-parameterized-host:\n(  .*\n)+/, `${host}\n`));
    const problems = await refusal(loadDocument(file));
    expect(problems).toEqual([expect.objectContaining({ file, line: 3, pointer, message })]);
    expect(problems[0]!.line).toBeGreaterThan(0);
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

/** Security requirements naming schemes the document does not define, prototype names included. */
const UNDEFINED_SCHEMES = `openapi: 3.1.0
info: { title: t, version: '1' }
components:
  securitySchemes:
    userToken: { type: http, scheme: bearer }
paths:
  /a:
    get:
      operationId: a
      security: [{ userToken: [], partnerKey: [] }]
      responses: { '204': { description: none } }
  /b:
    get:
      operationId: b
      security: [{ toString: [] }, { __proto__: [] }]
      responses: { '204': { description: none } }
`;

describe('a refusal found while the model is built', () => {
  it('is reported as the document\'s problem at its pointer, not as a failure of the generator', async () => {
    const file = writeSpec('model-refusal', UNDEFINED_SCHEMES);
    const problems = await refusal(generate({ specPath: file, emitters: [] }));
    expect(problems.map(({ line, pointer, message }) => ({ line, pointer, message }))).toEqual([
      { line: 10, pointer: '/paths/~1a/get/security/0/partnerKey', message: 'security scheme "partnerKey" is not defined under components.securitySchemes' },
      { line: 15, pointer: '/paths/~1b/get/security/0/toString', message: 'security scheme "toString" is not defined under components.securitySchemes' },
      { line: 15, pointer: '/paths/~1b/get/security/1/__proto__', message: 'security scheme "__proto__" is not defined under components.securitySchemes' },
    ]);
    for (const problem of problems) expect(problem.hint).not.toMatch(/failure of the generator/);
  });
});

describe('a refusal of the model builder', () => {
  it('reaches the caller as the located problems it is, not as a failure of the generator', async () => {
    // ReadMe's response-http-behavior example in test/corpus names a scheme it never defines.
    const file = writeSpec('model-refusal-undefined', `openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths:\n  /cache:\n    get:\n      responses: { default: { description: ok } }\n      security:\n      - api_key: []\ncomponents: {}\n`);
    const problems = await refusal(generate({ specPath: file, outputs: ['types'] }));
    expect(problems).toEqual([
      { file, line: 8, column: 18, pointer: '/paths/~1cache/get/security/0/api_key', message: 'security scheme "api_key" is not defined under components.securitySchemes', hint: 'Define the scheme in components.securitySchemes or fix its name here.' },
    ]);
  });
});
