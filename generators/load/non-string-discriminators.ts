/**
 * A discriminator whose property holds no strings (`use_custom: {type: boolean, const: false}`
 * mapped as `'False'`, `type_id: {type: integer, const: 1}` mapped as `'1'`). A mapping's keys
 * are strings, and OpenAPI leaves what a value that is not a string selects undefined (3.0.4 and
 * 3.1.1, OAI/OpenAPI-Specification#3728: no coercion is expected). The outputs read every
 * discriminator value as a string: openapi-typescript typed AutoConfig `use_custom: "False"`, and
 * the server narrowed AutoConfig to `enum: ["False"]` beside the document's `const: false`, so no
 * value was an AutoConfig: every request whose body was one was refused, and a handler could
 * write none (hey-api's discriminator-non-string.yaml, as Pydantic writes `Literal[False]` tags).
 *
 * Such a discriminator is set aside, with a located warning: a discriminator only names which
 * member to read first, and the members' own schemas (their `const`s, here) still tell them
 * apart, in the types (`use_custom: false`) and in validation alike (decisions/0004).
 *
 * A property holds no strings when a schema declaring it says so on its own: a `type` without
 * `string`, a `const` that is not a string, or an `enum` with no string. The places read are the
 * schema with the discriminator, its `oneOf`/`anyOf` members and the `allOf` members of each
 * (through local `$ref`s), where the property is declared.
 */
import { deref, escapeToken, isJsonObject } from '../shared/json-pointer.js';
import { typeNames } from '../shared/json-type.js';
import { forEachSchemaAt } from './schema-walk.js';
import type { Finding } from './validate.js';

type Json = { [key: string]: unknown };

export function setAsideNonStringDiscriminators(document: Json): Finding[] {
  const findings: Finding[] = [];
  forEachSchemaAt(document, (schema, pointer) => {
    const discriminator = schema['discriminator'];
    if (!isJsonObject(discriminator) || typeof discriminator['propertyName'] !== 'string') return;
    const property = discriminator['propertyName'];
    const declaration = nonStringDeclaration(document, schema, pointer, property);
    if (declaration === undefined) return;
    delete schema['discriminator'];
    findings.push({
      pointer: `${pointer}/discriminator`,
      severity: 'warning',
      message: `discriminator property ${JSON.stringify(property)} holds no strings (${declaration.why} at ${declaration.pointer}), and a mapping's values are strings: the discriminator is ignored`,
      hint: 'OpenAPI leaves a discriminator value that is not a string undefined; the members are told apart by their own schemas. To keep the discriminator, make the property a string in every member (`type: string, const: off`).',
    });
  });
  return findings;
}

/** The first declaration of `property` that admits no string, among the schemas the discriminator reads. */
function nonStringDeclaration(document: Json, schema: Json, pointer: string, property: string): { why: string; pointer: string } | undefined {
  const seen = new Set<unknown>();
  const places: { schema: unknown; pointer: string }[] = [{ schema, pointer }];
  for (const keyword of ['oneOf', 'anyOf']) {
    const members = schema[keyword];
    if (Array.isArray(members)) members.forEach((member, index) => places.push({ schema: member, pointer: `${pointer}/${keyword}/${index}` }));
  }
  for (let next = 0; next < places.length; next++) {
    const place = places[next]!;
    const { value, pointer: at } = deref(document, place.schema, place.pointer);
    if (!isJsonObject(value) || seen.has(value)) continue;
    seen.add(value);
    const properties = value['properties'];
    if (isJsonObject(properties) && Object.hasOwn(properties, property)) {
      const declared = deref(document, properties[property], `${at}/properties/${escapeToken(property)}`);
      const why = noStringReason(declared.value);
      if (why !== undefined) return { why, pointer: declared.pointer };
    }
    const allOf = value['allOf'];
    if (Array.isArray(allOf)) allOf.forEach((member, index) => places.push({ schema: member, pointer: `${at}/allOf/${index}` }));
  }
  return undefined;
}

/** Why a property schema admits no string, on its own keywords; undefined when it may hold one. */
function noStringReason(schema: unknown): string | undefined {
  if (!isJsonObject(schema)) return undefined;
  const types = typeNames(schema['type']);
  if (types !== undefined && types.length > 0 && !types.includes('string')) return `type ${types.join(' or ')}`;
  if (Object.hasOwn(schema, 'const') && typeof schema['const'] !== 'string') return `const ${JSON.stringify(schema['const'])}`;
  const values = schema['enum'];
  if (Array.isArray(values) && values.length > 0 && !values.some((value) => typeof value === 'string')) return `enum ${JSON.stringify(values)}`;
  return undefined;
}

