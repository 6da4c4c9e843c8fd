/**
 * A boolean schema among the members of `allOf`, `anyOf` or `oneOf` (`allOf: [true, {type:
 * string}]`): valid in 3.1, where `true` accepts anything and `false` nothing, but openapi-
 * typescript 7.13 crashes on it ("Cannot use 'in' operator to search for '$ref' in true"): on
 * every `allOf` member, and, through its discriminator scan, on an `anyOf`/`oneOf` member of a
 * schema with a `discriminator`. It reads booleans everywhere else (`unknown`, `never`). In the
 * types emitter's own copy of the document each such member becomes the object that prints the
 * same type: `{}` (`unknown`) and `{enum: []}` (`never`), so an intersection is the other members
 * or `never`, and a union prints as it did. Mutates the emitter's own copy.
 */
import { forEachSchema } from '../load/schema-walk.js';

const COMBINATORS = ['allOf', 'anyOf', 'oneOf'] as const;

export function booleanMembersAsObjects(document: { [key: string]: unknown }): void {
  forEachSchema(document, (schema) => {
    for (const keyword of COMBINATORS) {
      const members = schema[keyword];
      if (!Array.isArray(members) || !members.some((member) => typeof member === 'boolean')) continue;
      schema[keyword] = members.map((member) => (member === true ? {} : member === false ? { enum: [] } : member));
    }
  });
}
