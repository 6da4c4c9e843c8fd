/**
 * A boolean schema among `allOf`'s members (`allOf: [true, {type: string}]`): valid in 3.1, where
 * `true` accepts anything and `false` nothing, but openapi-typescript 7.13 crashes on it ("Cannot
 * use 'in' operator to search for '$ref' in true"); it reads booleans everywhere else (`unknown`,
 * `never`). In the types emitter's own copy of the document each such member becomes the object
 * it means to openapi-typescript's printer: `{}` (printed `unknown`, so the intersection is the
 * other members) and `{enum: []}` (printed `never`, so the intersection is `never`).
 * Mutates the emitter's own copy.
 */
import { forEachSchema } from '../load/schema-walk.js';

export function booleanAllOfMembersAsObjects(document: { [key: string]: unknown }): void {
  forEachSchema(document, (schema) => {
    const members = schema['allOf'];
    if (!Array.isArray(members) || !members.some((member) => typeof member === 'boolean')) return;
    schema['allOf'] = members.map((member) => (member === true ? {} : member === false ? { enum: [] } : member));
  });
}
