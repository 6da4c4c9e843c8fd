/**
 * Generated from generators/runtime/client/default-query.ts by npm run generate. Do not edit.
 */

/**
 * openapi-fetch 0.17's default query serialiser, written here in the few lines its default
 * options use. Its `createQuerySerializer` carries every style (label, matrix, simple, joined
 * lists) for options the client never passes: about 1 KB minified in every app's bundle
 * (decision 0031). What it writes is the same, pair for pair: test/client/request.test.ts and
 * test/client/query-serializer.test.ts compare the two.
 * - a string, number or boolean: `name=value`, name and value percent-encoded. openapi-fetch
 *   writes the name as it is, so a parameter named `and&`, `percent%` or `=` (ogen's test
 *   document has each) split the query or was refused by the server as a malformed escape;
 *   RFC 6570's form style and the URL's query syntax encode names as they encode values;
 * - a list: one pair per item, repeated keys (form, exploded); `null` items as empty pairs;
 * - an object: `name[member]=value` per member (deepObject), name and member encoded, the
 *   brackets bare (as client/query-styles.ts writes deepObject); `null` members as empty pairs;
 * - `null`, `undefined` and an empty list: nothing; a list or object inside one is refused.
 * Keys are read with `for...in`, as openapi-fetch reads them.
 */

/** One `name=value` pair; nothing for null, and no style for a list or object inside a list or object. */
function pair(name: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object')
    throw new TypeError(
      `query parameter ${name} holds a list or object inside a list or object, which its style cannot write`,
    );
  return `${name}=${encodeURIComponent(value as string)}`;
}

export function defaultQuery(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const name in query) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (typeof value !== 'object') pairs.push(pair(key, value));
    else if (Array.isArray(value)) {
      if (value.length > 0) pairs.push(value.map((item) => pair(key, item)).join('&'));
    } else {
      const members: string[] = [];
      for (const member in value)
        members.push(
          pair(`${key}[${encodeURIComponent(member)}]`, (value as Record<string, unknown>)[member]),
        );
      pairs.push(members.join('&'));
    }
  }
  return pairs.join('&');
}
