/**
 * readOnly and writeOnly members (client/fixtures/content-api.yaml: an Account with a readOnly
 * `id` and a writeOnly `password`, both required) in the generated server: a request without the
 * readOnly member is valid and a response without the writeOnly one is too, over real HTTP; the
 * handler types say the same (strict tsc): no readOnly member in the request body, no writeOnly
 * one in the answer; and a writeOnly member a handler returns anyway is never sent.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, removeApi, startApi, type RunningApi } from '../support/generated-api.js';
import { tsc } from '../client/helpers/tsc.js';
import { createValidators, describeError, SchemaSet } from '../../generators/runtime/server/validation.js';

const SPEC = fileURLToPath(new URL('../client/fixtures/content-api.yaml', import.meta.url));

let out: string;
let api: RunningApi;
const received: unknown[] = [];

beforeAll(async () => {
  out = await generateApi(SPEC, 'read-write');
  api = await startApi(out, {
    handlers: {
      createAccount: ({ body }: { body: { name: string } }) => {
        received.push(body);
        return { status: 201, data: { id: 'a1', name: body.name } };
      },
    },
  });
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (out !== undefined) removeApi(out);
});

async function post(body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.baseUrl}/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

describe('the generated server with readOnly and writeOnly members', () => {
  it('takes a request without the readOnly member, and answers without the writeOnly one', async () => {
    expect(await post({ name: 'ada', password: 'secret' })).toEqual({ status: 201, body: { id: 'a1', name: 'ada' } });
    expect(received).toEqual([{ name: 'ada', password: 'secret' }]);
  });

  it('still requires the members that are not marked, on each side', async () => {
    expect((await post({ name: 'ada' })).status).toBe(400);
    expect((await post({ password: 'secret' })).status).toBe(400);
  });

  it('never sends a writeOnly member a handler returns anyway (a stored record): the answer is off-contract, 500', async () => {
    // TypeScript lets a variable holding more members than the answer type through, so the
    // handler types alone do not keep a stored password off the wire.
    const leaking = await startApi(out, {
      handlers: { createAccount: ({ body }: { body: { name: string; password: string } }) => ({ status: 201, data: { id: 'a2', name: body.name, password: body.password } }) },
    });
    try {
      const response = await fetch(`${leaking.baseUrl}/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'ada', password: 'secret' }) });
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(text).not.toContain('secret');
    } finally {
      await leaking.close();
    }
  });

  it('says which member must not be sent', () => {
    const set = new SchemaSet();
    const index = set.add({ $ref: '#/components/schemas/Account' }, 'test');
    const components = { schemas: { Account: { type: 'object', required: ['password'], properties: { name: { type: 'string' }, password: { type: 'string', writeOnly: true } } } } };
    const validate = set.compile(createValidators().responses, components, 'response')[index]!;
    expect(validate({ name: 'ada' })).toBe(true);
    expect(validate({ name: 'ada', password: 'x' })).toBe(false);
    expect(describeError('body', validate.errors)).toBe('body field password must not be sent');
  });

  it('types the handler: no readOnly member in the body, no writeOnly one in the answer (strict tsc)', async () => {
    // One compiler run over both files (each a module of its own, so neither affects the other):
    // the handlers as written, whose @ts-expect-error lines must each meet their error, and the
    // same handlers without the markers, which must report exactly those errors.
    writeFileSync(path.join(out, 'handlers.ts'), HANDLERS);
    writeFileSync(path.join(out, 'handlers-unmarked.ts'), HANDLERS.replace(/\/\/ @ts-expect-error /g, '// (expected) '));
    const options = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, exactOptionalPropertyTypes: true, skipLibCheck: true, noEmit: true, types: ['node'] };
    writeFileSync(path.join(out, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['handlers.ts', 'handlers-unmarked.ts'] }));
    const result = await tsc(path.join(out, 'tsconfig.json'));
    // Nothing at all about handlers.ts (continuation lines of a message are indented).
    expect(result.output.split('\n').filter((line) => line !== '' && !line.startsWith(' ') && !/(^|\/)handlers-unmarked\.ts\(/.test(line))).toEqual([]);
    expect(result.diagnostics.map((diagnostic) => [path.basename(diagnostic.file), diagnostic.line, diagnostic.code])).toEqual([
      ['handlers-unmarked.ts', 8, 'TS2322'],
      ['handlers-unmarked.ts', 12, 'TS2353'],
    ]);
  }, 120_000);
});

const HANDLERS = `import type { CreateAccountResponse, Handlers } from './server.js';

export const createAccount: Handlers['createAccount'] = (request) => {
  const name: string = request.body.name;
  const password: string = request.body.password;
  if (name === '') {
    // @ts-expect-error TS2322 the readOnly id is never in a request body
    const id: string = request.body.id;
    return { status: 201, data: { id, name } };
  }
  // @ts-expect-error TS2353 the writeOnly password is never in an answer
  const leaky: CreateAccountResponse = { status: 201, data: { id: 'a1', name, password } };
  return name === 'leaky' ? leaky : { status: 201, data: { id: 'a1', name } };
};
`;
