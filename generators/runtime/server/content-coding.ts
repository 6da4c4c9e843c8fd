/**
 * Request bodies in a content coding (RFC 9110 §8.4: `Content-Encoding: gzip`, `br`, ...) or a
 * transfer coding other than chunked (RFC 9112 §7). The runtime decodes neither, and nothing
 * looked at the headers, so a compressed body reached the parsers as if it were the content: a
 * binary body's handler got the compressed bytes as the file, a text body was refused as not
 * UTF-8 at best. Such a body is refused before a byte of it is read: a content coding with 415
 * and `Accept-Encoding: identity`, which RFC 7694 §3 gives servers to say which codings they take
 * (routes.ts answers 400 instead where the operation lists 400 but not 415), a transfer coding
 * with 400.
 */
import type { FastifyRequest, preParsingHookHandler } from 'fastify';
import { HttpProblem } from './problems.js';
import { hasBody } from './request-body.js';
import { quoted } from '../quoted-text.js';

/** The route's `preParsing` hook, on operations that take a body (others refuse any body in `onRequest`). */
export const refuseContentCoding: preParsingHookHandler = (request, _reply, payload, done) => {
  const problem = codingProblem(request);
  if (problem === undefined) done(null, payload);
  else done(problem);
};

export function codingProblem(request: FastifyRequest): HttpProblem | undefined {
  const transfer = request.headers['transfer-encoding'];
  if (transfer !== undefined && !isOnly('chunked', transfer)) {
    // Node refuses a transfer coding it does not know unless chunked comes last; then it takes the
    // chunks off and passes the body on still coded (`gzip, chunked` arrived as gzip bytes). RFC
    // 9112 §6.1 suggests 501; 400 is what Node answers `gzip` alone with, and every operation declares it.
    return new HttpProblem(400, 'invalid_request', `Transfer-Encoding ${quoted(transfer)} is not supported; send the body with Content-Length or chunked alone`);
  }
  const coding = request.headers['content-encoding'];
  if (coding === undefined || isOnly('identity', coding) || !hasBody(request)) return undefined;
  return new HttpProblem(415, 'unsupported_media_type', `Content-Encoding ${quoted(coding)} is not accepted; send the body uncompressed (identity)`, {
    'accept-encoding': 'identity',
  });
}

/** `coding` (or nothing) in every member of the list; Node joins repeated header lines with ", ". */
function isOnly(coding: string, header: string): boolean {
  return header.split(',').every((member) => {
    const name = member.trim().toLowerCase();
    return name === '' || name === coding;
  });
}
