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

/**
 * Each schema's declaration of a property that admits no string, through its `allOf` members,
 * found once per schema and property for the whole document. Each discriminator walked its
 * members' `allOf`s afresh, so discriminators sharing members cost discriminators × the schemas
 * those reach: 4,000 discriminators naming one schema of 4,000 `allOf` members (a 750 KB
 * document) took 14 s, 20,000 of each minutes (2026-11-29).
 *
 * A cycle of `allOf`s is one strongly connected component (Tarjan's algorithm, walked with an
 * explicit stack): every schema in it reaches every other, so they hold a declaration together
 * or none, and all their answers are kept when the component closes. Answers found while a
 * cycle was open used not to be kept, so `N1: allOf: [N2, N2]`, …, `Nk: allOf: [N1, N1]` read the
 * cycle 2^k times: 11 s for k = 22 (2.5 KB), doubling with each schema (2026-11-29).
 */
class Declarations {
  readonly #document: Json;
  readonly #known = new Map<string, WeakMap<object, Declaration | null>>();

  constructor(document: Json) {
    this.#document = document;
  }

  in(schema: unknown, pointer: string, property: string): Declaration | undefined {
    const { value, pointer: at } = deref(this.#document, schema, pointer);
    if (!isJsonObject(value)) return undefined;
    let known = this.#known.get(property);
    if (known === undefined) this.#known.set(property, (known = new WeakMap()));
    return (known.get(value) ?? new Walk(this.#document, property, known).from(value, at)) ?? undefined;
  }
}

/** A schema being read: its declaration so far (its own, else its first `allOf` member's), and Tarjan's numbers. */
interface Open {
  readonly value: Json;
  readonly pointer: string;
  readonly members: readonly unknown[];
  next: number;
  found: Declaration | null;
  readonly order: number;
  low: number;
  readonly depth: number;
}

/** One walk of the `allOf`s below a schema whose answer is not known yet, for one property. */
class Walk {
  readonly #open = new Map<object, Open>();
  readonly #component: Open[] = [];
  readonly #path: Open[] = [];
  readonly #document: Json;
  readonly #property: string;
  readonly #known: WeakMap<object, Declaration | null>;
  #count = 0;

  constructor(document: Json, property: string, known: WeakMap<object, Declaration | null>) {
    this.#document = document;
    this.#property = property;
    this.#known = known;
  }

  from(value: Json, pointer: string): Declaration | null {
    this.#enter(value, pointer);
    while (this.#path.length > 0) {
      const top = this.#path[this.#path.length - 1]!;
      // Once a declaration is found, the members left cannot change this schema's answer.
      if (top.found === null && top.next < top.members.length) this.#step(top);
      else this.#leave(top);
    }
    return this.#known.get(value) ?? null;
  }

  #enter(value: Json, pointer: string): void {
    const allOf = value['allOf'];
    const open: Open = {
      value,
      pointer,
      members: Array.isArray(allOf) ? allOf : [],
      next: 0,
      found: ownDeclaration(this.#document, value, pointer, this.#property),
      order: this.#count,
      low: this.#count,
      depth: this.#component.length,
    };
    this.#count++;
    this.#open.set(value, open);
    this.#component.push(open);
    this.#path.push(open);
  }

  #step(top: Open): void {
    const index = top.next++;
    const { value, pointer } = deref(this.#document, top.members[index], `${top.pointer}/allOf/${index}`);
    if (!isJsonObject(value)) return;
    const known = this.#known.get(value);
    if (known !== undefined) {
      top.found = known;
      return;
    }
    const open = this.#open.get(value);
    if (open === undefined) return this.#enter(value, pointer);
    // Back into the component being read: what it holds is settled when the component closes.
    top.low = Math.min(top.low, open.order);
    top.found = open.found;
  }

  #leave(top: Open): void {
    this.#path.pop();
    if (top.low === top.order) {
      const component = this.#component.splice(top.depth);
      const shared = component.find((open) => open.found !== null)?.found ?? null;
      for (const open of component) {
        this.#known.set(open.value, open.found ?? shared);
        this.#open.delete(open.value);
      }
    }
    const parent = this.#path[this.#path.length - 1];
    if (parent === undefined) return;
    parent.low = Math.min(parent.low, top.low);
    parent.found = this.#known.get(top.value) ?? top.found;
  }
}

/** The schema's own declaration of `property`, when it admits no string. */
function ownDeclaration(document: Json, schema: Json, pointer: string, property: string): Declaration | null {
  const properties = schema['properties'];
  if (!isJsonObject(properties) || !Object.hasOwn(properties, property)) return null;
  const declared = deref(document, properties[property], `${pointer}/properties/${escapeToken(property)}`);
  const why = noStringReason(declared.value);
  return why === undefined ? null : { why, pointer: declared.pointer };
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

