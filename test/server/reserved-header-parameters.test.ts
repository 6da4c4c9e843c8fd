/**
 * OpenAPI 3.x: a header parameter named Accept, Content-Type or Authorization "SHALL be ignored";
 * those headers belong to content negotiation, the request body's media type and the security
 * schemes. FastAPI writes them anyway when a route reads them with `Header()` (Apache Airflow's
 * simple auth manager declares `Content-Type` with an enum of its two body types), and validating
 * them refused ordinary requests such as JSON sent with `; charset=utf-8`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'reserved-headers',
    document(`  /token:
    post:
      operationId: token
      parameters:
        - {name: Content-Type, in: header, schema: {type: string, enum: [application/json, application/x-www-form-urlencoded]}}
        - {name: accept, in: header, required: true, schema: {type: string, enum: [application/json]}}
        - {name: Authorization, in: header, required: true, schema: {type: string, pattern: '^Bearer '}}
        - {name: X-Trace, in: header, schema: {type: string, maxLength: 4}}
      requestBody:
        required: true
        content:
          application/json: {schema: {type: object, properties: {user: {type: string}}}}
          application/x-www-form-urlencoded: {schema: {type: object, properties: {user: {type: string}}}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {}}}}`),
  );
});
afterAll(async () => {
  await served?.app.close();
});

describe('header parameters named Accept, Content-Type or Authorization', () => {
  it('are ignored: neither required nor validated, and not handed to the handler as parameters', async () => {
    for (const contentType of ['application/json; charset=utf-8', 'application/json']) {
      const response = await served.app.inject({ method: 'POST', url: '/token', headers: { 'content-type': contentType, 'x-trace': 'ab' }, payload: '{"user":"ada"}' });
      expect(response.statusCode, contentType).toBe(200);
      expect(response.json().headers).toEqual({ 'X-Trace': 'ab' });
    }
  });

  it('leave other header parameters validated as before', async () => {
    const response = await served.app.inject({ method: 'POST', url: '/token', headers: { 'content-type': 'application/json', 'x-trace': 'abcdef' }, payload: '{}' });
    expect(response.statusCode).toBe(400);
  });
});
