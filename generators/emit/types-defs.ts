/**
 * `$defs` holds definitions for a schema's own references (JSON Schema 2020-12, section 8.2.4);
 * it is no member of the instance. openapi-typescript types it as one, and a required one: a
 * schema with `$defs` became `{ …; $defs: { point: … } }`, so no request body of that type could
 * be written without inventing a `$defs` member, which the server's validator then refused under
 * `unevaluatedProperties: false`. Every reference into `$defs` is already a component of its own
 * (load/hoist-refs.ts), so the types' copy of the document has no `$defs` left to type.
 * Mutates the emitter's own copy.
 */
import { forEachSchema } from '../load/schema-walk.js';

export function dropSchemaDefinitions(document: { [key: string]: unknown }): void {
  forEachSchema(document, (schema) => {
    if (Object.hasOwn(schema, '$defs')) delete schema['$defs'];
  });
}
