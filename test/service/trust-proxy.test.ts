/**
 * TRUST_PROXY as npm start reads it: addresses, ranges and proxy-addr's names are passed to
 * Fastify, and a hop count is refused at start. TRUST_PROXY=1 was taken as the address 0.0.0.1,
 * so behind one balancer every client had the balancer's address and shared one login count.
 */
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { trustProxySetting } from '../../service/src/trust-proxy.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['127.0.0.1', '127.0.0.1'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
    ['loopback,uniquelocal', 'loopback,uniquelocal'],
    ['2001:db8::/32', '2001:db8::/32'],
  ])('%j is %j', (raw, setting) => {
    expect(trustProxySetting(raw)).toEqual(setting);
  });

  it.each([
    ['1', /got "1" \(a hop count is not supported: name the proxies/],
    ['10.0.0.1, 2', /got "2" \(a hop count is not supported/],
    ['balancer.internal', /got "balancer\.internal"$/],
    ['10.0.0.0/8/9', /got "10\.0\.0\.0\/8\/9"/],
    ['yes', /must be true, false, or the proxies' addresses/],
  ])('refuses %j', (raw, message) => {
    expect(() => trustProxySetting(raw)).toThrow(message);
  });

  it('what it accepts makes Fastify take the client address from X-Forwarded-For past the named proxy', async () => {
    const app = Fastify({ trustProxy: trustProxySetting('10.0.0.0/8, 127.0.0.1') });
    app.get('/', async (request) => request.ip);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } });
      expect(await answer.text()).toBe('198.51.100.7');
    } finally {
      await app.close();
    }
  });
});
