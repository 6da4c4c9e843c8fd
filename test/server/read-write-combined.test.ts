/**
 * A readOnly or writeOnly member that one schema declares and another schema of the same value
 * requires (runtime/server/read-write.ts, `markedNames`): `User: {allOf: [{$ref: Entity},
 * {required: [id, secret, name]}]}` with `id` readOnly and `secret` writeOnly in Entity, `required`
 * beside an `allOf` that declares the name, and a component of its own that only requires
 * (`Identified`) combined with Entity by `$ref`. The generated types leave `id` out of the request
 * and `secret` out of the answer (openapi-fetch's `Writable` and `Readable` drop a member any part
 * of the intersection marks); the server must not require them there either.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, removeApi, startApi, type RunningApi } from '../support/generated-api.js';

const SPEC = fileURLToPath(new URL('./fixtures/read-write-combined.yaml', import.meta.url));

let out: string;
let api: RunningApi;
const received: unknown[] = [];
/** What each handler answers: the body it was given with an id, less the writeOnly secret. */
const answer = ({ body }: { body: Record<string, unknown> }) => {
  received.push(body);
  const { secret: _secret, ...rest } = body;
  return { status: 201, data: { ...rest, id: 'x1' } };
};

beforeAll(async () => {
  out = await generateApi(SPEC, 'read-write-combined');
  api = await startApi(out, { handlers: { createUser: answer, createNote: answer, createTag: answer } });
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (out !== undefined) removeApi(out);
});

async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

describe('readOnly and writeOnly members required by another schema of the same value', () => {
  it('takes a request without the readOnly id and answers without the writeOnly secret (allOf of a reference and an inline member)', async () => {
    received.length = 0;
    expect(await post('/users', { name: 'ada', secret: 's' })).toEqual({ status: 201, body: { name: 'ada', id: 'x1' } });
    expect(received).toEqual([{ name: 'ada', secret: 's' }]);
  });

  it('does the same where required sits beside the allOf that declares the name', async () => {
    expect(await post('/notes', { text: 'hello' })).toEqual({ status: 201, body: { text: 'hello', id: 'x1' } });
  });

  it('does the same for a component that only requires the names, combined with their declarations by reference', async () => {
    expect(await post('/tags', { label: 'red', secret: 's' })).toEqual({ status: 201, body: { label: 'red', id: 'x1' } });
  });

  it('still requires what is not marked: the writeOnly secret in requests, the other members', async () => {
    expect(await post('/users', { name: 'ada' })).toMatchObject({ status: 400, body: { detail: 'body field secret is required' } });
    expect(await post('/users', { secret: 's' })).toMatchObject({ status: 400, body: { detail: 'body field name is required' } });
    expect(await post('/tags', { label: 'red' })).toMatchObject({ status: 400, body: { detail: 'body field secret is required' } });
    expect(await post('/notes', {})).toMatchObject({ status: 400, body: { detail: 'body field text is required' } });
  });

  it('still refuses an answer without the readOnly id, and one holding the writeOnly secret (500, nothing sent)', async () => {
    const leaky = await startApi(out, {
      handlers: {
        createUser: ({ body }: { body: Record<string, unknown> }) => ({ status: 201, data: { ...body } }),
        createTag: ({ body }: { body: Record<string, unknown> }) => ({ status: 201, data: { ...body, id: 'x2' } }),
      },
      partial: true,
    });
    try {
      for (const [path, body] of [['/users', { name: 'ada', secret: 's3cr3t' }], ['/tags', { label: 'red', secret: 's3cr3t' }]] as const) {
        const response = await fetch(`${leaky.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expect(response.status).toBe(500);
        expect(await response.text()).not.toContain('s3cr3t');
      }
    } finally {
      await leaky.close();
    }
  });
});
