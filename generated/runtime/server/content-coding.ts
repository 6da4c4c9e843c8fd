/**
 * Generated from generators/runtime/server/content-coding.ts by npm run generate. Do not edit.
 */

/**
 * Request bodies in a content coding (RFC 9110 §8.4: `Content-Encoding: gzip`, `br`, ...). The
 * runtime decodes none, and nothing looked at the header, so a compressed body reached the parsers
 * as if it were the content: a binary body's handler got the compressed bytes as the file, a text
 * body was refused as not UTF-8 at best. Such a body is refused before a byte of it is read, with
 * 415 and `Accept-Encoding: identity`, which RFC 7694 §3 gives servers to say which codings they
 * take (routes.ts answers 400 instead where the operation lists 400 but not 415).
 */
import type { FastifyRequest, preParsingHookHandler } from 'fastify';
import { HttpProblem } from './problems.js';
import { hasBody } from './request-body.js';

/** The route's `preParsing` hook, on operations that take a body (others refuse any body in `onRequest`). */
export const refuseContentCoding: preParsingHookHandler = (request, _reply, payload, done) => {
  const problem = contentCodingProblem(request);
  if (problem === undefined) done(null, payload);
  else done(problem);
};

export function contentCodingProblem(request: FastifyRequest): HttpProblem | undefined {
  const coding = request.headers['content-encoding'];
  if (coding === undefined || isIdentity(coding) || !hasBody(request)) return undefined;
  return new HttpProblem(
    415,
    'unsupported_media_type',
    `Content-Encoding ${JSON.stringify(coding)} is not accepted; send the body uncompressed (identity)`,
    {
      'accept-encoding': 'identity',
    },
  );
}

/** `identity` (or nothing) in every member of the list; Node joins repeated header lines with ", ". */
function isIdentity(coding: string): boolean {
  return coding.split(',').every((member) => {
    const name = member.trim().toLowerCase();
    return name === '' || name === 'identity';
  });
}
