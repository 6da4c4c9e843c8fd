/**
 * TRUST_PROXY: which proxies' X-Forwarded-For the service believes for the client address (the
 * login limit per address counts by it). `true` believes any; a list names the proxies by address,
 * range or proxy-addr's names. A hop count (`1`, `2`), the setting Express users reach for, is
 * refused: Fastify 5 does not trust by hop count, and a bare number reads as an IPv4 address
 * (`1` is 0.0.0.1), so TRUST_PROXY=1 behind one balancer trusted nothing and every client had
 * the balancer's address: 100 failed logins from anyone then refused every login for 15 minutes.
 */
import { isIP } from 'node:net';

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export function trustProxySetting(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  for (const entry of raw.split(',').map((item) => item.trim())) {
    if (NAMED_RANGES.includes(entry)) continue;
    const [address = '', bits, ...rest] = entry.split('/');
    if (isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits))) continue;
    const hint = /^\d+$/.test(entry) ? ' (a hop count is not supported: name the proxies, e.g. 10.0.0.0/8)' : '';
    throw new Error(`TRUST_PROXY must be true, false, or the proxies' addresses or ranges (comma-separated; also loopback, linklocal, uniquelocal), got ${JSON.stringify(entry)}${hint}`);
  }
  return raw;
}
