/**
 * A `oneOf` two of whose members accept the same objects: valid JSON Schema, almost surely not
 * what was meant (decisions/0004, `schema-advice.ts`).
 *
 * protoc-gen-openapi writes a protobuf `oneof` group as `oneOf: [{title: email, properties:
 * {email}}, {title: name, properties: {name}}]`: neither member requires its property or closes
 * the object, so `{email: "a@b.c"}` matches both (it has no `name` to refuse), and `oneOf`, which
 * wants exactly one match, refuses it. The types are a union, which allows it: the generated
 * server answered 400 to every request the types allow, 500 to every answer. Only members that
 * surely accept `{}` and any undeclared property are counted (an object schema with nothing but
 * properties, annotations and `additionalProperties` absent, `true` or `{}`), so the warning has
 * no false alarms; a `oneOf` with a
 * discriminator is left to decisions/0034, which narrows its members.
 */
import { isJsonObject, valueAtReference } from '../shared/json-pointer.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

/** `$ref` hops followed to reach a member's schema. */
const MAX_HOPS = 16;

/** Keywords that constrain no object value, so a member holding them still accepts `{}`. */
const ANNOTATIONS = new Set([
  'title', 'description', 'example', 'examples', 'default', 'readOnly', 'writeOnly', 'deprecated',
  'externalDocs', 'xml', '$comment', 'nullable', 'format', 'properties',
]);

export function overlappingOneOf(document: Json, schema: Json, pointer: string): Finding | undefined {
  const members = schema['oneOf'];
  if (!Array.isArray(members) || schema['discriminator'] !== undefined) return undefined;
  const open = members.flatMap((member, index) => (acceptsEveryBareObject(document, member) ? [index] : []));
  if (open.length < 2) return undefined;
  const [first, second] = open;
  return {
    pointer,
    severity: 'warning',
    message: `\`oneOf\` members ${first} and ${second} both accept \`{}\` and every property they do not declare (neither requires one nor closes the object), so a value valid for one that holds none of the other's properties matches both, and \`oneOf\` refuses it`,
    hint: 'Write `anyOf` if a value may match several members, or give each member `required` naming its own property; it was generated as written, so a server validating it refuses every object both accept, which the generated union types allow.',
  };
}

/** Whether the member surely accepts `{}` and any property it does not declare (through `$ref`s). */
function acceptsEveryBareObject(document: Json, member: unknown): boolean {
  let schema = member;
  for (let hops = 0; isJsonObject(schema) && typeof schema['$ref'] === 'string'; hops += 1) {
    if (hops === MAX_HOPS || Object.keys(schema).some((key) => key !== '$ref' && !isAnnotation(key))) return false;
    schema = valueAtReference(document, schema['$ref']);
  }
  if (!isJsonObject(schema)) return false;
  const type = schema['type'];
  const isObject = type === 'object' || (Array.isArray(type) && type.includes('object')) || (type === undefined && isJsonObject(schema['properties']));
  if (!isObject) return false;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type' || isAnnotation(key)) continue;
    if (key === 'required' && Array.isArray(value) && value.length === 0) continue;
    if (key === 'minProperties' && value === 0) continue;
    // Open to any property: a schema here could refuse the other member's properties.
    if (key === 'additionalProperties' && (value === true || (isJsonObject(value) && Object.keys(value).length === 0))) continue;
    return false;
  }
  return true;
}

function isAnnotation(key: string): boolean {
  return ANNOTATIONS.has(key) || key.startsWith('x-');
}
