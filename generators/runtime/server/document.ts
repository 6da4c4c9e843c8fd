/**
 * The bundled document beside generated/server.ts (openapi.json, written by the same run): the
 * route table takes its schemas from it by JSON pointer instead of repeating them as code, so a
 * schema exists once in the output. Read once, when server.ts is first imported.
 */
import { readFileSync } from 'node:fs';
import type { JsonSchema } from './contract.js';

type Json = { readonly [key: string]: unknown };

/**
 * A reader of the schemas in the document at `url`: given a JSON pointer (RFC 6901, without
 * `#`), the value there (own properties only; JSON.parse keeps a `__proto__` key as an own
 * property). A pointer that finds nothing means openapi.json is not the one server.ts was
 * generated with: that fails at start, never as a missing schema at request time.
 */
export function documentSchemas(url: URL): (pointer: string) => JsonSchema {
  const document = JSON.parse(readFileSync(url, 'utf8')) as Json;
  return (pointer) => {
    let current: unknown = document;
    for (const token of pointer.split('/').slice(1)) {
      const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
      if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
        throw new Error(`${url.pathname} has no value at ${pointer}: regenerate server.ts and openapi.json together`);
      }
      current = (current as Json)[key];
    }
    return current as JsonSchema;
  };
}
