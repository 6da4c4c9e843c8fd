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
  const declarations = new Declarations(document);
  forEachSchemaAt(document, (schema, pointer) => {
    const discriminator = schema['discriminator'];
    if (!isJsonObject(discriminator) || typeof discriminator['propertyName'] !== 'string') return;
    const property = discriminator['propertyName'];
    const declaration = nonStringDeclaration(declarations, schema, pointer, property);
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

interface Declaration {
  readonly why: string;
  readonly pointer: string;
}

/** A declaration of `property` that admits no string, among the schemas the discriminator reads. */
function nonStringDeclaration(declarations: Declarations, schema: Json, pointer: string, property: string): Declaration | undefined {
  const found = declarations.in(schema, pointer, property);
  if (found !== undefined) return found;
  for (const keyword of ['oneOf', 'anyOf']) {
    const members = schema[keyword];
    if (!Array.isArray(members)) continue;
    for (let index = 0; index < members.length; index++) {
      const declared = declarations.in(members[index], `${pointer}/${keyword}/${index}`, property);
      if (declared !== undefined) return declared;
    }
  }
  return undefined;
}

/** What a schema was found to hold while a schema that reaches it through `allOf` was still being read (a cycle): not kept. */
const PENDING = Symbol('pending');

/**
 * Each schema's declaration of a property that admits no string, through its `allOf` members,
 * found once per schema and property for the whole document. Each discriminator walked its
 * members' `allOf`s afresh, so discriminators sharing members cost discriminators × the schemas
 * those reach: 4,000 discriminators naming one schema of 4,000 `allOf` members (a 750 KB
 * document) took 14 s, 20,000 of each minutes (2026-11-29).
 */
class Declarations {
  readonly #document: Json;
  readonly #known = new Map<string, WeakMap<object, Declaration | null | typeof PENDING>>();

  constructor(document: Json) {
    this.#document = document;
  }

  in(schema: unknown, pointer: string, property: string): Declaration | undefined {
    const found = this.#read(schema, pointer, property);
    if (found !== PENDING) return found ?? undefined;
    // Only the schema read first was still being read, so the cycle through it holds none.
    const { value } = deref(this.#document, schema, pointer);
    if (isJsonObject(value)) this.#known.get(property)?.set(value, null);
    return undefined;
  }

  /** null: none; PENDING: none found, but a schema still being read (an `allOf` cycle) was passed, so the answer is not kept. */
  #read(schema: unknown, pointer: string, property: string): Declaration | null | typeof PENDING {
    const { value, pointer: at } = deref(this.#document, schema, pointer);
    if (!isJsonObject(value)) return null;
    let known = this.#known.get(property);
    if (known === undefined) this.#known.set(property, (known = new WeakMap()));
    const before = known.get(value);
    if (before !== undefined) return before;
    known.set(value, PENDING);
    const properties = value['properties'];
    if (isJsonObject(properties) && Object.hasOwn(properties, property)) {
      const declared = deref(this.#document, properties[property], `${at}/properties/${escapeToken(property)}`);
      const why = noStringReason(declared.value);
      if (why !== undefined) {
        const found = { why, pointer: declared.pointer };
        known.set(value, found);
        return found;
      }
    }
    let result: Declaration | null | typeof PENDING = null;
    const allOf = value['allOf'];
    if (Array.isArray(allOf)) {
      for (let index = 0; index < allOf.length && (result === null || result === PENDING); index++) {
        const member = this.#read(allOf[index], `${at}/allOf/${index}`, property);
        if (member !== null) result = member;
      }
    }
    if (result === PENDING) known.delete(value);
    else known.set(value, result);
    return result;
  }
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

