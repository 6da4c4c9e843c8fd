/**
 * How a parameter's text holds a list or an object, by its OpenAPI style and explode
 * (https://spec.openapis.org/oas/v3.1.0#style-values, the table under "Style Examples"). For the
 * array [3, 4, 5] and the object {R: 100, G: 200} of a parameter `id`:
 *
 * | style | explode | array | object |
 * |---|---|---|---|
 * | simple (path, header) | false | `3,4,5` | `R,100,G,200` |
 * | simple | true | `3,4,5` | `R=100,G=200` |
 * | label (path) | false | `.3,4,5` | `.R,100,G,200` |
 * | label | true | `.3.4.5` | `.R=100.G=200` |
 * | matrix (path) | false | `;id=3,4,5` | `;id=R,100,G,200` |
 * | matrix | true | `;id=3;id=4;id=5` | `;R=100;G=200` |
 * | form (query, cookie) | false | `id=3,4,5` | `id=R,100,G,200` |
 * | form | true | `id=3&id=4&id=5` | `R=100&G=200` |
 * | spaceDelimited, pipeDelimited (query) | false | `id=3%204%205`, `id=3\|4\|5` | the same, flat |
 *
 * The query parser and the cookie parser have already taken the `id=` of the form styles off, and
 * given a repeated key as several texts; the router and the query parser have decoded
 * percent-escapes. Here one text becomes the texts of its items or members; the schema's types
 * are applied to them afterwards (parameter-values.ts). `deepObject` (`id[R]=100&id[G]=200`, query
 * only), which the query parser leaves as keys of their own, is gathered into one object by
 * gatherDeepObject, deeper brackets (`id[a][b]=1`, as Stripe writes them) into nested objects.
 * An object in the exploded form style (`R=100&G=200`) has its members as query keys or cookies of
 * their own, with no mark of whose: formObjectsGatherer and gatherCookieObject take the keys its
 * schema declares, and in a query also every key no one else claims when its schema allows
 * members it does not name (decisions/0017).
 *
 * A value whose style joins items with a separator (a cookie or query parameter in the form style
 * with `explode: false`, a spaceDelimited or pipeDelimited query) is read as sent (readsAsSent):
 * split on its bare separators first, and only then is each item, name and value percent-decoded,
 * as RFC 6570 writes them (the separators literal, a separator inside an item escaped), so
 * `?ids=a%2Cb,c` is ['a,b', 'c'] and `?ids=a,b,c` three items. The query parser and the cookie
 * parser decode `%2C` before anyone sees it, so such a value's text is taken from the request as
 * it came (sent-query.ts for the query). A path value that is split (simple, label, matrix) is
 * read from the URL as sent too (sent-path.ts, decisions/0037), where its template fills its segment
 * or ends it after plain text; elsewhere the router has decoded `%2C`. A `,` inside one item of a
 * header value still cannot be told from a separator: a header is never percent-encoded (decisions/0017).
 */
import type { RouteParameter } from './contract.js';
import { UnreadableValue } from './unreadable-value.js';
import { quoted } from '../quoted-text.js';
import { hasOwn } from '../own-property.js';

export type ParameterStyle = 'matrix' | 'label' | 'simple' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';

/** OpenAPI's default style for a location: `form` for query and cookie, `simple` for path and header. */
export function defaultStyle(location: RouteParameter['in']): ParameterStyle {
  return location === 'query' || location === 'cookie' ? 'form' : 'simple';
}

/** OpenAPI's default explode: true for `form`, false for every other style. */
export function defaultExplode(style: string): boolean {
  return style === 'form';
}

/** One parameter's text taken apart by its style; `undefined` when the text is not in that shape. */
export interface StyleReader {
  /** A primitive value: the text without the style's prefix (`.` of label, `;id=` of matrix). */
  readonly scalar: (text: string) => string | undefined;
  /** The texts of a list's items. */
  readonly items: (text: string) => string[] | undefined;
  /** The names and texts of an object's members. */
  readonly members: (text: string) => [string, string][] | undefined;
}

interface Layout {
  /** What starts the whole value (`.`, `;id=`); a value without it is not in this style. */
  readonly prefix: string;
  /** Between a list's items (a pattern where the separator has several spellings). */
  readonly itemSeparator: string | RegExp;
  /** How an object is written: `k,v,k2,v2` (flat) or `k=v,k2=v2` joined by `pairSeparator` (assigned). */
  readonly object: { readonly form: 'flat' | 'assigned'; readonly pairSeparator: string | RegExp } | undefined;
  /** HTTP list syntax (RFC 9110 §5.6.1): spaces and tabs around items do not count, so `1, 2` is `1,2` (and two headers of one name, which Node joins with `, `). */
  readonly trimItems: boolean;
}

const FLAT_COMMAS = { form: 'flat', pairSeparator: ',' } as const;

/** A space between the items of a spaceDelimited query value as sent. */
const SENT_SPACE = /%20|\+/;

/**
 * The reader for one parameter. A style OpenAPI does not define for the parameter's location, or
 * one not handled here, reads every text as one primitive, as the runtime did before styles were
 * read; so does a parameter described by `content` (its media type, not a style, says how it is
 * written). `asSent`: the texts it is given are still percent-encoded (readsAsSent), so each part
 * is decoded after splitting; a joined cookie's always are.
 */
export function styleReader(parameter: Pick<RouteParameter, 'name' | 'in' | 'style' | 'explode' | 'contentType'>, asSent: boolean = joinedCookie(parameter)): StyleReader {
  // Described by `content`, the whole value is one text of its media type.
  if (parameter.contentType !== undefined) return PRIMITIVE_ONLY;
  const style = parameter.style ?? defaultStyle(parameter.in);
  const explode = parameter.explode ?? defaultExplode(style);
  const decode = parameter.in === 'query' ? decodeQueryText : decodeCookieText;
  if (style === 'matrix' && parameter.in === 'path') return asSent ? decodingEachPart(matrixReader(parameter.name, explode), decode) : matrixReader(parameter.name, explode);
  const layout = layoutOf(style, explode, parameter.in, asSent);
  if (layout === undefined) return PRIMITIVE_ONLY;
  if (!asSent) return layoutReader(layout);
  // A path part is decoded as a cookie's is: `+` is itself there, and a malformed escape is refused.
  return decodingEachPart(layoutReader(layout), decode);
}

/**
 * A path parameter in a style that joins a list's items or an object's members (simple, label,
 * matrix: OpenAPI's path styles). Whether its text is then read as sent depends on its schema too
 * (parameter-values.ts `readsAsSent`), and on where its template is (sent-path.ts).
 */
export function splitPath(parameter: Pick<RouteParameter, 'in' | 'style' | 'contentType'>): boolean {
  if (parameter.in !== 'path' || parameter.contentType !== undefined) return false;
  const style = parameter.style ?? defaultStyle(parameter.in);
  return style === 'simple' || style === 'label' || style === 'matrix';
}

/**
 * A cookie parameter in the form style with `explode: false` (`ids=3,4,5`, `color=R,100,G,200`).
 * The cookie parser is ours: such a cookie is read as sent (`cookieValues(header, true)`).
 */
export function joinedCookie(parameter: Pick<RouteParameter, 'in' | 'style' | 'explode' | 'contentType'>): boolean {
  if (parameter.in !== 'cookie' || parameter.contentType !== undefined) return false;
  const style = parameter.style ?? defaultStyle(parameter.in);
  return style === 'form' && !(parameter.explode ?? defaultExplode(style));
}

/**
 * A query parameter whose items are joined under its name: the form style with `explode: false`
 * (`ids=3,4,5`), spaceDelimited (`ids=3%204%205`) or pipeDelimited (`ids=3|4|5`). Whether its
 * text is then read as sent also depends on its schema (parameter-values.ts `readsAsSent`): a
 * value that is never split needs no raw text.
 */
export function joinedQuery(parameter: Pick<RouteParameter, 'in' | 'style' | 'explode' | 'contentType'>): boolean {
  if (parameter.in !== 'query' || parameter.contentType !== undefined) return false;
  const style = parameter.style ?? defaultStyle(parameter.in);
  if (style !== 'form' && style !== 'spaceDelimited' && style !== 'pipeDelimited') return false;
  return !(parameter.explode ?? defaultExplode(style));
}

/** A reader of text still percent-encoded: a scalar decoded after its style's prefix is taken off, each part after splitting. */
function decodingEachPart(reader: StyleReader, decode: (text: string) => string): StyleReader {
  return {
    scalar: (text) => {
      const scalar = reader.scalar(text);
      return scalar === undefined ? undefined : decode(scalar);
    },
    items: (text) => reader.items(text)?.map(decode),
    members: (text) => reader.members(text)?.map(([name, value]) => [decode(name), decode(value)]),
  };
}

/**
 * One part of a query value as sent: `+` is a space, as the query parser (and every HTML form)
 * reads it, and percent-escapes are decoded. The app's first hook has already refused a query
 * whose escapes do not decode (unreadable-requests.ts), and a separator never cuts an escape in
 * two, so the error here is a guard, not the usual path.
 */
function decodeQueryText(text: string): string {
  return decodeCookieText(text.includes('+') ? text.replace(/\+/g, ' ') : text);
}

/** One part of a cookie as sent, percent-decoded; a malformed escape refuses the value (400), since what was meant is unknown. */
function decodeCookieText(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    throw new UnreadableValue([], `holds ${quoted(text)}, which is not valid percent-encoding; encode each item with encodeURIComponent`);
  }
}

function layoutOf(style: string, explode: boolean, location: RouteParameter['in'], asSent: boolean): Layout | undefined {
  const trimItems = location === 'header';
  switch (style) {
    case 'simple':
      if (location !== 'path' && location !== 'header') return undefined;
      return { prefix: '', itemSeparator: ',', object: explode ? { form: 'assigned', pairSeparator: ',' } : FLAT_COMMAS, trimItems };
    case 'label':
      if (location !== 'path') return undefined;
      return { prefix: '.', itemSeparator: explode ? '.' : ',', object: explode ? { form: 'assigned', pairSeparator: '.' } : FLAT_COMMAS, trimItems };
    case 'form':
      if (location !== 'query' && location !== 'cookie') return undefined;
      // Exploded, each item is a key of its own: one text is one item, and an object's members are
      // not under this parameter's name at all.
      return explode ? { prefix: '', itemSeparator: '', object: undefined, trimItems } : { prefix: '', itemSeparator: ',', object: FLAT_COMMAS, trimItems };
    case 'spaceDelimited':
    case 'pipeDelimited': {
      if (location !== 'query') return undefined;
      // As sent, a space between items is `%20`, or `+` as HTML forms write it; an item's own `|` is `%7C`.
      const separator = style === 'pipeDelimited' ? '|' : asSent ? SENT_SPACE : ' ';
      return explode ? { prefix: '', itemSeparator: '', object: undefined, trimItems } : { prefix: '', itemSeparator: separator, object: { form: 'flat', pairSeparator: separator }, trimItems };
    }
    default:
      return undefined;
  }
}

const PRIMITIVE_ONLY: StyleReader = { scalar: (text) => text, items: () => undefined, members: () => undefined };

function layoutReader(layout: Layout): StyleReader {
  const { prefix } = layout;
  const body = prefix === '' ? (text: string): string => text : (text: string): string | undefined => (text.startsWith(prefix) ? text.slice(prefix.length) : undefined);
  const split = (text: string, separator: string | RegExp): string[] => {
    // Exploded, the text is one item. Joined, the empty text is one empty item (['']), as RFC 6570
    // writes it: an empty list is undefined there and sends nothing, as our client does (`?ids=`
    // from a client that sent [''] was read as []). An empty object has no other spelling (members).
    if (separator === '') return [text];
    const parts = text.split(separator);
    return layout.trimItems ? parts.map((part) => part.replace(/^[ \t]+|[ \t]+$/g, '')) : parts;
  };
  const { object } = layout;
  return {
    scalar: body,
    items: (text) => {
      const rest = body(text);
      return rest === undefined ? undefined : split(rest, layout.itemSeparator);
    },
    members: (text) => {
      const rest = body(text);
      if (rest === undefined || object === undefined) return undefined;
      const parts = rest === '' ? [] : split(rest, object.pairSeparator);
      return object.form === 'flat' ? flatPairs(parts) : assignedPairs(parts);
    },
  };
}

/** `;id=5`, `;id=3,4,5` / `;id=3;id=4;id=5`, `;id=R,100,G,200` / `;R=100;G=200`; `;id` is the empty text. */
function matrixReader(name: string, explode: boolean): StyleReader {
  const assignment = `;${name}=`;
  const value = (text: string): string | undefined => (text === `;${name}` ? '' : text.startsWith(assignment) ? text.slice(assignment.length) : undefined);
  const pieces = (text: string): string[] | undefined => (text.startsWith(';') ? text.slice(1).split(';') : undefined);
  return {
    // Exploded, an object has no `;id=` at all (`;R=100;G=200`): its whole text goes on to be split.
    scalar: (text) => value(text) ?? (explode && text.startsWith(';') ? text : undefined),
    items: (text) => {
      if (!explode) {
        const rest = value(text);
        return rest === undefined ? undefined : rest.split(',');
      }
      const found = pieces(text);
      if (found === undefined) return undefined;
      const items: string[] = [];
      for (const piece of found) {
        const item = value(`;${piece}`);
        if (item === undefined) return undefined;
        items.push(item);
      }
      return items;
    },
    members: (text) => {
      if (explode) {
        const found = pieces(text);
        return found === undefined ? undefined : assignedPairs(found);
      }
      const rest = value(text);
      return rest === undefined ? undefined : flatPairs(rest === '' ? [] : rest.split(','));
    },
  };
}

/** `R,100,G,200`: names and values taking turns; an odd count is not an object. */
function flatPairs(parts: readonly string[]): [string, string][] | undefined {
  if (parts.length % 2 !== 0) return undefined;
  const pairs: [string, string][] = [];
  for (let index = 0; index < parts.length; index += 2) pairs.push([parts[index]!, parts[index + 1]!]);
  return pairs;
}

/** `R=100`, `G=200`: each member assigned; a piece without `=` is not an object. */
function assignedPairs(parts: readonly string[]): [string, string][] | undefined {
  const pairs: [string, string][] = [];
  for (const part of parts) {
    const separator = part.indexOf('=');
    if (separator < 0) return undefined;
    pairs.push([part.slice(0, separator), part.slice(separator + 1)]);
  }
  return pairs;
}

/**
 * Takes the keys `name[member]` (and `name[a][b]`…) off `query` and returns their values as one
 * object, nested by brackets; undefined when the query has none. A key whose brackets are not
 * well formed (`name[`, `name[]`, `name[a]x`) or nest deeper than MAX_DEEP_OBJECT_DEPTH is left
 * where it is. Members are own properties
 * whatever their names (`__proto__` included); a member given both as a value and as an object
 * keeps the value. `sentPaths` (sent-query.ts, `sentDeepObjectPaths`): the members of keys whose
 * names were sent with escaped brackets (`f[a%5Bb%5D]`, by its decoded key `f[a[b]]`), split
 * where the brackets were bare; those keys are not split again here.
 */
export function gatherDeepObject(query: Record<string, unknown>, name: string, sentPaths?: ReadonlyMap<string, readonly string[]>, keys: readonly string[] = Object.keys(query)): Record<string, unknown> | undefined {
  const prefix = `${name}[`;
  let gathered: Record<string, unknown> | undefined;
  for (const key of keys) {
    if (!key.startsWith(prefix) || !hasOwn(query, key)) continue;
    const path = sentPaths?.get(key) ?? bracketPath(key.slice(name.length));
    if (path === undefined) continue;
    gathered ??= {};
    placeAt(gathered, path, query[key]);
    delete query[key];
  }
  return gathered;
}

/**
 * An operation's deepObject names, and for a query key the names it starts with followed by `[`
 * (`f[a][b]` → `f`), found at the key's own brackets: one pass over a request's keys matches them
 * to their deepObjects. Testing every key against every name cost the document's parameters
 * times the request's keys: 5,000 deepObject parameters held each request of 1,300 keys (16 KiB)
 * for 3.4 s (2026-11-29).
 */
export class DeepObjectNames {
  readonly names: readonly string[];
  readonly #names: ReadonlySet<string>;
  readonly #lengths: ReadonlySet<number>;

  constructor(names: readonly string[]) {
    this.names = names;
    this.#names = new Set(names);
    this.#lengths = new Set(names.map((name) => name.length));
  }

  /** Whether `key` is `name[…]` for one of the names. */
  claims(key: string): boolean {
    for (let at = key.indexOf('['); at !== -1; at = key.indexOf('[', at + 1)) {
      if (this.#lengths.has(at) && this.#names.has(key.slice(0, at))) return true;
    }
    return false;
  }

  /** The keys each name may gather, in the order given; a name no key starts with has none. */
  keysByName(keys: readonly string[]): Map<string, string[]> {
    const found = new Map<string, string[]>();
    for (const key of keys) {
      for (let at = key.indexOf('['); at !== -1; at = key.indexOf('[', at + 1)) {
        if (!this.#lengths.has(at)) continue;
        const name = key.slice(0, at);
        if (!this.#names.has(name)) continue;
        const list = found.get(name);
        if (list === undefined) found.set(name, [key]);
        else list.push(key);
      }
    }
    return found;
  }
}

/** Sets `value` at `path` under `root`, making objects on the way; a place already taken keeps what it has. */
function placeAt(root: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let target = root;
  for (const segment of path.slice(0, -1)) {
    if (!hasOwn(target, segment)) setOwn(target, segment, {});
    const next = target[segment];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) return;
    target = next as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (!hasOwn(target, last)) setOwn(target, last, value);
}

/** An own, ordinary property whatever its name (`__proto__` included). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Brackets deeper than this leave the key as it is: a query string must not build a deep object. */
const MAX_DEEP_OBJECT_DEPTH = 32;

/** `[a][b]` → ['a', 'b']; undefined unless the text is one to MAX_DEEP_OBJECT_DEPTH non-empty bracketed names. */
export function bracketPath(text: string): string[] | undefined {
  const segments: string[] = [];
  let rest = text;
  while (rest.length > 0) {
    if (segments.length === MAX_DEEP_OBJECT_DEPTH) return undefined;
    const close = rest.indexOf(']');
    if (!rest.startsWith('[') || close < 2 || rest.slice(1, close).includes('[')) return undefined;
    segments.push(rest.slice(1, close));
    rest = rest.slice(close + 1);
  }
  return segments.length > 0 ? segments : undefined;
}

/** An object parameter in the exploded form style, as its schema describes it (parameter-values.ts). */
export interface FormObject {
  readonly name: string;
  /** The members its schema names (`properties`): each a query key or cookie of its own. */
  readonly members: readonly string[];
  /** Its schema allows members it does not name (`additionalProperties` other than false, or no `properties` at all). */
  readonly open: boolean;
}

/**
 * What takes the members of an operation's exploded form objects off a query and sets each object
 * under its own name. A key `claimed` says belongs to something else (another parameter, a query
 * API key) is never taken. Named members go first, to the first object (in the document's order)
 * that names them; then the first open object takes every key left that no form object names
 * (as a member or as itself). An object whose own name is in the query is left alone (it was sent
 * whole, and is validated as sent), and one none of whose members were sent stays absent.
 */
export function formObjectsGatherer(objects: readonly FormObject[], claimed: (key: string) => boolean): (query: Record<string, unknown>) => void {
  // Left to the open object: keys no form object names, as a member or as itself.
  const named = new Set(objects.flatMap((object) => [object.name, ...object.members]));
  return (query) => {
    const gathered = new Map<FormObject, Record<string, unknown>>();
    const take = (object: FormObject, key: string): void => {
      let target = gathered.get(object);
      if (target === undefined) gathered.set(object, (target = {}));
      setOwn(target, key, query[key]);
      delete query[key];
    };
    const waiting = objects.filter((object) => !hasOwn(query, object.name));
    for (const object of waiting) {
      for (const member of object.members) {
        if (hasOwn(query, member) && !claimed(member)) take(object, member);
      }
    }
    const open = waiting.find((object) => object.open);
    if (open !== undefined) {
      for (const key of Object.keys(query)) {
        if (!named.has(key) && !claimed(key)) take(open, key);
      }
    }
    for (const [object, value] of gathered) setOwn(query, object.name, value);
  };
}

/**
 * The members of one exploded form object from the request's cookies (each value, or its values
 * when sent more than once); undefined when none was sent. Only the members its schema names: a
 * Cookie header carries every cookie the browser holds for the site, not only what the client
 * wrote, so an open object takes no others.
 */
export function gatherCookieObject(cookies: ReadonlyMap<string, readonly string[]>, object: FormObject, claimed: (key: string) => boolean): Record<string, unknown> | undefined {
  let gathered: Record<string, unknown> | undefined;
  for (const member of object.members) {
    const texts = cookies.get(member);
    if (texts === undefined || claimed(member)) continue;
    gathered ??= {};
    setOwn(gathered, member, texts.length === 1 ? texts[0] : texts);
  }
  return gathered;
}
