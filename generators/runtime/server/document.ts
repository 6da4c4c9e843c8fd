/**
 * The bundled document the route table of generated/server.ts takes its schemas from by JSON
 * pointer instead of repeating them as code, so a schema exists once in the output. Its JSON text
 * is a module of its own (server-schemas.ts, written by the same run) rather than a file read
 * beside server.ts: an import compiles in a CommonJS service as in an ES module (a file found
 * through `import.meta.url` does not), and a bundler carries it along. Parsed once, when
 * server.ts is first imported.
 */
import type { JsonSchema } from './contract.js';
import { hasOwn } from '../own-property.js';

type Json = { readonly [key: string]: unknown };

/**
 * A reader of the schemas in the document whose JSON text is `text`: given a JSON pointer
 * (RFC 6901, without `#`), the value there (own properties only; JSON.parse keeps a `__proto__`
 * key as an own property). A pointer that finds nothing means server-schemas.ts is not the one
 * server.ts was generated with: that fails at start, never as a missing schema at request time.
 */
export function documentSchemas(text: string): (pointer: string) => JsonSchema {
  const document = JSON.parse(text) as Json;
  return (pointer) => {
    let current: unknown = document;
    for (const token of pointer.split('/').slice(1)) {
      const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
      if (typeof current !== 'object' || current === null || !hasOwn(current, key)) {
        throw new Error(`the bundled document has no value at ${pointer}: regenerate server.ts and server-schemas.ts together`);
      }
      current = (current as Json)[key];
    }
    return current as JsonSchema;
  };
}
