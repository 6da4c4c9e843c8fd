/**
 * The network a client address belongs to, for limits counted per client (login-attempts.ts).
 * An IPv4 address is one client. An IPv6 client is given a whole /64 (RFC 7421; often a /56 or
 * /48) and picks any address in it for each connection (RFC 8981 temporary addresses), so
 * counting per IPv6 address let one client make 2^64 fresh counts: the per-address login limit
 * held nothing. IPv4 written inside IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports
 * for an IPv4 client, or `::ffff:c000:201`) is that IPv4 client, so both spellings share a count.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function clientNetwork(address: string): string {
  const withoutZone = address.split('%', 1)[0] as string;
  if (isIPv4(withoutZone) || !isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6] as number, groups[7] as number];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const read = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [first, last] = [read(head), tail === undefined ? [] : read(tail)];
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}
