/**
 * Generated from generators/runtime/server/discriminators.ts by npm run generate. Do not edit.
 */

/**
 * Discriminator values in validation. JSON Schema ignores `discriminator`, so `oneOf: [Circle,
 * Square]` mapped as `round` and `box` accepted `{kind: "tri", r: 1}` (it matches Circle's shape),
 * while the generated types give Circle `kind: "round"`: a handler switching over `kind` met a
 * value its type says cannot exist. The types (openapi-typescript, after
 * generators/emit/types-discriminators.ts) narrow the member schemas themselves, wherever they are
 * used, so validation narrows the same schemas the same way:
 * - each `$ref` member of a `oneOf` with a discriminator gets the values the union's mapping gives
 *   it (by reference or bare schema name), else those its allOf bases' mappings give it, else its
 *   schema name;
 * - a schema that extends a schema with a discriminator through allOf (`Cat: allOf: [Pet, …]`)
 *   inherits that discriminator, and so does one extending an heir (`Kitten: allOf: [Cat, …]`,
 *   at any depth), as openapi-typescript passes it down: in the document's order, over the allOf
 *   members in theirs, stopping at the first referenced member that has none; such a schema gets
 *   the values the discriminator's mapping gives it, else its schema name;
 * the first of these to name a schema decides. Only schemas the types narrow are narrowed: an
 * object schema or one with allOf, in `#/components/schemas`, without a discriminator of its own.
 *
 * The types write an allOf member that has a discriminator, its own or inherited, as
 * `Omit<Member, property>`: Kitten is `Omit<Cat, "petType"> & … & { petType: "kitten" }`, not
 * Cat's `"cat"`. So where a component's allOf names a narrowed heir, validation reads an
 * unnarrowed copy of it (`openCopies`); Kitten's value then holds, not Cat's.
 */
import {
  holdsData,
  readingUnder,
  setOwn,
  type KeyReading,
  type SchemaObject,
} from './schema-rewrite.js';
import { hasOwn } from '../own-property.js';

const SCHEMA_PREFIX = '#/components/schemas/';

interface Narrowing {
  readonly property: string;
  readonly values: readonly string[];
}

type Components = { readonly [key: string]: unknown };

/**
 * `components` with each narrowed schema in `components.schemas` given an allOf member that
 * requires its discriminator property to hold one of its values. `roots` are further schemas
 * (the route table's) in which unions may sit. Only the changed schemas are copied.
 */
export function withDiscriminatorValues(
  components: Components,
  roots: readonly unknown[],
): Components {
  const schemas = asObject(components['schemas']);
  if (schemas === undefined) return components;
  const narrowings = new Map<string, Narrowing>();
  const mappedTo = mappingLookup();
  // The route table's schemas come from `paths`, which documents list before `components`, and
  // openapi-typescript lets the first union to name a member decide: the same order here.
  for (const union of unions([...roots, components]))
    narrowUnionMembers(union, schemas, narrowings, mappedTo);
  const inherited = inheritedDiscriminators(schemas);
  for (const name of Object.keys(schemas))
    narrowExtension(name, schemas, inherited, narrowings, mappedTo);
  if (narrowings.size === 0) return components;
  const narrowed: { [key: string]: unknown } = { ...schemas };
  const open = openCopies(schemas, narrowed, (name) => narrowings.has(name) && inherited.has(name));
  for (const name of Object.keys(schemas)) {
    const schema = asObject(schemas[name]);
    if (schema === undefined) continue;
    const unnarrowed = open.rewrite(schema);
    const narrowing = narrowings.get(name);
    if (narrowing !== undefined) {
      const { property, values } = narrowing;
      const allOf = Array.isArray(unnarrowed['allOf']) ? unnarrowed['allOf'] : [];
      const constraint = { required: [property], properties: { [property]: { enum: values } } };
      const copy = { ...unnarrowed };
      // First, so a member the value does not select fails on its discriminator and nothing
      // else: the error message then tells that member from the selected one (validation.ts).
      setOwn(copy, 'allOf', [constraint, ...allOf]);
      setOwn(narrowed, name, copy);
    } else if (unnarrowed !== schema) setOwn(narrowed, name, unnarrowed);
  }
  const result = { ...components };
  setOwn(result, 'schemas', narrowed);
  return result;
}

/**
 * Which schemas openapi-typescript passes a discriminator down to, and which (scanDiscriminators):
 * walking `components.schemas` in the document's order, a schema whose allOf names, before any
 * member without one, a schema with a discriminator (its own, or one passed down to it earlier in
 * that walk) takes that discriminator; a later such member's wins. An inline allOf member with a
 * discriminator gives it too. A schema listed before its base takes nothing, as in the types.
 */
function inheritedDiscriminators(schemas: SchemaObject): Map<string, SchemaObject> {
  const inherited = new Map<string, SchemaObject>();
  const discriminatorOf = (name: string): SchemaObject | undefined =>
    inherited.get(name) ?? ownDiscriminator(schemas[name]);
  for (const name of Object.keys(schemas)) {
    const allOf = asObject(schemas[name])?.['allOf'];
    if (!Array.isArray(allOf)) continue;
    for (const item of allOf) {
      const ref = asObject(item)?.['$ref'];
      if (typeof ref === 'string') {
        const base = componentName(ref, schemas);
        const discriminator = base === undefined ? undefined : discriminatorOf(base);
        if (discriminator === undefined) break;
        inherited.set(name, discriminator);
        continue;
      }
      const own = ownDiscriminator(item);
      if (own !== undefined) inherited.set(name, own);
    }
  }
  return inherited;
}

function ownDiscriminator(schema: unknown): SchemaObject | undefined {
  const discriminator = asObject(asObject(schema)?.['discriminator']);
  return typeof discriminator?.['propertyName'] === 'string' ? discriminator : undefined;
}

interface OpenCopies {
  /** `schema` with each allOf reference to a narrowed heir pointed at that heir's unnarrowed copy (the same object when there is none). */
  readonly rewrite: (schema: SchemaObject) => SchemaObject;
}

/**
 * Unnarrowed copies of the narrowed heirs (`needsCopy`) that some component's allOf names, added
 * to `into` under a name no schema has (`Cat.open`), each itself rewritten, so Tabby's Kitten
 * reads Cat's copy too. Made on first use.
 */
function openCopies(
  schemas: SchemaObject,
  into: { [key: string]: unknown },
  needsCopy: (name: string) => boolean,
): OpenCopies {
  const refs = new Map<string, string>();
  const refTo = (name: string): string => {
    const known = refs.get(name);
    if (known !== undefined) return known;
    let copyName = `${name}.open`;
    for (let suffix = 2; hasOwn(schemas, copyName) || hasOwn(into, copyName); suffix += 1)
      copyName = `${name}.open.${suffix}`;
    const ref = `${SCHEMA_PREFIX}${encodeURIComponent(copyName.replace(/~/g, '~0').replace(/\//g, '~1'))}`;
    // Known before the copy is rewritten, so a cycle of heirs refers to it rather than recursing.
    refs.set(name, ref);
    setOwn(into, copyName, rewrite(asObject(schemas[name])!));
    return ref;
  };
  const rewrite = (schema: SchemaObject): SchemaObject => {
    const allOf = schema['allOf'];
    if (!Array.isArray(allOf)) return schema;
    let changed = false;
    const members = allOf.map((item: unknown) => {
      const member = asObject(item);
      const name = componentName(member?.['$ref'], schemas);
      if (member === undefined || name === undefined || !needsCopy(name)) return item;
      changed = true;
      const copy = { ...member };
      setOwn(copy, '$ref', refTo(name));
      return copy;
    });
    if (!changed) return schema;
    const copy = { ...schema };
    setOwn(copy, 'allOf', members);
    return copy;
  };
  return { rewrite };
}

/**
 * Every schema object with a discriminator and a oneOf, data members aside, in document order
 * (depth first, members in their order). Iterative: documents nest deep.
 */
function unions(roots: readonly unknown[]): SchemaObject[] {
  const found: SchemaObject[] = [];
  // Each with how its keys are read (schema-rewrite.ts): a property named `default` holds a schema.
  const pending: [unknown, KeyReading][] = [...roots].reverse().map((root) => [root, 'keywords']);
  const seen = new Set<object>();
  while (pending.length > 0) {
    const [next, reading] = pending.pop()!;
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    const members: [unknown, KeyReading][] = Array.isArray(next)
      ? next.map((item: unknown) => [item, 'keywords'])
      : Object.entries(next as SchemaObject)
          .filter(([key]) => !holdsData(key, reading))
          .map(([key, value]) => [value, readingUnder(key, reading)]);
    if (
      reading === 'keywords' &&
      !Array.isArray(next) &&
      typeof asObject((next as SchemaObject)['discriminator'])?.['propertyName'] === 'string' &&
      Array.isArray((next as SchemaObject)['oneOf'])
    )
      found.push(next as SchemaObject);
    for (let index = members.length - 1; index >= 0; index -= 1) pending.push(members[index]!);
  }
  return found;
}

function narrowUnionMembers(
  union: SchemaObject,
  schemas: SchemaObject,
  narrowings: Map<string, Narrowing>,
  mappedTo: MappedTo,
): void {
  const discriminator = asObject(union['discriminator'])!;
  const property = discriminator['propertyName'] as string;
  for (const member of union['oneOf'] as unknown[]) {
    const name = componentName(asObject(member)?.['$ref'], schemas);
    if (name === undefined || narrowings.has(name) || !narrowable(schemas[name])) continue;
    const values = mappedTo(discriminator, name);
    const fromBases =
      values.length > 0
        ? values
        : basesOf(name, schemas).flatMap((base) =>
            base['propertyName'] === property ? mappedTo(base, name) : [],
          );
    narrowings.set(name, { property, values: fromBases.length > 0 ? fromBases : [name] });
  }
}

function narrowExtension(
  name: string,
  schemas: SchemaObject,
  inherited: ReadonlyMap<string, SchemaObject>,
  narrowings: Map<string, Narrowing>,
  mappedTo: MappedTo,
): void {
  if (narrowings.has(name) || !narrowable(schemas[name])) return;
  const discriminator = inherited.get(name);
  if (discriminator === undefined) return;
  const values = mappedTo(discriminator, name);
  narrowings.set(name, {
    property: discriminator['propertyName'] as string,
    values: values.length > 0 ? values : [name],
  });
}

/** The discriminators of the schemas `name` extends through allOf references. */
function basesOf(name: string, schemas: SchemaObject): SchemaObject[] {
  const allOf = asObject(schemas[name])?.['allOf'];
  if (!Array.isArray(allOf)) return [];
  return allOf.flatMap((item) => {
    const base = componentName(asObject(item)?.['$ref'], schemas);
    const discriminator =
      base === undefined ? undefined : asObject(asObject(schemas[base])?.['discriminator']);
    return discriminator === undefined ? [] : [discriminator];
  });
}

/** The mapping's values whose target is `name`, by reference or by bare schema name. */
type MappedTo = (discriminator: SchemaObject, name: string) => readonly string[];

/**
 * The lookup for one rewrite: each mapping is read once into its values by the schema name each
 * target may name, so a union's members cost linear time. Reading the whole mapping once per
 * member cost the square of a union's size: a union of 4,000 members whose mapping names each (a
 * 600 KB document) spent minutes here, at generate's start check and at every start of the
 * generated server (a red-team pass, 2026-11-28).
 */
function mappingLookup(): MappedTo {
  const indexes = new WeakMap<SchemaObject, Map<string, string[]>>();
  return (discriminator, name) => {
    const mapping = asObject(discriminator['mapping']);
    if (mapping === undefined) return [];
    let index = indexes.get(mapping);
    if (index === undefined) {
      index = new Map();
      for (const [value, target] of Object.entries(mapping)) {
        if (typeof target !== 'string') continue;
        for (const named of new Set([target, ...componentNamesOf(target)])) {
          const values = index.get(named);
          if (values === undefined) index.set(named, [value]);
          else values.push(value);
        }
      }
      indexes.set(mapping, index);
    }
    return [...(index.get(name) ?? [])];
  };
}

/** A schema the types narrow: an object or an allOf, without a discriminator of its own. */
function narrowable(schema: unknown): boolean {
  const object = asObject(schema);
  if (object === undefined || object['discriminator'] !== undefined) return false;
  return Array.isArray(object['allOf']) || object['type'] === 'object';
}

export function componentName(ref: unknown, schemas: SchemaObject): string | undefined {
  if (typeof ref !== 'string') return undefined;
  return componentNamesOf(ref).find((name) => hasOwn(schemas, name));
}

/**
 * The schema names a `#/components/schemas/…` reference may name, most likely first: a URI
 * fragment is percent-decoded before `~1` and `~0` are undone (RFC 6901, section 6), as openCopies
 * encodes the references it writes; then the text as written, since the bundler hands over a
 * mapping's targets decoded (`Cat%` where the document wrote `Cat%25`) and its `$ref`s not.
 * Compared only as written, `Cat%25` or `Ma%C3%AEtre` named no schema, and those members were not
 * narrowed while the types narrowed them.
 */
function componentNamesOf(ref: string): string[] {
  if (!ref.startsWith(SCHEMA_PREFIX)) return [];
  const written = ref.slice(SCHEMA_PREFIX.length);
  const decoded = percentDecoded(written);
  return [...new Set([decoded, written])].flatMap((token) =>
    token === undefined || token.includes('/')
      ? []
      : [token.replace(/~1/g, '/').replace(/~0/g, '~')],
  );
}

/** A malformed escape names nothing (the loader has already refused such a reference). */
function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function asObject(value: unknown): SchemaObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as SchemaObject)
    : undefined;
}
