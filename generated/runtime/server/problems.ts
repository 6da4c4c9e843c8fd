/**
 * Generated from generators/runtime/server/problems.ts by npm run generate. Do not edit.
 */

/**
 * The house error body `{ status: 'error', error, code }` and the failures the runtime itself
 * answers (as opposed to errors a handler returns).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  readonly status: 'error';
  readonly error: string;
  readonly code: string;
}

export function errorBody(message: string, code: string): ErrorBody {
  return { status: 'error', error: message, code };
}

/** A failure with a status and a client-safe message; thrown inside the runtime's hooks. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly problemCode: string,
    message: string,
    readonly headers: { readonly [name: string]: string } = {},
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  return reply
    .code(problem.statusCode)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(problem.message, problem.problemCode)));
}

export const INTERNAL_MESSAGE =
  'Internal server error; the request id is in the X-Request-Id header';

export function internalProblem(): HttpProblem {
  return new HttpProblem(500, 'internal', INTERNAL_MESSAGE);
}

/**
 * Turns anything that reached Fastify's error handler into a client-safe problem. Fastify's own
 * messages for request-reading failures name no internals, so they are passed on; anything else
 * is a 500 whose message says nothing about the cause.
 */
export function problemFromError(
  error: FastifyError | Error,
  request: FastifyRequest,
): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = 'code' in error ? String(error.code ?? '') : '';
  const statusCode =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (code === 'FST_ERR_VALIDATION') return new HttpProblem(400, 'invalid_request', error.message);
  if (statusCode === 413) return new HttpProblem(413, 'payload_too_large', error.message);
  if (statusCode === 415) return unsupportedMediaType(request);
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new HttpProblem(
      400,
      'invalid_request',
      'body is empty but Content-Type is application/json; send a JSON value or no Content-Type',
    );
  }
  if (error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new HttpProblem(
      400,
      'invalid_request',
      'body is not valid JSON; check quoting and commas',
    );
  }
  if (statusCode >= 400 && statusCode < 500) {
    return new HttpProblem(400, 'invalid_request', `request could not be read: ${error.message}`);
  }
  return internalProblem();
}

function unsupportedMediaType(request: FastifyRequest): HttpProblem {
  const sent = request.headers['content-type'];
  const what =
    sent === undefined ? 'a body without Content-Type' : `Content-Type ${JSON.stringify(sent)}`;
  return new HttpProblem(400, 'invalid_request', `${what} is not accepted; send application/json`);
}
