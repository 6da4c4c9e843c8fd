/**
 * HOST as the service reads it: empty or unset is the default, white space is refused by name,
 * and listen()'s resolver and address errors are worded for HOST. A real listen on a name that
 * cannot resolve proves the wording reaches what Fastify throws. The system resolver does ask the
 * configured DNS server (glibc has no rule of its own for `.invalid`), which answers that such a
 * name does not exist (RFC 6761); without a network it answers EAI_AGAIN after its own timeout,
 * which the test accepts too.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST } from '../../service/src/defaults.js';
import { hostFromEnvironment, listenError } from '../../service/src/listen-host.js';

describe('HOST', () => {
  it.each([[undefined, DEFAULT_HOST], ['', DEFAULT_HOST], ['0.0.0.0', '0.0.0.0'], ['::', '::'], ['localhost', 'localhost']])('HOST=%j listens on %j', (raw, host) => {
    expect(hostFromEnvironment(raw === undefined ? {} : { HOST: raw })).toBe(host);
  });

  it.each(['0.0.0.0 ', ' 127.0.0.1', '127.0.0.1\n', 'a b'])('HOST=%j is refused with the value named', (raw) => {
    expect(() => hostFromEnvironment({ HOST: raw })).toThrow(`HOST has white space in it: ${JSON.stringify(raw)}`);
  });

  it('words a listen on a name that does not resolve, and leaves other errors as they were', async () => {
    const app = Fastify();
    const failure = await app.listen({ port: 0, host: 'no-such-host.invalid' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    await app.close();
    expect(failure).toBeDefined();
    expect((listenError(failure, 'no-such-host.invalid') as Error).message).toMatch(/^HOST "no-such-host\.invalid" does not resolve to an address \((ENOTFOUND|EAI_AGAIN)\)$/);
    const other = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(listenError(other, '127.0.0.1')).toBe(other);
    expect((listenError(Object.assign(new Error('x'), { code: 'EADDRNOTAVAIL' }), '10.9.9.9') as Error).message).toBe('HOST "10.9.9.9" is not an address of this machine (EADDRNOTAVAIL)');
  });
});
