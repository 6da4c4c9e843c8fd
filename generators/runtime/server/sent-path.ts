/**
 * Path values as they were sent, for the path parameters whose lists or objects are split
 * (parameter-values.ts `readsAsSent`: `3,4,5`, `.R=100.G=200`, `;id=a;id=b`). The router decodes
 * `%2C` before anyone sees a value, and then an item's own comma (or `.`, `;`, `=`) cannot be told
 * from the separators; RFC 6570, whose expansions OpenAPI's path styles are, and the generated
 * client escape the one and not the other (decisions/0037). Such a value is taken from the
 * request's URL and split before it is decoded.
 *
 * Located only where the router's own match says where it is: a segment that is exactly the
 * template (`/{ids}`), or static text the URL spells as the document does, then the template
 * (`/x{ids}`, the router's plain parameters). Segments are counted from the path's end, so a
 * mount prefix changes nothing, and the text found must decode to what the router matched;
 * otherwise (another shape of segment, a trailing slash the router ignored) the router's decoded
 * value is read as before, where an item's own separator still splits it.
 */
import type { FastifyPath } from './paths.js';
import { queryStart } from './sent-query.js';
import { percentDecoded } from './unreadable-requests.js';

/** Where one parameter's text is in the request's path, when the router's match says. */
interface Place {
  /** The router's key for it (`p0`). */
  readonly key: string;
  /** Its segment, counted from the path's last (0); -1 when it is not located. */
  readonly fromEnd: number;
  /** The static text before it in its segment, as the URL spells it. */
  readonly before: string;
}

/** Static text a URL carries as written: no percent-escape, nothing a URL parser would escape or a router read. */
const AS_WRITTEN = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]*$/;

/**
 * For the parameters `names` (the document's), a function from the request's URL and the router's
 * values (by key) to each one's text as sent (by key). A value it cannot locate is the router's
 * with only its `%` escaped (`%25`): decoding each part after splitting then gives the router's
 * text back, split on every separator, as before.
 */
export function sentPathReader(published: string, path: FastifyPath, names: ReadonlySet<string>): (url: string, routed: Readonly<Record<string, unknown>>) => Map<string, string[]> {
  const keyOf = new Map([...path.names].map(([key, name]) => [name, key]));
  const segments = published.split('/');
  const places: Place[] = [];
  segments.forEach((segment, index) => {
    for (const template of segment.matchAll(/\{([^{}]+)\}/g)) {
      const key = keyOf.get(template[1]!);
      if (key === undefined || !names.has(template[1]!)) continue;
      const plain = /^([^{}]*)\{[^{}]+\}$/.exec(segment);
      const located = plain !== null && AS_WRITTEN.test(plain[1]!);
      places.push({ key, fromEnd: located ? segments.length - 1 - index : -1, before: located ? plain[1]! : '' });
    }
  });
  return (url, routed) => {
    const found = new Map<string, string[]>();
    const end = queryStart(url);
    const sent = (end === -1 ? url : url.slice(0, end)).split('/');
    for (const { key, fromEnd, before } of places) {
      const value = routed[key];
      if (typeof value !== 'string') continue;
      const segment = fromEnd === -1 ? undefined : sent[sent.length - 1 - fromEnd];
      const text = segment?.startsWith(before) ? segment.slice(before.length) : undefined;
      found.set(key, [text !== undefined && percentDecoded(text) === value ? text : value.replace(/%/g, '%25')]);
    }
    return found;
  };
}
