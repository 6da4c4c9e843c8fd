/**
 * The login limit per client address counts an IPv6 client by its /64, and an IPv4 client the
 * same however its address is spelled: counting each IPv6 address on its own let one client,
 * which holds a whole /64, take a fresh count of failed logins with every address it used.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../service/src/app.js';
import { clientNetwork } from '../../service/src/client-networks.js';
import { DEFAULT_LIMITS } from '../../service/src/limits.js';
import { CLIENT_HEADERS, TEST_PASSWORD_COST } from '../server/helpers/reference.js';

describe('clientNetwork', () => {
  it.each([
    ['an IPv4 address is its own client', '192.0.2.7', '192.0.2.7'],
    ['IPv4 as a dual-stack socket reports it', '::ffff:192.0.2.7', '192.0.2.7'],
    ['IPv4-mapped written in hex', '::FFFF:c000:207', '192.0.2.7'],
    ['an IPv6 address counts as its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['compressed and full spellings agree', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['a zone id is not part of the network', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['a dotted tail does not shift the prefix', '2001:db8::5:192.0.2.1', '2001:db8:0:0::/64'],
    ['anything else is kept as given', 'unknown', 'unknown'],
  ])('%s', (_name, address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('tells different /64s apart', () => {
    expect(clientNetwork('2001:db8:1:2::1')).not.toBe(clientNetwork('2001:db8:1:3::1'));
  });
});

describe('the login limit per address, behind a proxy', () => {
  it('refuses a client that takes another IPv6 address of its /64 for each guess', async () => {
    const limits = { ...DEFAULT_LIMITS, loginFailuresPerAddress: { max: 3, windowMs: 60_000 } };
    const { app } = await buildApp({ limits, passwordCost: TEST_PASSWORD_COST, fastify: { trustProxy: true } });
    try {
      const login = (username: string, from: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json', 'X-Client-Id': CLIENT_HEADERS.clientId, 'X-Client-Platform': 'web', 'X-Device-Id': CLIENT_HEADERS.deviceId, 'X-Forwarded-For': from },
          payload: { username, password: 'wrong-password' },
        });
      const statuses: number[] = [];
      for (let guess = 1; guess <= 5; guess++) statuses.push((await login(`sprayed-${guess}`, `2001:db8:7:7::${guess.toString(16)}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another /64 is another client.
      expect((await login('sprayed-9', '2001:db8:7:8::1')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
