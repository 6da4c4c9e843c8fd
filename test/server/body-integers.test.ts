/**
 * Integers in request bodies are exact, as path and query integers already were: JSON Schema's
 * `integer` took `1e20` and twenty-digit numbers that JSON.parse had rounded, so
 * `{"season_number": 1e20}` reached a BIGINT column that cannot hold it, and an int64 id of
 * 2^53 + 1 arrived as 2^53. A `number` still takes any finite value.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions } from '../../generators/runtime/server-runtime.js';
import { withSafeIntegerMark } from '../../generators/runtime/server/safe-integers.js';
import { rewriteSchemaObjects } from '../../generators/runtime/server/schema-rewrite.js';

const withSafeIntegers = <T>(schema: T): T => rewriteSchemaObjects(schema, withSafeIntegerMark) as T;

const components = {
  schemas: {
    Episode: {
      type: 'object',
      properties: {
        season: { type: 'integer', minimum: 0 },
        id: { type: 'integer', format: 'int64' },
        maybe: { type: ['integer', 'null'] },
        ratio: { type: 'number' },
        either: { type: ['integer', 'number'] },
        tags: { type: 'array', items: { type: 'integer' } },
      },
    },
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify(serverOptions({ logger: false }));
  registerRoutes(
    app,
    {
      securitySchemes: [],
      components,
      routes: [
        {
          operationId: 'saveEpisode',
          handler: 'saveEpisode',
          method: 'POST',
          path: '/episodes',
          parameters: [],
          body: { required: true, contentType: 'application/json', schema: { $ref: '#/components/schemas/Episode' } },
          responses: [{ status: 200, shape: 'plain', contentType: 'application/json', schema: { $ref: '#/components/schemas/Episode' }, errorCodes: [] }],
          security: [],
          roles: [],
        },
      ],
    },
    { handlers: { saveEpisode: ({ body }) => ({ status: 200, data: body }) } },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function save(body: string): Promise<{ status: number; body: { detail?: string } }> {
  const response = await app.inject({ method: 'POST', url: '/episodes', headers: { 'content-type': 'application/json' }, payload: body });
  return { status: response.statusCode, body: response.json() };
}

const TOO_BIG = 'must be an integer from -9007199254740991 to 9007199254740991';

describe('integers in request bodies', () => {
  it.each([
    ['{"season": 1e20}', 'body field season'],
    ['{"season": 100000000000000000000}', 'body field season'],
    ['{"id": 9007199254740993}', 'body field id'],
    ['{"id": -9007199254740992}', 'body field id'],
    ['{"maybe": 1e300}', 'body field maybe'],
    ['{"tags": [1, 2e16]}', 'body field tags.1'],
  ])('refuses %s with 400', async (body, where) => {
    expect(await save(body)).toEqual({ status: 400, body: expect.objectContaining({ detail: `${where} ${TOO_BIG}` }) });
  });

  it('takes integers up to 2^53 − 1, null where allowed, and any finite number where numbers are allowed', async () => {
    const body = '{"season":9007199254740991,"id":-9007199254740991,"maybe":null,"ratio":1e300,"either":1e20,"tags":[0,-1]}';
    expect(await save(body)).toEqual({ status: 200, body: JSON.parse(body) });
  });

  it('leaves the schemas it is given alone, and data members (enum, default) as written', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer', default: 1 } }, enum: [{ type: 'integer' }] };
    const marked = withSafeIntegers(schema);
    expect(schema.properties.n).toEqual({ type: 'integer', default: 1 });
    expect(marked.properties.n).toEqual({ type: 'integer', default: 1, 'x-openapi-runtime-safe-integer': true });
    expect(marked.enum).toBe(schema.enum);
    const plain = { type: 'string' };
    expect(withSafeIntegers(plain)).toBe(plain);
  });
});
