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
    ['10.0.0.1/32, ::1/128', '10.0.0.1/32, ::1/128'],
  ])('%j is %j', (raw, setting) => {
    expect(trustProxySetting(raw)).toEqual(setting);
    // and Fastify takes it (it compiles the ranges when the app is made)
    expect(() => Fastify({ trustProxy: trustProxySetting(raw) })).not.toThrow();
  });

  it.each([
    ['1', /got "1" \(a hop count is not supported: name the proxies/],
    ['10.0.0.1, 2', /got "2" \(a hop count is not supported/],
    ['balancer.internal', /got "balancer\.internal"$/],
    ['10.0.0.0/8/9', /got "10\.0\.0\.0\/8\/9"/],
    ['yes', /must be true, false, or the proxies' addresses/],
    // Refused by Fastify only after the store had opened, as "invalid range on address: …",
    // naming no setting (a red-team pass, 2026-11-28).
    ['0.0.0.0/0', /got "0\.0\.0\.0\/0" \(a range of every address is not taken: set TRUST_PROXY=true/],
    ['::/0', /got "::\/0" \(a range of every address/],
    ['10.0.0.0/33', /got "10\.0\.0\.0\/33" \(a range's prefix length is 1 to 32 bits for an IPv4 address\)/],
    ['10.0.0.0/033', /got "10\.0\.0\.0\/033"/],
    ['2001:db8::/129', /got "2001:db8::\/129" \(a range's prefix length is 1 to 128 bits for an IPv6 address\)/],
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
