/**
 * A header parameter named Accept, Content-Type or Authorization "SHALL be ignored" (OpenAPI 3.x,
 * Parameter Object `name`); the model and the server leave it out (model/parameters.ts,
 * test/server/reserved-header-parameters.test.ts). openapi-typescript typed it anyway, so a
 * document declaring `Authorization` required (FastAPI writes one for `Header()`) made every
 * client call pass a value that replaced the client's configured credential, and told a handler
 * `request.headers.Authorization` was a string while the server handed it nothing.
 */
import { describe, expect, it } from 'vitest';
import { printTypes } from '../../generators/emit/types.js';
import { typeCheckTypesWith } from './helpers/typecheck.js';

const RESERVED = [
  { name: 'Content-Type', in: 'header', schema: { type: 'string', enum: ['application/json'] } },
  { name: 'accept', in: 'header', required: true, schema: { type: 'string' } },
  { $ref: '#/components/parameters/Authorization' },
];

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'ignored-headers', version: '1' },
  paths: {
    '/token': {
      parameters: [{ name: 'ACCEPT', in: 'header', required: true, schema: { type: 'string' } }],
      post: {
        operationId: 'token',
        parameters: [...RESERVED, { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'none' } },
        callbacks: { done: { '{$request.body#/url}': { post: { parameters: RESERVED, responses: { '204': { description: 'none' } } } } } },
      },
    },
  },
  webhooks: { ping: { post: { parameters: RESERVED, responses: { '204': { description: 'none' } } } } },
  components: {
    parameters: { Authorization: { name: 'Authorization', in: 'header', required: true, schema: { type: 'string' } } },
    // Data that looks like a parameter list is no parameter list: left as it is.
    schemas: { Example: { const: { parameters: [{ name: 'Accept', in: 'header' }] } } },
  },
};

describe('header parameters named Accept, Content-Type or Authorization', () => {
  it('are not in the types, wherever an operation declares them; other header parameters stay', async () => {
    const document = JSON.parse(JSON.stringify(DOCUMENT));
    const types = await printTypes(document);
    expect(document).toEqual(DOCUMENT);
    expect(typeCheckTypesWith('types-ignored-headers', types, [
      "import type { operations, webhooks, components } from './types.js';",
      "export const header: operations['token']['parameters']['header'] = { 'X-Trace': 't' };",
      "// @ts-expect-error: Authorization belongs to the security schemes",
      "export const auth: operations['token']['parameters']['header'] = { 'X-Trace': 't', Authorization: 'Bearer x' };",
      "// @ts-expect-error: Accept belongs to content negotiation",
      "export const accept: operations['token']['parameters']['header'] = { 'X-Trace': 't', accept: 'text/plain' };",
      "export const hook: webhooks['ping']['post']['parameters']['header'] = undefined;",
      "export const example: components['schemas']['Example'] = { parameters: [{ name: 'Accept', in: 'header' }] };",
    ])).toEqual([]);
  });
});
