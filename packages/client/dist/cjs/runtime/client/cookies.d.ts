/**
 * Generated from generators/runtime/client/cookies.ts by npm run generate. Do not edit.
 */
/**
 * Cookie parameters (`params.cookie`): sent in the Cookie header, after any Cookie header the app
 * sets itself and before the API keys of cookie security schemes. A generated operation names
 * `cookiePairs` (or what `joinedCookies` makes) only when it has cookie parameters
 * (`OperationDescriptor.cookiePairs`), so apps that call no such operation do not ship this file.
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
export declare function cookiePairs(values: unknown): string[];
/**
 * The `cookiePairs` of an operation whose cookie parameters named in `joined` are in the form
 * style with `explode: false` (OpenAPI 3.1's style table): a list is one cookie of its items
 * joined by `,` (`ids=3,4,5`), an object one cookie of its names and values taking turns
 * (`color=R,100,G,200`). Items, names and values are percent-encoded, the separating commas are
 * not (RFC 6570's form expansion), so a comma inside an item goes as `%2C` (`tags=a%2Cb,c` for
 * `['a,b', 'c']`): a server that splits on the bare commas before decoding, as ours does, reads
 * the items sent; one that decodes first reads three.
 * An empty list or object sends nothing, as in the query. A list or object inside one is refused
 * (TypeError, reported as RequestInputError before anything is sent): no style writes it.
 */
export declare function joinedCookies(joined: readonly string[]): (values: unknown) => string[];
