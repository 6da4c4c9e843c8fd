/**
 * Properties and parameters named after members every JavaScript object inherits (`constructor`,
 * `toString`, `valueOf`). Ajv tested them with `data.name !== undefined`, which finds the
 * inherited function: a body without a required `constructor` was accepted (the handler got
 * `Object`), an absent optional one was refused "must be string", a required header
 * `constructor` was never missing, and a handler's response without a required one passed.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions, type JsonSchema, type RouteDefinition, type RouteParameter } from '../../generators/runtime/server-runtime.js';
import { namesInheritedMember } from '../../generators/runtime/server/validation.js';

function route(operationId: string, parts: { body?: JsonSchema; parameters?: RouteParameter[]; response?: JsonSchema }): RouteDefinition {
  return {
    operationId,
    handler: operationId,
    method: parts.body === undefined ? 'GET' : 'POST',
    path: `/${operationId}`,
    parameters: parts.parameters ?? [],
    ...(parts.body === undefined ? {} : { body: { required: true, contentType: 'application/json', schema: parts.body } }),
    responses: [{ status: 200, shape: 'plain', contentType: 'application/json', schema: parts.response ?? {}, errorCodes: [] }],
    security: [],
    roles: [],
  };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify(serverOptions({ logger: false }));
  registerRoutes(
    app,
    {
      securitySchemes: [],
      components: {},
      routes: [
        route('requiredMember', { body: { type: 'object', required: ['constructor'], properties: { constructor: { type: 'string' } } } }),
        route('optionalMembers', { body: { type: 'object', properties: { constructor: { type: 'string' }, valueOf: { type: 'integer' } } } }),
        route('requiredQuery', { parameters: [{ name: 'toString', in: 'query', required: true, schema: { type: 'string' } }] }),
        route('requiredHeader', { parameters: [{ name: 'constructor', in: 'header', required: true, schema: {} }] }),
        route('answersWithout', { response: { type: 'object', required: ['valueOf'] } }),
      ],
    },
    {
      handlers: {
        requiredMember: ({ body }) => ({ status: 200, data: { constructor: (body as { constructor: string }).constructor.toUpperCase() } }),
        optionalMembers: ({ body }) => ({ status: 200, data: body }),
        requiredQuery: ({ query }) => ({ status: 200, data: query }),
        requiredHeader: ({ headers }) => ({ status: 200, data: headers }),
        answersWithout: () => ({ status: 200, data: {} }),
      },
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function call(url: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('names every object inherits', () => {
  it('refuses a body without a required `constructor` member, and takes one that has it', async () => {
    expect(await call('/requiredMember', '{}')).toMatchObject({ status: 400, body: { detail: 'body field constructor is required' } });
    expect(await call('/requiredMember', '{"constructor":"x"}')).toEqual({ status: 200, body: { constructor: 'X' } });
  });

  it('accepts a body without optional `constructor` and `valueOf` members, and checks them when sent', async () => {
    expect(await call('/optionalMembers', '{}')).toEqual({ status: 200, body: {} });
    expect((await call('/optionalMembers', '{"valueOf":"1"}')).status).toBe(400);
  });

  it('refuses a request without a required query `toString` or header `constructor`', async () => {
    expect(await call('/requiredQuery')).toMatchObject({ status: 400, body: { detail: 'query parameter toString is required' } });
    expect(await call('/requiredQuery?toString=a')).toEqual({ status: 200, body: { toString: 'a' } });
    expect(await call('/requiredHeader')).toMatchObject({ status: 400, body: { detail: 'header constructor is required' } });
    expect(await call('/requiredHeader', undefined, { constructor: 'c' })).toEqual({ status: 200, body: { constructor: 'c' } });
  });

  it('does not send a response without a required `valueOf` member', async () => {
    expect((await call('/answersWithout')).status).toBe(500);
  });

  it('pays for own-property checks only where a document uses such a name', () => {
    expect(namesInheritedMember({ schemas: { Movie: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } } } })).toBe(false);
    expect(namesInheritedMember({}, [{ type: 'object', required: ['toString'] }])).toBe(true);
    expect(namesInheritedMember({ schemas: { Car: { properties: { constructor: { type: 'string' } } } } })).toBe(true);
  });
});
