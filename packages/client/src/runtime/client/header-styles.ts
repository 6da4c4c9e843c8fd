/**
 * Generated from generators/runtime/client/header-styles.ts by npm run generate. Do not edit.
 */

/**
 * Header parameters whose value may be a list or an object, written in the `simple` style (the
 * one OpenAPI defines for headers): a list as `a,b,c`, an object as `R,100,G,200`, or, with
 * `explode`, as `R=100,G=200`. openapi-fetch's header merge wrote an object as `[object Object]`
 * and a list as `a, b`. A header value is never percent-encoded (OpenAPI 3.1.1 §4.8.12.4), so an
 * item that holds the separator `,`, or an exploded member name that holds `=`, could not be read
 * back as it was given, nor could an item that begins or ends with a space or tab, which HTTP's list
 * syntax lets a server drop: such a value is refused before sending (RequestInputError), as the
 * query's spaceDelimited refuses an item that holds a space. The descriptor of an operation names
 * `headerWriter: styledHeaders([...])` only when one of its header parameters may be a list or an
 * object (`headerWrittenByStyle`, the rule the client emitter applies), so other apps do not
 * bundle this file (decision 0031).
 */
import { RequestInputError } from './errors.js';

/** One header parameter the operation writes by the simple style. */
export interface HeaderStyle {
  /** As the document names it (the key of the call's `params.header`). */
  readonly name: string;
  readonly explode: boolean;
}

/** The call's header parameters with those in the operation's styles written as text. */
export type HeaderWriter = (
  headers: Readonly<Record<string, unknown>>,
  operationId: string,
) => Record<string, unknown>;

/** True when this header parameter may be a list or an object (`types`: the JSON types its schema allows; undefined: any). */
export function headerWrittenByStyle(
  parameter: { readonly style: string },
  types: readonly string[] | undefined,
): boolean {
  return (
    parameter.style === 'simple' &&
    (types === undefined || types.includes('array') || types.includes('object'))
  );
}

/* @__NO_SIDE_EFFECTS__ */
export function styledHeaders(styles: readonly HeaderStyle[]): HeaderWriter {
  return (headers, operationId) => {
    const written: Record<string, unknown> = { ...headers };
    for (const { name, explode } of styles) {
      const value = written[name];
      if (typeof value !== 'object' || value === null) continue;
      // An empty list or object is undefined in RFC 6570 and sends nothing, as in the query and
      // cookies: the empty text it was sent as is how [''] is written, and servers read it so.
      if (
        Array.isArray(value)
          ? value.length === 0
          : Object.values(value).every((member) => member === undefined)
      )
        delete written[name];
      else
        written[name] = headerText(
          value,
          explode,
          (why) => new RequestInputError(operationId, `header parameter ${name} ${why}`),
        );
    }
    return written;
  };
}

/** Spaces and tabs, the optional white space HTTP allows around a list's items (RFC 9110 §5.6.1). */
const EDGE_WHITE_SPACE = /^[ \t]|[ \t]$/;

function headerText(
  value: object,
  explode: boolean,
  refuse: (why: string) => RequestInputError,
): string {
  const text = (entry: unknown, what: string): string => {
    if (entry === undefined || entry === null) return '';
    if (typeof entry === 'object' || typeof entry === 'function' || typeof entry === 'symbol') {
      throw refuse(
        `holds ${Array.isArray(entry) ? 'a list' : `a ${typeof entry}`} inside it, which the simple style cannot write; give strings, numbers or booleans`,
      );
    }
    const written = String(entry as string | number | boolean | bigint);
    if (written.includes(','))
      throw refuse(
        `has ${what} ${JSON.stringify(written)} that holds a comma, which separates items in a header and cannot be escaped there`,
      );
    if (EDGE_WHITE_SPACE.test(written))
      throw refuse(
        `has ${what} ${JSON.stringify(written)} that begins or ends with white space, which a server drops around each item of a header list (RFC 9110 §5.6.1)`,
      );
    return written;
  };
  if (Array.isArray(value)) return value.map((item) => text(item, 'an item')).join(',');
  const members = Object.entries(value).filter(([, member]) => member !== undefined);
  return members
    .map(([key, member]) => {
      const name = text(key, 'a member name');
      if (!explode) return `${name},${text(member, 'a member value')}`;
      if (name.includes('='))
        throw refuse(
          `has a member name ${JSON.stringify(name)} that holds "=", which separates an exploded member's name from its value`,
        );
      return `${name}=${text(member, 'a member value')}`;
    })
    .join(',');
}
