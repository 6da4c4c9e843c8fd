/**
 * A request whose path the server serves under other methods is 405 with `Allow` (RFC 9110
 * §15.5.6), in the document's error shape; a path nobody serves stays 404. Paths are matched as
 * the router matches them, per method: `/users/me` is a PUT of its own and, for GET and DELETE,
 * a value of `/users/{id}`. In-process (`inject`), on a document whose errors are
 * `{code: integer, message}`, so the shape is the document's and not ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { documentApp } from './helpers/document-app.js';

const ERROR = `default: {description: failed, content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}`;
const ID = `[{name: id, in: path, required: true, schema: {type: string}}]`;
const DOCUMENT = `openapi: 3.1.0
info: {title: methods, version: "1"}
paths:
  /users/{id}:
    get: {operationId: getUser, parameters: ${ID}, responses: {"200": {description: ok}, ${ERROR}}}
    delete: {operationId: deleteUser, parameters: ${ID}, responses: {"200": {description: ok}, ${ERROR}}}
  /users/me:
    put:
      operationId: putMe
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses: {"200": {description: ok}, ${ERROR}}
  /pings:
    head: {operationId: headPings, responses: {"200": {description: ok}, ${ERROR}}}
  /teams:
    get: {operationId: listTeams, responses: {"200": {description: ok}, ${ERROR}}}
    post: {operationId: createTeam, responses: {"200": {description: ok}, ${ERROR}}}
  /teams/{id}:
    delete: {operationId: deleteTeam, parameters: ${ID}, responses: {"200": {description: ok}, ${ERROR}}}
components:
  schemas:
    Error:
      type: object
      required: [code, message]
      properties: {code: {type: integer}, message: {type: string}}
`;

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await documentApp('method-not-allowed', DOCUMENT, {
    handlers: {
      getUser: () => ({ status: 200 }),
      deleteUser: () => ({ status: 200 }),
      putMe: () => ({ status: 200 }),
      headPings: () => ({ status: 200 }),
      listTeams: () => ({ status: 200 }),
      createTeam: () => ({ status: 200 }),
      deleteTeam: () => ({ status: 200 }),
    },
    ownRoutes: (own) => {
      own.patch('/settings', () => 'patched');
      // A route that hands its request to the not-found handler is found for its own method: 404, never 405.
      own.get('/gone', (_request, reply) => reply.callNotFound());
    },
  }));
});
afterAll(async () => {
  await app?.close();
});

async function answer(method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', url: string): Promise<{ status: number; allow: unknown; body: unknown }> {
  const response = await app.inject({ method, url });
  return { status: response.statusCode, allow: response.headers['allow'], body: response.body === '' ? undefined : response.json() };
}

describe('a method the path is not served with', () => {
  it('is 405 with Allow listing what the path takes (HEAD where GET is), in the error shape of the document', async () => {
    expect(await answer('POST', '/users/7')).toEqual({
      status: 405,
      allow: 'DELETE, GET, HEAD',
      body: { code: 405, message: 'no operation at POST "/users/7"; this path takes DELETE, GET, HEAD' },
    });
    expect((await answer('PATCH', '/users/7?fields=name')).allow).toBe('DELETE, GET, HEAD');
    expect((await answer('OPTIONS', '/users/7')).status).toBe(405);
  });

  it('matches paths per method as the router does: /users/me is PUT of its own and GET or DELETE of /users/{id}', async () => {
    expect(await answer('POST', '/users/me')).toMatchObject({ status: 405, allow: 'DELETE, GET, HEAD, PUT' });
    expect(await answer('PUT', '/users/7')).toMatchObject({ status: 405, allow: 'DELETE, GET, HEAD' });
    expect((await answer('GET', '/users/me')).status).toBe(200);
    expect((await answer('PUT', '/users/me')).status).toBe(200);
  });

  it('lists HEAD alone for a path with a HEAD operation and no GET', async () => {
    expect((await answer('HEAD', '/pings')).status).toBe(200);
    expect(await answer('GET', '/pings')).toMatchObject({ status: 405, allow: 'HEAD' });
  });

  it("counts the app's own routes, and a route that calls callNotFound stays 404", async () => {
    expect(await answer('POST', '/settings')).toMatchObject({ status: 405, allow: 'PATCH' });
    expect(await answer('GET', '/gone')).toEqual({ status: 404, allow: undefined, body: { code: 404, message: 'no operation at GET "/gone"' } });
  });
});

describe('a path only an empty path parameter would match', () => {
  it('is no resource: 404, never a 405 naming a method that answers 400 there, and a trailing slash is named', async () => {
    // The router matches /teams/ as /teams/{id} with id empty, which every request refuses with 400.
    expect(await answer('POST', '/teams/')).toEqual({
      status: 404,
      allow: undefined,
      body: { code: 404, message: 'no operation at POST "/teams/"; POST "/teams", without the trailing slash, is an operation' },
    });
    expect((await answer('GET', '/teams/')).body).toEqual({ code: 404, message: 'no operation at GET "/teams/"; GET "/teams", without the trailing slash, is an operation' });
    expect(await answer('PUT', '/teams/')).toEqual({ status: 404, allow: undefined, body: { code: 404, message: 'no operation at PUT "/teams/"' } });
    expect((await answer('DELETE', '/teams/')).status).toBe(400);
    expect(await answer('POST', '/teams/7')).toMatchObject({ status: 405, allow: 'DELETE' });
  });
});

describe('a path nobody serves', () => {
  it('stays 404 without Allow, whatever the method', async () => {
    for (const [method, url] of [['GET', '/nowhere'], ['POST', '/users'], ['DELETE', '/users/7/extra'], ['PUT', '/users/7/']] as const) {
      expect(await answer(method, url), `${method} ${url}`).toEqual({ status: 404, allow: undefined, body: { code: 404, message: `no operation at ${method} "${url}"` } });
    }
    expect((await answer('PUT', '/users/me/')).body).toEqual({ code: 404, message: 'no operation at PUT "/users/me/"; PUT "/users/me", without the trailing slash, is an operation' });
  });
});
