/**
 * A header the document requires on an answer is checked on the handler's result
 * (runtime/server/respond.ts, `checkHeaders`; the route table's `requiredHeaders`): a 201 returned
 * without its `Location` (a cast, or plain JS, past the handler's type) is the document's 500, as a
 * body that does not match its schema is, not a 201 a client cannot follow. Names compare in
 * lower case; `responseValidation: 'off'` sends it as returned.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions, type ApiDefinition, type ResponseValidation } from '../../generators/runtime/server-runtime.js';
import { ErrorBodyTable, routeData } from '../../generators/emit/server/route-table.js';
import type { ApiModel, OperationModel, ResponseModel } from '../../generators/model/types.js';

const API: ApiDefinition = {
  securitySchemes: [],
  components: {},
  errorBodies: [[{ name: 'title', from: 'title' }, { name: 'status', from: 'status' }]],
  routes: [
    {
      operationId: 'createPet',
      handler: 'createPet',
      method: 'POST',
      path: '/pets',
      parameters: [],
      responses: [
        { status: 201, shape: 'plain', contentType: 'application/json', schema: {}, errorCodes: [], requiredHeaders: ['Location'] },
        { status: 'default', shape: 'plain', contentType: 'application/problem+json', schema: {}, errorCodes: [], errorBody: 0 },
      ],
      security: [],
      roles: [],
    },
  ],
};

async function answer(headers: Record<string, string> | undefined, responseValidation?: ResponseValidation) {
  const app = Fastify(serverOptions());
  const createPet = () => ({ status: 201, data: { id: 'p1' }, ...(headers === undefined ? {} : { headers }) });
  registerRoutes(app, API, { handlers: { createPet }, ...(responseValidation === undefined ? {} : { responseValidation }) });
  const response = await app.inject({ method: 'POST', url: '/pets' });
  await app.close();
  return { status: response.statusCode, location: response.headers.location, body: response.json() as unknown };
}

describe('headers the document requires on an answer', () => {
  it('lists the required ones in the route table, not Set-Cookie or Content-Type', () => {
    const header = (name: string, required: boolean) => ({ name, required, schema: { type: 'string' } });
    const response = (headers: ResponseModel['headers']) => ({ status: 201, description: '', shape: 'empty', errorCodes: [], headers, pointer: '#' });
    const operation = {
      operationId: 'createPet', identifier: 'createPet', method: 'post', path: '/pets', parameters: { path: [], query: [], header: [], cookie: [] }, security: [], roles: [],
      responses: [response([header('Content-Type', true), header('Link', false), header('Location', true), header('Set-Cookie', true)]), response([header('Link', false)])],
    } as unknown as OperationModel;
    const data = routeData(operation, new ErrorBodyTable({ operations: [] } as unknown as ApiModel));
    expect((data.responses as { requiredHeaders?: string[] }[]).map((entry) => entry.requiredHeaders)).toEqual([['Location'], undefined]);
  });

  it('sends the answer when the handler returned them, in any case', async () => {
    expect(await answer({ Location: '/pets/p1' })).toMatchObject({ status: 201, location: '/pets/p1' });
    expect(await answer({ location: '/pets/p1' })).toMatchObject({ status: 201, location: '/pets/p1' });
  });

  it("answers the document's 500 when one is missing", async () => {
    expect(await answer(undefined)).toEqual({ status: 500, location: undefined, body: { title: 'Internal Server Error', status: 500 } });
    expect(await answer({ 'X-Trace': 't' })).toMatchObject({ status: 500 });
  });

  it("sends it as returned with responseValidation 'off'", async () => {
    expect(await answer(undefined, 'off')).toMatchObject({ status: 201, location: undefined });
  });
});
