/**
 * Boolean schemas (3.1: `true` accepts any value, `false` none) on the server: the loader takes
 * them wherever a schema may stand (load/structure.ts), and validation reads them as JSON Schema
 * does, in requests and in answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { FIXTURES } from '../generators/helpers/scratch.js';

let answer: { status: number; data?: unknown; code?: string } = { status: 200, data: 'anything' };
let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp('boolean-schemas', readFileSync(path.join(FIXTURES, 'boolean-schemas.yaml'), 'utf8'), {
    handlers: { makeThing: () => answer },
  });
});
afterAll(async () => {
  await served?.app.close();
});

const post = (payload: unknown, url = '/things/7?q=x') => served.app.inject({ method: 'POST', url, payload: payload as object });

describe('boolean schemas on the server', () => {
  it('take what `true` schemas allow: any parameter value, any member value, any answer', async () => {
    for (const data of ['anything', 42, null, { a: [1] }]) {
      answer = { status: 200, data };
      const response = await post({ name: 'n', anything: { deep: [null] }, any: 1, tagged: 's', either: 3, pair: ['a', 2], has: [0], names: { k: 1 }, defs: 'd' });
      expect([response.statusCode, response.json()]).toEqual([200, data]);
    }
  });

  it('refuse what `false` schemas forbid, naming the member', async () => {
    answer = { status: 200, data: 'ok' };
    for (const [member, value] of [['legacy', 1], ['never', 'x'], ['pair', ['a', 2, 3]], ['notAny', 1], ['tagged', 1], ['has', []]] as const) {
      const response = await post({ name: 'n', [member]: value });
      expect(response.statusCode, `${member}: ${response.body}`).toBe(400);
      expect(response.body).toContain(member);
    }
  });

  it('answer 500 rather than send a body its `false` schema forbids', async () => {
    answer = { status: 400, data: { anything: true } };
    expect((await post({ name: 'n' })).statusCode).toBe(500);
    expect(served.logs.some((line) => line.includes("returned a 400 body that does not match its schema: body boolean schema is false"))).toBe(true);
  });
});
