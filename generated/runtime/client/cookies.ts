/**
 * Generated from generators/runtime/client/cookies.ts by npm run generate. Do not edit.
 */

/**
 * Cookie parameters (`params.cookie`): sent in the Cookie header, after any Cookie header the app
 * sets itself and before the API keys of cookie security schemes. The generated client hands
 * `cookiePairs` to the runtime only when its document has cookie parameters
 * (`ContractInfo.cookiePairs`), so other clients do not ship this file.
 *
 * Browsers cannot send these: `Cookie` is a forbidden request header (Fetch standard), so a
 * browser's fetch drops it without a word, and only cookies the browser itself holds for the
 * server's origin (set by the server with Set-Cookie, or by `document.cookie` on that origin) go
 * out, same-origin by default and cross-origin with the client option `credentials: 'include'`.
 * Servers, CLIs and other non-browser runtimes send the header as built here.
 */

/**
 * `name=value` pairs for cookie parameters, as OpenAPI's default cookie style (`form`,
 * `explode: true`) writes them: a list as one pair per item, an object as one pair per member.
 * Values are percent-encoded (`encodeURIComponent`), so a `;`, `,` or space never splits a
 * cookie; `undefined` and `null` send nothing.
 */
export function cookiePairs(values: unknown): string[] {
  if (typeof values !== 'object' || values === null) return [];
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const item of value) addPair(pairs, name, item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [member, item] of Object.entries(value)) addPair(pairs, member, item);
    } else addPair(pairs, name, value);
  }
  return pairs;
}

function addPair(pairs: string[], name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  pairs.push(`${name}=${encodeURIComponent(String(value))}`);
}
