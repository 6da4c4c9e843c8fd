/**
 * Request ids (`X-Request-Id`, and `reqId` on every log line) that no other server repeats.
 * Fastify's default counts `req-1`, `req-2`… from the start of each server, so a restarted
 * process, or each process behind one load balancer, handed out the same ids, and the id a 500
 * tells the client to quote (problems.ts, INTERNAL_MESSAGE) found as many log lines as there had
 * been servers. Each server now draws a random prefix once (72 bits, base64url) and counts after
 * it: unique across servers in practice, ordered within one, and as cheap per request as the
 * default (a counter and a string concatenation; a UUID per request would cost a random draw).
 */
import { randomBytes } from 'node:crypto';

/** A `genReqId` for one server: `<12 random base64url characters>-<count in base 36>`. */
export function requestIdGenerator(): () => string {
  const prefix = randomBytes(9).toString('base64url');
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}
