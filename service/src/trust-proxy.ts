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
    const family = isIP(address);
    if (family !== 0 && rest.length === 0 && (bits === undefined || prefixFits(bits, family))) continue;
    const hint = /^\d+$/.test(entry) ? ' (a hop count is not supported: name the proxies, e.g. 10.0.0.0/8)' : rangeHint(family, bits);
    throw new Error(`TRUST_PROXY must be true, false, or the proxies' addresses or ranges (comma-separated; also loopback, linklocal, uniquelocal), got ${JSON.stringify(entry)}${hint}`);
  }
  return raw;
}

/**
 * A range's prefix length as proxy-addr takes it: 1 to 32 bits for IPv4, 1 to 128 for IPv6. Any
 * other number passed this check and was refused by Fastify after the store had opened, as
 * "invalid range on address: 0.0.0.0/0", a message that named no setting (2026-11-28, a
 * red-team pass; /0, "every address", is one an operator reaches for).
 */
function prefixFits(bits: string, family: number): boolean {
  if (!/^\d{1,3}$/.test(bits)) return false;
  const length = Number(bits);
  return length >= 1 && length <= (family === 4 ? 32 : 128);
}

function rangeHint(family: number, bits: string | undefined): string {
  if (family === 0 || bits === undefined || !/^\d+$/.test(bits)) return '';
  if (Number(bits) === 0) return ' (a range of every address is not taken: set TRUST_PROXY=true to believe any proxy)';
  return ` (a range's prefix length is 1 to ${family === 4 ? 32 : 128} bits for an IPv${family} address)`;
}
