/**
 * Whatever a handler or `authenticate` throws, rejects with or returns, the request is answered
 * in the document's error shape and the process keeps running. Values that throw when the
 * logger reads them (a Proxy, a throwing getter) used to make the log call throw: the request
 * was never answered and, from a promise, the process saw an unhandled rejection (which ends a
 * Node process by default). A header value with CR/LF was answered in Fastify's own 500 shape
 * with Node's message.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions, type ApiDefinition, type RouteDefinition } from '../../generators/runtime/server-runtime.js';

const ERROR_BODY = { type: 'object', required: ['error', 'code'], properties: { error: { type: 'string' }, code: { type: 'string' } } };

function route(operationId: string, path: string, security: RouteDefinition['security'] = []): RouteDefinition {
  return {
    operationId,
    handler: operationId,
    method: 'GET',
    path,
    parameters: path.includes('{') ? [{ name: 'kind', in: 'path', required: true, schema: { type: 'string' } }] : [],
    responses: [
      { status: 200, shape: 'plain', contentType: 'application/json', schema: {}, errorCodes: [] },
      { status: 404, shape: 'error-body', contentType: 'application/json', schema: ERROR_BODY, errorCodes: ['not_found'], errorBody: 0 },
      { status: 500, shape: 'error-body', contentType: 'application/json', schema: ERROR_BODY, errorCodes: [], errorBody: 0 },
    ],
    security,
    roles: [],
  };
}

const API: ApiDefinition = {
  securitySchemes: [{ key: 'bearer', kind: 'bearer' }],
  components: {},
  errorBodies: [[{ name: 'error', from: 'message' }, { name: 'code', from: 'code' }]],
  routes: [route('act', '/act/{kind}'), route('secured', '/secured', [{ bearer: [] }])],
};

/** Throws on every use: reading a member, listing keys, `instanceof`, printing. */
const hostile: object = new Proxy(
  {},
  {
    get: () => {
      throw new Error('member trap');
    },
    ownKeys: () => {
      throw new Error('keys trap');
    },
    getPrototypeOf: () => {
      throw new Error('prototype trap');
    },
  },
);
const throwingGetter = {
  get message(): string {
    throw new Error('getter');
  },
};
function errorWithThrowingStack(): Error {
  const error = new Error('broken');
  Object.defineProperty(error, 'stack', {
    get: () => {
      throw new Error('stack getter');
    },
  });
  return error;
}

const behaviours: Record<string, () => unknown> = {
  'reject-proxy': () => Promise.reject(hostile),
  'reject-getter': () => Promise.reject(throwingGetter),
  'reject-error-with-throwing-stack': () => Promise.reject(errorWithThrowingStack()),
  'throw-proxy': () => {
    throw hostile;
  },
  'throw-getter': () => {
    throw throwingGetter;
  },
  'internal-error-proxy': () => ({ status: 404, code: 'not_found', message: 'no such thing', internalError: hostile }),
  'crlf-header': () => ({ status: 200, data: {}, headers: { location: '/things/a\r\nSet-Cookie: session=stolen' } }),
  'header-name-with-space': () => ({ status: 200, data: {}, headers: { 'x bad': 'a' } }),
};

let app: FastifyInstance;
const logs: string[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  app = Fastify(serverOptions({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } }));
  registerRoutes(app, API, {
    handlers: {
      act: ({ path }: { path: { kind: string } }) => behaviours[path.kind]!(),
      secured: () => ({ status: 200, data: {} }),
    },
    authenticate: ([credential]) => (credential.value === 'reject' ? Promise.reject(hostile) : { role: 'user' }),
  });
  await app.ready();
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await app.close();
});

/** The answer, or `unanswered` when none came within a second (the defect: none ever came). */
async function answer(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown; headers: Record<string, unknown> } | 'unanswered'> {
  const timeout = new Promise<'unanswered'>((resolve) => setTimeout(() => resolve('unanswered'), 1000));
  const response = await Promise.race([app.inject({ url, headers }), timeout]);
  if (response === 'unanswered') return response;
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const INTERNAL = { error: 'Internal server error; the request id is in the X-Request-Id header', code: 'internal' };

describe('handlers that throw or reject with values the logger cannot read', () => {
  it.each(['reject-proxy', 'reject-getter', 'reject-error-with-throwing-stack', 'throw-proxy', 'throw-getter'])('%s: answers 500 in the document shape', async (kind) => {
    expect(await answer(`/act/${kind}`)).toMatchObject({ status: 500, body: INTERNAL });
    // A tick for a rejection nobody handled to be reported.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
    expect(logs.some((line) => line.includes(`"handler act threw`))).toBe(true);
  });

  it('sends the declared error when its internalError cannot be logged', async () => {
    expect(await answer('/act/internal-error-proxy')).toMatchObject({ status: 404, body: { error: 'no such thing', code: 'not_found' } });
  });

  it('answers 500 when authenticate rejects with such a value', async () => {
    expect(await answer('/secured', { authorization: 'Bearer reject' })).toMatchObject({ status: 500, body: INTERNAL });
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });
});

describe('headers a handler returns that HTTP cannot carry', () => {
  it.each(['crlf-header', 'header-name-with-space'])('%s: answers 500 in the document shape, without the header', async (kind) => {
    const response = await answer(`/act/${kind}`);
    expect(response).toMatchObject({ status: 500, body: INTERNAL });
    expect(response !== 'unanswered' && (response.headers['location'] ?? response.headers['set-cookie'])).toBeUndefined();
  });
});
