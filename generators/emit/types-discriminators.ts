/**
 * A union's discriminator without a mapping names each member by its schema name (`Cat`); the
 * base the members extend (`Cat: allOf: [Pet, …]`) may map the same property explicitly
 * (`cat: '#/components/schemas/Cat'`). openapi-typescript adds both to the member, `petType: "Cat"`
 * and `petType: "cat"`, so the property is `never` and no value of the member type exists. The
 * value the document writes down for a member wins: before the transform, each union
 * discriminator that names a member only implicitly gets the member's values from its base's
 * mapping. Mapping targets given as bare schema names are made references first (qualifyBareTargets).
 * Mutates the emitter's own copy of the document.
 */
import { escapeToken, unescapeToken } from '../shared/json-pointer.js';

type Json = { [key: string]: unknown };

const SCHEMA_PREFIX = '#/components/schemas/';

export function alignDiscriminatorMappings(document: Json): void {
  const schemas = asObject(asObject(document['components'])?.['schemas']);
  if (schemas === undefined) return;
  const seen = new WeakSet<object>();
  const lookup = new MappingLookup();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (!Array.isArray(node)) {
      qualifyBareTargets(node as Json, schemas, lookup);
      alignUnion(node as Json, schemas, lookup);
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(document);
}

/**
 * OpenAPI lets a mapping name its target by schema name (`car: Car`) as well as by reference.
 * openapi-typescript resolves only references: it typed Car by its implicit name, `type: "Car"`,
 * while the document says `car`. A bare name of a schema
 * in components becomes that schema's reference.
 */
function qualifyBareTargets(schema: Json, schemas: Json, lookup: MappingLookup): void {
  const mapping = asObject(asObject(schema['discriminator'])?.['mapping']);
  if (mapping === undefined) return;
  for (const [value, target] of Object.entries(mapping)) {
    if (typeof target !== 'string' || target.includes('#') || target.includes('/') || !Object.hasOwn(schemas, target)) continue;
    Object.defineProperty(mapping, value, { value: componentRef(target), enumerable: true, writable: true, configurable: true });
    lookup.forget(mapping);
  }
}

function alignUnion(schema: Json, schemas: Json, lookup: MappingLookup): void {
  const discriminator = asObject(schema['discriminator']);
  const propertyName = discriminator?.['propertyName'];
  if (discriminator === undefined || typeof propertyName !== 'string') return;
  const members = [schema['oneOf'], schema['anyOf']].flatMap((list) => (Array.isArray(list) ? list : []));
  for (const member of members) {
    const ref = asObject(member)?.['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_PREFIX)) continue;
    if (lookup.values(asObject(discriminator['mapping']), ref).length > 0) continue;
    const values = baseValues(schemas, ref, propertyName, lookup);
    if (values.length === 0) continue;
    const mapping = asObject(discriminator['mapping']) ?? {};
    for (const value of values) Object.defineProperty(mapping, value, { value: ref, enumerable: true, writable: true, configurable: true });
    lookup.forget(mapping);
    discriminator['mapping'] = mapping;
  }
}

/**
 * The values a union's members not named by its mapping are sent with, as the generated types
 * read them: what their bases' mappings say (alignUnion), else the member's schema name
 * (openapi-typescript's `kind: "Circle"`). The docs page lists these beside the mapping: a union
 * with no mapping said only "Discriminated by kind" while the types accepted nothing but
 * `"Circle"`. Members other than component schemas have no implied value; none is given.
 */
export function impliedDiscriminatorValues(schema: Json, schemas: Json | undefined): [value: string, ref: string, from: 'base' | 'name'][] {
  const discriminator = asObject(schema['discriminator']);
  const propertyName = discriminator?.['propertyName'];
  if (discriminator === undefined || typeof propertyName !== 'string') return [];
  const mapping = asObject(discriminator['mapping']);
  const members = [schema['oneOf'], schema['anyOf']].flatMap((list) => (Array.isArray(list) ? list : []));
  const refs = members.map((member) => asObject(member)?.['$ref']).filter((ref): ref is string => typeof ref === 'string' && ref.startsWith(SCHEMA_PREFIX));
  const lookup = new MappingLookup();
  return [...new Set(refs)].flatMap((ref): [string, string, 'base' | 'name'][] => {
    if (lookup.values(mapping, ref).length > 0) return [];
    const fromBases = schemas === undefined ? [] : baseValues(schemas, ref, propertyName, lookup);
    if (fromBases.length > 0) return fromBases.map((value) => [value, ref, 'base']);
    return [[componentName(ref), ref, 'name']];
  });
}

/**
 * The value a union's discriminator sends its member `ref` with, as the generated types read it:
 * the first its mapping gives (by reference or by bare schema name), else the first its bases'
 * mappings give (alignUnion), else the schema name. Undefined for a member that is no component
 * schema, or a schema without a discriminator.
 */
export function discriminatorValue(schema: Json, ref: string, schemas: Json | undefined): string | undefined {
  const discriminator = asObject(schema['discriminator']);
  const propertyName = discriminator?.['propertyName'];
  if (discriminator === undefined || typeof propertyName !== 'string' || !ref.startsWith(SCHEMA_PREFIX)) return undefined;
  const lookup = new MappingLookup();
  return lookup.values(asObject(discriminator['mapping']), ref)[0] ?? (schemas === undefined ? undefined : baseValues(schemas, ref, propertyName, lookup)[0]) ?? componentName(ref);
}

/**
 * For each component schema that has a discriminator but is no union (`Pet` with
 * `discriminator: {propertyName: petType}`), the component schemas that extend it through
 * `allOf` and the value each is sent with: the base's mapping's, else its schema name, as
 * openapi-typescript types them (`Cat: { petType: "Cat" } & …`). Keyed by the base's name; one
 * pass over the schemas.
 */
export function inheritedDiscriminatorValues(schemas: Json | undefined): Map<string, [value: string, ref: string][]> {
  const byBase = new Map<string, [string, string][]>();
  if (schemas === undefined) return byBase;
  const lookup = new MappingLookup();
  for (const [name, child] of Object.entries(schemas)) {
    const bases = asObject(child)?.['allOf'];
    if (!Array.isArray(bases)) continue;
    const ref = componentRef(name);
    for (const base of bases) {
      const baseRef = asObject(base)?.['$ref'];
      if (typeof baseRef !== 'string' || !baseRef.startsWith(SCHEMA_PREFIX)) continue;
      const baseName = componentName(baseRef);
      const baseSchema = asObject(componentOf(schemas, baseRef));
      const discriminator = asObject(baseSchema?.['discriminator']);
      if (discriminator === undefined || Array.isArray(baseSchema?.['oneOf']) || Array.isArray(baseSchema?.['anyOf'])) continue;
      const mapped = lookup.values(asObject(discriminator['mapping']), ref);
      const list = byBase.get(baseName) ?? [];
      if (mapped.length === 0) list.push([name, ref]);
      byBase.set(baseName, list);
    }
  }
  return byBase;
}

/** The values the discriminators of `ref`'s allOf bases map to it, for the same property. */
function baseValues(schemas: Json, ref: string, propertyName: string, lookup: MappingLookup): string[] {
  const member = asObject(componentOf(schemas, ref));
  const bases = Array.isArray(member?.['allOf']) ? member['allOf'] : [];
  return bases.flatMap((base) => {
    const baseRef = asObject(base)?.['$ref'];
    if (typeof baseRef !== 'string' || !baseRef.startsWith(SCHEMA_PREFIX)) return [];
    const discriminator = asObject(asObject(componentOf(schemas, baseRef))?.['discriminator']);
    return discriminator?.['propertyName'] === propertyName ? lookup.values(asObject(discriminator['mapping']), ref) : [];
  });
}

/**
 * The mapping's values that name `ref`, as a full reference or as a bare schema name, in the
 * mapping's order. Each mapping is read once into an index by target, for one pass of the
 * callers above (a mapping the pass changes is forgotten, then read again): scanning the whole
 * mapping once per member cost the square of a union's size, and a union of 4,000 members whose
 * mapping names each (a 600 KB document) held generate for 150 s, 8,000 for over 7 minutes (a
 * red-team pass of 2026-11-28).
 */
class MappingLookup {
  readonly #indexes = new WeakMap<Json, { readonly keys: readonly string[]; readonly byTarget: ReadonlyMap<unknown, readonly number[]> }>();

  values(mapping: Json | undefined, ref: string): string[] {
    if (mapping === undefined) return [];
    const { keys, byTarget } = this.#index(mapping);
    const byRef = byTarget.get(ref) ?? [];
    const byName = byTarget.get(componentName(ref)) ?? [];
    const at = byName.length === 0 ? byRef : byRef.length === 0 ? byName : [...byRef, ...byName].sort((a, b) => a - b);
    return at.map((index) => keys[index]!);
  }

  /** After `mapping` changed. */
  forget(mapping: Json): void {
    this.#indexes.delete(mapping);
  }

  #index(mapping: Json): { readonly keys: readonly string[]; readonly byTarget: ReadonlyMap<unknown, readonly number[]> } {
    const known = this.#indexes.get(mapping);
    if (known !== undefined) return known;
    const keys = Object.keys(mapping);
    const byTarget = new Map<unknown, number[]>();
    keys.forEach((key, index) => {
      const target = mapping[key];
      const list = byTarget.get(target);
      if (list === undefined) byTarget.set(target, [index]);
      else list.push(index);
    });
    const index = { keys, byTarget };
    this.#indexes.set(mapping, index);
    return index;
  }
}

/** `#/components/schemas/a~1b` names the schema `a/b`. */
function componentName(ref: string): string {
  return unescapeToken(ref.slice(SCHEMA_PREFIX.length));
}

function componentRef(name: string): string {
  return `${SCHEMA_PREFIX}${escapeToken(name)}`;
}

function componentOf(schemas: Json, ref: string): unknown {
  const name = componentName(ref);
  return Object.hasOwn(schemas, name) ? schemas[name] : undefined;
}

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}
