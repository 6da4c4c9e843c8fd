/**
 * The schema objects one validation applies are bounded (schema-work.ts, decisions/0014): the
 * document decides how many there are per value, so `S1: allOf: [S0, S0]`, `S2: allOf: [S1, S1]`,
 * … made every valid body of a few bytes cost 2^n applications (n = 24: about 0.3-1 s a request),
 * and a recursive union naming itself twice doubles the work per level of the body. Past
 * SCHEMA_WORK_LIMIT the value set is refused with the document's 400 (a 500 for an answer), never
 * answered unchecked. Assertions are on the answers and the work counted, not on time.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions } from '../../generators/runtime/server-runtime.js';
import { createValidators, SchemaSet, stoppedAtWorkLimit } from '../../generators/runtime/server/validation.js';
import type { JsonSchema } from '../../generators/runtime/server/contract.js';
import { SCHEMA_WORK_LIMIT, schemaWorkSpent } from '../../generators/runtime/server/schema-work.js';

/** S0 an object with a required string; each S(i) the allOf of S(i-1) twice, so S(n) applies S0 2^n times. */
function doublingChain(levels: number): { [name: string]: unknown } {
  const schemas: { [name: string]: unknown } = { S0: { type: 'object', required: ['x'], properties: { x: { type: 'string' } } } };
  for (let level = 1; level <= levels; level++) {
    const below = { $ref: `#/components/schemas/S${level - 1}` };
    schemas[`S${level}`] = { allOf: [below, below] };
  }
  return { schemas };
}

/** R applies A twice and A names R for its member `r`: each level of `{r: {r: …}}` doubles the work. */
const selfDoubling = {
  schemas: {
    R: { allOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/A' }] },
    A: { type: 'object', properties: { r: { $ref: '#/components/schemas/R' } } },
  },
};

function nested(levels: number): { [key: string]: unknown } {
  let value: { [key: string]: unknown } = {};
  for (let level = 0; level < levels; level++) value = { r: value };
  return value;
}

/** A route taking `schema` as its body and answering the body it got, under `answerSchema`. */
async function server(components: { [key: string]: unknown }, schema: JsonSchema, answerSchema: JsonSchema = schema) {
  const app = Fastify(serverOptions({ logger: false }));
  registerRoutes(
    app,
    {
      securitySchemes: [],
      components,
      routes: [
        {
          operationId: 'post',
          handler: 'post',
          method: 'POST',
          path: '/things',
          parameters: [],
          body: { required: true, contentType: 'application/json', schema },
          responses: [{ status: 200, shape: 'plain', contentType: 'application/json', schema: answerSchema, errorCodes: [] }],
          security: [],
          roles: [],
        },
      ],
    },
    { handlers: { post: ({ body }) => ({ status: 200, data: body }) } },
  );
  await app.ready();
  return app;
}

describe('schema work per value set', () => {
  it('counts the members of an allOf wider than the blocks the server validates it in', async () => {
    // Each level an allOf of 65 references to the level below (one more than a block holds,
    // wide-members.ts): marked after the split, only the blocks were counted, and 65^4 (17.8
    // million) applications of S0 were answered 200 with no work counted.
    const schemas: { [name: string]: unknown } = { S0: { type: 'object', required: ['x'] } };
    for (let level = 1; level <= 4; level++) schemas[`S${level}`] = { allOf: Array.from({ length: 65 }, () => ({ $ref: `#/components/schemas/S${level - 1}` })) };
    const app = await server({ schemas }, { $ref: '#/components/schemas/S4' }, {});
    const answer = await app.inject({ method: 'POST', url: '/things', payload: { x: 'a' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ detail: expect.stringMatching(/^body needs more checks than the server's work limit allows/) });
    expect(schemaWorkSpent()).toBe(SCHEMA_WORK_LIMIT);
    await app.close();
  });

  it('refuses a body whose schema applies one object 2^24 times, in the document\'s 400', async () => {
    const app = await server(doublingChain(24), { $ref: '#/components/schemas/S24' }, {});
    const answer = await app.inject({ method: 'POST', url: '/things', payload: { x: 'a' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ detail: expect.stringMatching(/^body needs more checks than the server's work limit allows/) });
    // The refusal stops at the limit: no more is spent than it allows.
    expect(schemaWorkSpent()).toBe(SCHEMA_WORK_LIMIT);
    // A value that fails early costs little and meets the document's own message.
    expect((await app.inject({ method: 'POST', url: '/things', payload: { y: 'a' } })).json()).toMatchObject({ detail: 'body field x is required' });
    await app.close();
  });

  it('refuses a nested body whose recursive schema doubles its work per level', async () => {
    const app = await server(selfDoubling, { $ref: '#/components/schemas/R' }, {});
    // Twelve levels: a few thousand applications, answered.
    expect((await app.inject({ method: 'POST', url: '/things', payload: nested(12) })).statusCode).toBe(200);
    const deep = await app.inject({ method: 'POST', url: '/things', payload: nested(40) });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ detail: expect.stringMatching(/^body needs more checks/) });
    await app.close();
  });

  it('answers a large ordinary body: the limit is far above what a 1 MiB body of plain items costs', async () => {
    const items = Array.from({ length: 40_000 }, (_, index) => ({ id: index, name: 'n' }));
    const app = await server({}, { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, name: { type: 'string' } } } });
    const answer = await app.inject({ method: 'POST', url: '/things', payload: items });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveLength(40_000);
    // The answer was validated last: three applications an item (the item and its two members).
    expect(schemaWorkSpent()).toBeLessThan(SCHEMA_WORK_LIMIT / 10);
    await app.close();
  });

  it('treats an answer past the limit as an answer that fails its schema (500), never sent unchecked', async () => {
    const app = await server(doublingChain(24), { type: 'object' }, { $ref: '#/components/schemas/S24' });
    const answer = await app.inject({ method: 'POST', url: '/things', payload: { x: 'a' } });
    expect(answer.statusCode).toBe(500);
    await app.close();
    const set = new SchemaSet();
    const index = set.add({ $ref: '#/components/schemas/S24' }, 'response');
    const validate = set.compile(createValidators().responses, doublingChain(24), 'response')[index]!;
    expect(validate({ x: 'a' })).toBe(false);
    expect(validate.errors?.[0]?.message).toMatch(/needs more checks than the server's work limit allows/);
  });

  // A query, path or header part that fails is validated again with its values read another way
  // (schema-checks.ts); one that stopped at the limit would stop there again, at a third of a
  // second each time, so it is not (a review of 2026-11-29).
  it('tells a validation stopped at the limit from a value found invalid', () => {
    const set = new SchemaSet();
    const chain = set.add({ $ref: '#/components/schemas/S24' }, 'request');
    const pattern = set.add({ type: 'string', pattern: '^a+$' }, 'request');
    const [validateChain, validatePattern] = set.compile(createValidators().requests, doublingChain(24), 'request') as [ReturnType<SchemaSet['compile']>[number], ReturnType<SchemaSet['compile']>[number]];
    expect([chain, pattern]).toEqual([0, 1]);
    expect(validateChain({ x: 'a' })).toBe(false);
    expect(stoppedAtWorkLimit(validateChain.errors)).toBe(true);
    expect(validateChain({ y: 'a' })).toBe(false);
    expect(stoppedAtWorkLimit(validateChain.errors)).toBe(false);
    expect(validatePattern('b')).toBe(false);
    expect(validatePattern.errors?.[0]).toMatchObject({ keyword: 'pattern', schemaPath: '#/pattern' });
    expect(stoppedAtWorkLimit(validatePattern.errors)).toBe(false);
  });

  it('compiles a document whose own schema uses the mark\'s x- name with another value', () => {
    const set = new SchemaSet();
    set.add({ $ref: '#/components/schemas/Own' }, 'request');
    set.add({ type: 'object', 'x-openapi-runtime-work': 'hello' }, 'request');
    const validators = set.compile(createValidators().requests, { schemas: { Own: { type: 'string', 'x-openapi-runtime-work': { any: 1 } } } }, 'request');
    expect(validators.map((validate) => validate('a'))).toEqual([true, false]);
  });
});
