/**
 * A handler (or `authenticate`) whose promise never settles used to leave its request unanswered
 * for ever. The runtime arms a deadline while such a promise is pending (`handlerTimeoutMs`,
 * HANDLER_TIMEOUT_MS by default; runtime/server/deadline.ts): the request is answered 500 in the document's error shape (not Fastify's 503, which clients read as
 * "not acted on, send again"), the failure is logged, and a result that arrives later is dropped
 * with a log line instead of a second answer.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { armDeadline, deadlineMs } from '../../generators/runtime/server/deadline.js';
import { HANDLER_TIMEOUT_MS, REQUEST_TIMEOUT_MS, serverOptions } from '../../generators/runtime/server-runtime.js';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';

const ERROR = `default: {description: error, content: {application/json: {schema: {type: object, required: [code, message], properties: {code: {type: integer}, message: {type: string}}}}}}`;
const RESPONSES = `responses:
        "200": {description: ok, content: {application/json: {schema: {}}}}
        ${ERROR}`;

let served: DocumentApp;
let release: () => void = () => {};
let aborted: boolean | undefined;
let reason: unknown;
beforeAll(async () => {
  const late = new Promise<void>((resolve) => (release = resolve));
  served = await documentApp(
    'timeout',
    document(
      `  /never:
    get:
      operationId: never
      ${RESPONSES}
  /late:
    get:
      operationId: late
      ${RESPONSES}
  /quick:
    get:
      operationId: quick
      ${RESPONSES}
  /secured:
    get:
      operationId: secured
      security: [{bearer: []}]
      ${RESPONSES}`,
      `  securitySchemes:
    bearer: {type: http, scheme: bearer}`,
    ),
    {
      handlers: {
        never: () => new Promise(() => {}),
        late: async ({ signal }) => {
          await late;
          aborted = signal.aborted;
          reason = signal.reason;
          return { status: 200, data: 'too late' };
        },
        quick: async () => ({ status: 200, data: 'in time' }),
      },
      // An `authenticate` that never settles is covered too: the deadline counts from routing.
      authenticate: ([credential]) => (credential.value === 'hang' ? new Promise(() => {}) : {}),
      handlerTimeoutMs: 150,
    },
  );
});
afterAll(async () => {
  await served?.app.close();
});

describe('handler timeout', () => {
  it('is on by default, at twice the request timeout, without Fastify arming a timer per request', () => {
    expect(HANDLER_TIMEOUT_MS).toBe(2 * REQUEST_TIMEOUT_MS);
    expect(serverOptions().handlerTimeout).toBeUndefined();
  });

  it('answers a handler that never settles with 500 in the document error shape, and logs it', async () => {
    const started = Date.now();
    const response = await served.app.inject({ method: 'GET', url: '/never' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect([response.statusCode, response.json()]).toEqual([500, { code: 500, message: 'Internal server error; the request id is in the X-Request-Id header' }]);
    expect(response.headers['x-request-id']).toBeDefined();
    expect(served.logs.some((line) => line.includes('"code":"ERR_HANDLER_TIMEOUT"') && line.includes('"level":50'))).toBe(true);
  });

  it('aborts request.signal and drops a result that comes after the answer, with a log line', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/late' });
    expect(response.statusCode).toBe(500);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aborted).toBe(true);
    expect(reason).toMatchObject({ name: 'HandlerTimeoutError', code: 'ERR_HANDLER_TIMEOUT' });
    expect(served.logs.some((line) => line.includes('settled after its request was answered'))).toBe(true);
  });

  it('answers 500 when authenticate never settles', async () => {
    const response = await served.app.inject({
      method: 'GET',
      url: '/secured',
      headers: { authorization: 'Bearer hang' },
    });
    expect([response.statusCode, response.json().code]).toEqual([500, 500]);
    expect(
      (
        await served.app.inject({
          method: 'GET',
          url: '/secured',
          headers: { authorization: 'Bearer fine' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('leaves handlers that answer in time alone', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/quick' });
    expect([response.statusCode, response.json()]).toEqual([200, 'in time']);
  });

  it('refuses a limit a timer cannot hold at mount, and 0 turns the deadline off', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31]) {
      expect(() => deadlineMs(bad)).toThrow(/handlerTimeoutMs must be a whole number of milliseconds/);
    }
    expect(deadlineMs(undefined)).toBe(HANDLER_TIMEOUT_MS);
    vi.useFakeTimers();
    try {
      const fired: number[] = [];
      expect(armDeadline(0, () => fired.push(0))).toBeUndefined();
      clearTimeout(armDeadline(1_000, () => fired.push(1)));
      armDeadline(2_000, () => fired.push(2));
      vi.advanceTimersByTime(10 ** 9);
      expect(fired).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
