/**
 * Query parameters written by their declared `style` and `explode` (OpenAPI 3.1, Style Values and
 * Style Examples: https://spec.openapis.org/oas/v3.1.0#style-values). openapi-fetch's default
 * query serialiser, which every other operation uses (client/request.ts), writes each list as
 * repeated keys and each object as `name[member]=…` whatever the document says, so a list the
 * document joins or an object in the form style reached servers in a shape they do not read. For
 * a parameter `id` holding [3, 4, 5] or {R: 100, G: 200}:
 *
 * | style | explode | list | object |
 * |---|---|---|---|
 * | form (the default) | true | `id=3&id=4&id=5` | `R=100&G=200` |
 * | form | false | `id=3,4,5` | `id=R,100,G,200` |
 * | spaceDelimited | false | `id=3%204%205` | `id=R%20100%20G%20200` |
 * | pipeDelimited | false | `id=3\|4\|5` | `id=R\|100\|G\|200` |
 * | deepObject | true | (repeated keys) | `id[R]=100&id[G]=200` |
 *
 * What OpenAPI leaves undefined (a list in deepObject, an object in an exploded spaceDelimited or
 * pipeDelimited) is written as openapi-fetch writes it: repeated keys, `id[R]=100`, which our
 * server reads back (runtime/server/schema-checks.ts, membersInBrackets). An empty list
 * or object, like `undefined` and `null`, sends nothing (RFC 6570 reads them as undefined, and
 * openapi-fetch skips them too).
 *
 * Every value is percent-encoded (`encodeURIComponent`), so the `,` and `|` between items are the
 * only ones not escaped, as RFC 6570 writes a form expansion: `ids=a%2Cb,c` is ['a,b', 'c'], and a
 * server that splits before it decodes (ours: decisions/0017) reads the items sent. With
 * `allowReserved: true`, RFC 3986's reserved characters that mean nothing to a query's pairs and
 * percent-escapes already in the value are sent as they are (`encodeReserved`), except the
 * joining separator inside an item of a joined value. A space has one spelling in a URL, `%20`,
 * which spaceDelimited also puts between items; OpenAPI leaves the clash to the document's author
 * (3.1.1, Style Values), so an item, name or value holding a space is refused in that style
 * (TypeError, reported before anything is sent) rather than sent as two.
 *
 * A generated operation names `styledQuery` only when openapi-fetch's default would write one of
 * its query parameters otherwise (`writtenByStyle`, the rule the client emitter applies), so an
 * app's bundle keeps this file only when it calls such an operation (decision 0031).
 */
import { defaultQuery } from './default-query.js';

/** One query parameter's declared way of writing lists and objects. */
export interface QueryStyle {
  /** The parameter's name as in the document. */
  readonly name: string;
  /** `form`, `spaceDelimited`, `pipeDelimited` or `deepObject`; any other is written as openapi-fetch does. */
  readonly style: string;
  readonly explode: boolean;
  /** OpenAPI's `allowReserved`: reserved characters in values are not percent-encoded. */
  readonly allowReserved?: boolean;
}

/**
 * True when openapi-fetch's default serialiser would write some value of this query parameter
 * otherwise than its style says: an object in the form style, a list or object its style joins
 * (`explode: false`), or any value with reserved characters when `allowReserved` is set. `types`
 * are the JSON types its schema allows (undefined: any type).
 */
export function writtenByStyle(parameter: Omit<QueryStyle, 'name'>, types: readonly string[] | undefined): boolean {
  if (parameter.allowReserved === true) return true;
  const list = types === undefined || types.includes('array');
  const object = types === undefined || types.includes('object');
  if (parameter.style === 'form') return parameter.explode ? object : list || object;
  if (parameter.style === 'spaceDelimited' || parameter.style === 'pipeDelimited') return !parameter.explode && (list || object);
  return false;
}

/**
 * The query serialiser of one operation: parameters in `styles` by their style, any other key (a
 * parameter openapi-fetch already writes as declared, an API key) by openapi-fetch's default.
 * Made once per operation when its descriptor is made, hence free of side effects.
 */
/* @__NO_SIDE_EFFECTS__ */
export function styledQuery(styles: readonly QueryStyle[]): (query: Record<string, unknown>) => string {
  const byName = new Map(styles.map((style) => [style.name, style]));
  return (query) => {
    const pairs: string[] = [];
    for (const [name, value] of Object.entries(query)) {
      const style = byName.get(name);
      if (style !== undefined) writeParameter(pairs, style, value);
      else {
        // A computed key is an own property even when it is `__proto__`.
        const written = defaultQuery({ [name]: value });
        if (written !== '') pairs.push(written);
      }
    }
    return pairs.join('&');
  };
}

/** Appends the `key=value` pairs of one parameter. */
function writeParameter(pairs: string[], parameter: QueryStyle, value: unknown): void {
  if (value === undefined || value === null) return;
  const name = encodeURIComponent(parameter.name);
  const separator = parameter.explode ? undefined : separatorOf(parameter.style);
  const encode = separator === undefined ? valueEncoder(parameter) : joinedItemEncoder(parameter);
  if (Array.isArray(value)) {
    const items = value.map((item) => encode(textOf(parameter.name, item)));
    if (items.length === 0) return;
    if (separator !== undefined) pairs.push(`${name}=${items.join(separator)}`);
    else for (const item of items) pairs.push(`${name}=${item}`);
    return;
  }
  if (typeof value !== 'object') {
    pairs.push(`${name}=${encode(textOf(parameter.name, value))}`);
    return;
  }
  if (parameter.style !== 'form' && separator === undefined) {
    writeDeepObject(pairs, name, value, encode);
    return;
  }
  const members = Object.entries(value).filter(([, member]) => member !== undefined && member !== null);
  if (members.length === 0) return;
  const written = members.map(([member, text]) => [separator === undefined ? encodeURIComponent(member) : encode(member, false), encode(textOf(parameter.name, text))] as const);
  if (separator !== undefined) pairs.push(`${name}=${written.map((pair) => pair.join(separator)).join(separator)}`);
  else for (const [member, text] of written) pairs.push(`${member}=${text}`);
}

function valueEncoder(parameter: QueryStyle): (text: string) => string {
  return parameter.allowReserved === true ? encodeReserved : encodeURIComponent;
}

/**
 * How an item, member name or value of a joined list or object is written: its separator never
 * bare inside it (`,` is escaped even with allowReserved; encodeURIComponent escapes `|`), and a
 * space, which spaceDelimited cannot tell from its separator, refused. A member name is never
 * sent reserved (`reserved: false`), as in the other styles.
 */
function joinedItemEncoder(parameter: QueryStyle): (text: string, reserved?: boolean) => string {
  const value = valueEncoder(parameter);
  return (text, reserved = true) => {
    if (parameter.style === 'spaceDelimited' && text.includes(' ')) {
      throw new TypeError(
        `query parameter ${parameter.name}: ${JSON.stringify(text)} holds a space, which spaceDelimited cannot tell from the space between items; OpenAPI defines no escape for it, so use pipeDelimited or form`,
      );
    }
    const written = reserved ? value(text) : encodeURIComponent(text);
    return parameter.style === 'form' && written.includes(',') ? written.replace(/,/g, '%2C') : written;
  };
}

/** What a style that joins puts between items (already escaped where it must be); undefined for one that does not. */
function separatorOf(style: string): string | undefined {
  if (style === 'form') return ',';
  if (style === 'spaceDelimited') return '%20';
  if (style === 'pipeDelimited') return '|';
  return undefined;
}

/** `key[member]=value`, nested brackets for nested objects (as the server gathers them), repeated keys for lists. */
function writeDeepObject(pairs: string[], key: string, value: unknown, encode: (text: string) => string): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) writeDeepObject(pairs, key, item, encode);
  } else if (typeof value === 'object') {
    for (const [member, inner] of Object.entries(value)) writeDeepObject(pairs, `${key}[${encodeURIComponent(member)}]`, inner, encode);
  } else pairs.push(`${key}=${encode(String(value))}`);
}

/**
 * A value's text. A list item that is `null` (or `undefined`) is the empty text, which keeps the
 * list's length and is how a server reads `null` (decisions/0017). A list or object inside a list
 * or object has no OpenAPI style, so it is refused rather than sent as `[object Object]`.
 */
function textOf(parameter: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') {
    throw new TypeError(`query parameter ${parameter}: a list or object inside a list or object has no OpenAPI style to write it in`);
  }
  return String(value);
}

/**
 * `allowReserved`: RFC 3986's reserved characters that mean nothing to a query's `key=value&…`
 * (`: / ? @ $ , ;`, and `! ' ( ) *`, which encodeURIComponent keeps anyway) and percent-escapes
 * already in the text are sent as they are. `&`, `=`, `+`, `#`, `[` and `]` are still escaped: sent
 * bare they would end the value, read as a space, end the URL or be refused by URL parsers
 * (OpenAPI 3.1.1 says applications must still escape them).
 */
function encodeReserved(text: string): string {
  return encodeURIComponent(text).replace(/%(?:3A|2F|3F|40|24|2C|3B)|%25(?=[0-9A-Fa-f]{2})/g, (escape) => (escape === '%25' ? '%' : decodeURIComponent(escape)));
}
