/**
 * Each log line the server writes is one JSON object with each member once. Fastify's
 * `request.log` already carries the request id (`reqId`); the runtime added it again to every
 * failure it logged, so each such line held `"reqId"` twice (seen in a corpus pass on a handler's
 * answer that broke its schema). Log stores that parse JSON strictly, such as Elasticsearch,
 * refuse a document with a repeated field, so exactly the lines about failures were lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstDuplicateMember } from '../../generators/shared/json-duplicates.js';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

let served: DocumentApp;
beforeAll(async () => {
  served = await documentApp(
    'log-lines',
    document(`  /throws:
    get:
      operationId: throws
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: object}}}}
  /breaks-schema:
    get:
      operationId: breaksSchema
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: object, required: [id]}}}}
  /fails-inside:
    get:
      operationId: failsInside
      responses:
        "503": {description: unavailable, content: {application/json: {schema: {type: object}}}}`),
    {
      handlers: {
        throws: () => {
          throw new Error('handler failed');
        },
        breaksSchema: () => ({ status: 200, data: {} }),
        failsInside: () => ({ status: 503, code: 'unavailable', message: 'later', internalError: new Error('database down') }),
      },
    },
  );
});
afterAll(async () => {
  await served?.app.close();
});

describe('log lines about failures', () => {
  it('name each member once, the request id included', async () => {
    for (const url of ['/throws', '/breaks-schema', '/fails-inside']) {
      const before = served.logs.length;
      const response = await served.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      const failures = served.logs.slice(before).filter((line) => JSON.parse(line).level >= 50);
      expect(failures.length, url).toBeGreaterThan(0);
      for (const line of failures) {
        expect(firstDuplicateMember(line), line).toBeUndefined();
        expect(JSON.parse(line).reqId).toBe(response.headers['x-request-id']);
      }
    }
  });
});
