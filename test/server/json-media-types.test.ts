/**
 * A body declared as a structured JSON type (`application/merge-patch+json`) is taken with the
 * parameters clients add to a Content-Type, as `application/json` is: the runtime's `+json`
 * parser was matched against the whole header, so `; charset=utf-8` answered 400.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, removeApi, startApi, type RunningApi } from '../support/generated-api.js';

const SPEC = fileURLToPath(new URL('./fixtures/json-media-types.yaml', import.meta.url));

let out: string;
let api: RunningApi;

beforeAll(async () => {
  out = await generateApi(SPEC, 'json-media-types');
  api = await startApi(out, { handlers: { patchItem: ({ body }: { body: unknown }) => ({ status: 200, data: body }) } });
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (out !== undefined) removeApi(out);
});

async function patch(contentType: string, body: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.baseUrl}/items/1`, { method: 'PATCH', headers: { 'content-type': contentType }, body });
  return { status: response.status, body: await response.json() };
}

describe('a body declared application/merge-patch+json', () => {
  it.each(['application/merge-patch+json', 'application/merge-patch+json; charset=utf-8', 'application/merge-patch+json;charset=UTF-8', 'Application/Merge-Patch+JSON; charset="utf-8"'])(
    'is taken with Content-Type %s',
    async (contentType) => {
      expect(await patch(contentType, '{"name":"a"}')).toEqual({ status: 200, body: { name: 'a' } });
    },
  );

  // 415: the operation lists neither 400 nor 415 (decisions/0029; where it lists 400 alone, that 400).
  it.each(['application/merge-patch+jsonx', 'application/merge-patch+json-seq; charset=utf-8', 'text/merge-patch+json'])('is refused with 415 under Content-Type %s', async (contentType) => {
    expect(await patch(contentType, '{"name":"a"}')).toEqual({
      status: 415,
      body: { type: 'about:blank', status: 415, title: 'Unsupported Media Type', code: 'unsupported_media_type', detail: expect.stringMatching(/is not accepted; send application\/merge-patch\+json$/) },
    });
  });

  it('still refuses malformed JSON under the structured type with parameters', async () => {
    const answer = await patch('application/merge-patch+json; charset=utf-8', '{"name":');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400 });
  });
});
