/**
 * JSON Schema (the bundled document's, OpenAPI 3.1 dialect; 3.0 was upgraded by the loader) as
 * nested HTML. https://spec.openapis.org/oas/v3.1.0#schema-object
 *
 * A `$ref` to a component schema is a link to its section (each component is written once, in
 * the page's "Schemas" section), so a schema used everywhere costs one link per use and a cycle
 * is just a link back. Inline schemas are written nested, `MAX_DEPTH` levels at most; an inline
 * schema beyond SMALL_VALUE that was written out already links to where it was (page-context.ts).
 */
import { decodeFragment, isJsonObject, unescapeToken } from '../../shared/json-pointer.js';
import { jsonTypeOf, typeNames } from '../../shared/json-type.js';
import { code, concat, link, text, type HeadingLevel } from './html.js';
import { jsonValue } from './json-view.js';
import { impliedDiscriminatorValues } from '../types-discriminators.js';
import { alreadyShown, entriesOf, objectAt, sameAs, type Json, type PageContext, type Place } from './page-context.js';

/** Inline schemas nested deeper than this are named, not written out. */
export const MAX_DEPTH = 12;
/** Arrays of plain values up to this long (an enum, a `required` list) keep a schema small. */
const SMALL_ARRAY = 32;
const COMBINATORS = [['allOf', 'all of'], ['oneOf', 'one of'], ['anyOf', 'any of']] as const;

/**
 * The HTML of `schema` at `where` (an operation or a component), `depth` levels into inline
 * schemas. A schema beyond SMALL_VALUE met again is a link to where it was written: its head and
 * facts too, since a title, an enum or a default can be as long as the document allows.
 * `under` is the level of the heading the schema sits under, where its descriptions' own
 * headings start below: an operation's part (h4) by default, a component's section (h3) in
 * "Schemas", whose descriptions' `#` headings were h5 straight under the h3.
 */
export function schemaView(schema: unknown, context: PageContext, where: Place, depth = 0, under: HeadingLevel = 4): string {
  if (!isJsonObject(schema)) return `<div class="schema"><span class="type">${schema === false ? 'no value is valid' : 'any value'}</span></div>\n`;
  const first = alreadyShown(context, schema, where);
  if (first !== undefined) return `<div class="schema">${sameAs('inline schema', first)}</div>\n`;
  const title = typeof schema.title === 'string' ? `<span class="schema-title">${text(schema.title)}</span>` : '';
  const head = `<div class="schema-head">${[title, typeSummary(schema, context), ...badges(schema)].filter(Boolean).join(' ')}</div>`;
  const description = typeof schema.description === 'string' ? context.markdown(schema.description, under) : '';
  const facts = constraints(schema);
  if (!hasMembers(schema)) return `<div class="schema">${head}${facts}${description}</div>\n`;
  const body = depth >= MAX_DEPTH
    ? `<p class="note">Nested more than ${MAX_DEPTH} levels deep: not shown.</p>`
    : members(schema, context, where, depth + 1, under);
  return `<div class="schema">${head}${facts}${description}${body}</div>\n`;
}

/** What the value is, in a few words: `string (date-time)`, `array of Movie`, `integer or null`. */
export function typeSummary(schema: Json, context: PageContext): string {
  if (typeof schema.$ref === 'string') return referenceLink(schema.$ref, context);
  const types = declaredTypes(schema);
  const format = typeof schema.format === 'string' ? ` <span class="format">(${text(schema.format)})</span>` : '';
  const items = isJsonObject(schema.items) && typeof schema.items.$ref === 'string' ? ` of ${referenceLink(schema.items.$ref, context)}` : '';
  const named = types.map((type) => `<span class="type">${text(type)}</span>${type === 'array' ? items : ''}`).join(' or ');
  if (named !== '') return `${named}${format}`;
  // `enum: []` names no type and allows nothing: "any" would say the opposite.
  if (Array.isArray(schema.enum) && schema.enum.length === 0) return '<span class="type">no value</span>';
  if (COMBINATORS.some(([key]) => Array.isArray(schema[key]))) return `<span class="type">${COMBINATORS.filter(([key]) => Array.isArray(schema[key])).map(([, words]) => words).join(', ')}</span>`;
  return `<span class="type">any</span>${format}`;
}

/** The types the schema names (`type`, 3.0's `nullable`), or the one its keywords imply. */
function declaredTypes(schema: Json): string[] {
  const types = typeNames(schema.type) ?? [];
  if (types.length === 0) {
    if (isJsonObject(schema.properties) || isJsonObject(schema.additionalProperties)) types.push('object');
    else if (Object.hasOwn(schema, 'items') || Array.isArray(schema.prefixItems)) types.push('array');
    else if (Array.isArray(schema.enum)) types.push(...new Set(schema.enum.map(jsonTypeOf)));
    else if (Object.hasOwn(schema, 'const')) types.push(jsonTypeOf(schema.const));
  }
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  return types;
}

/**
 * A `$ref` as a link: to a component schema's section, or to the component a deeper pointer is
 * inside (its path shown); any other reference is shown as written.
 */
export function referenceLink(ref: string, context: PageContext): string {
  const pointer = ref.startsWith('#') ? decodeFragment(ref.slice(1)) : undefined;
  if (pointer !== undefined) {
    const [, kind, group, name, ...rest] = pointer.split('/');
    const componentPointer = `/${kind}/${group}/${name}`;
    const id = kind === 'components' && group === 'schemas' ? context.schemaIds.get(componentPointer) : undefined;
    const label = unescapeToken(name ?? '');
    if (id !== undefined) return `${link(id, code(label, 'ref'))}${rest.length > 0 ? ` ${code(`/${rest.join('/')}`)}` : ''}`;
  }
  return code(ref, 'ref');
}

function badges(schema: Json): string[] {
  const marks: string[] = [];
  if (schema.readOnly === true) marks.push('read-only');
  if (schema.writeOnly === true) marks.push('write-only');
  if (schema.deprecated === true) marks.push('deprecated');
  return marks.map((mark) => `<span class="badge">${mark}</span>`);
}

const RANGES: readonly (readonly [string, string])[] = [
  ['minimum', '≥'], ['exclusiveMinimum', '>'], ['maximum', '≤'], ['exclusiveMaximum', '<'], ['multipleOf', 'multiple of'],
  ['minLength', 'min length'], ['maxLength', 'max length'], ['pattern', 'pattern'],
  ['minItems', 'min items'], ['maxItems', 'max items'], ['minProperties', 'min properties'], ['maxProperties', 'max properties'],
  ['minContains', 'min matching items'], ['maxContains', 'max matching items'],
  ['contentMediaType', 'content type'], ['contentEncoding', 'content encoding'],
];

/** Enum, const, default, ranges, lengths, patterns, examples: one line of facts. */
function constraints(schema: Json): string {
  const facts: string[] = [];
  if (Array.isArray(schema.enum)) facts.push(schema.enum.length === 0 ? 'no value is valid (its enum is empty)' : `one of ${schema.enum.map((value) => jsonValue(value)).join(', ')}`);
  if (Object.hasOwn(schema, 'const')) facts.push(`always ${jsonValue(schema.const)}`);
  if (Object.hasOwn(schema, 'default')) facts.push(`default ${jsonValue(schema.default)}`);
  const undeclared = undeclaredRequired(schema);
  if (undeclared.length > 0) facts.push(`requires ${undeclared.map((name) => code(name, 'name')).join(', ')}`);
  facts.push(...dependentRequired(schema));
  for (const [key, words] of RANGES) {
    const value = schema[key];
    if (typeof value === 'number' || typeof value === 'string') facts.push(`${text(words)} ${code(String(value))}`);
  }
  if (schema.uniqueItems === true) facts.push('items unique');
  if (Array.isArray(schema.examples)) facts.push(`${schema.examples.length === 1 ? 'example' : 'examples'} ${schema.examples.map((value) => jsonValue(value)).join(', ')}`);
  else if (Object.hasOwn(schema, 'example')) facts.push(`example ${jsonValue(schema.example)}`);
  return facts.length === 0 ? '' : `<div class="facts">${facts.map((fact) => `<span class="fact">${fact}</span>`).join(' ')}</div>`;
}

/**
 * Names in `required` that the schema's own `properties` do not list (those carry a badge). An
 * allOf part that only requires (`allOf: [{$ref: Base}, {required: [name]}]`, the usual way to
 * make an inherited property required) read "any", and a required member left undeclared was
 * not shown at all: a reader took both for optional.
 */
function undeclaredRequired(schema: Json): string[] {
  if (!Array.isArray(schema.required)) return [];
  const declared = isJsonObject(schema.properties) ? schema.properties : {};
  const names = schema.required.filter((name): name is string => typeof name === 'string' && !Object.hasOwn(declared, name));
  return [...new Set(names)];
}

/**
 * `dependentRequired` (`cardNumber: [label]`) as `when cardNumber is present, requires label`:
 * the server refuses a body that breaks it, and the page said nothing of it (a 3.1 new-user
 * pass, 2026-11-28), while `dependentSchemas` beside it was shown.
 */
function dependentRequired(schema: Json): string[] {
  return entriesOf(schema.dependentRequired).flatMap(([name, value]) => {
    const names = Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === 'string'))] : [];
    return names.length === 0 ? [] : [`when ${code(name, 'name')} is present, requires ${names.map((item) => code(item, 'name')).join(', ')}`];
  });
}

const MEMBER_KEYS = ['properties', 'patternProperties', 'additionalProperties', 'items', 'prefixItems', 'allOf', 'oneOf', 'anyOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'contains', 'propertyNames', 'contentSchema', 'unevaluatedProperties', 'unevaluatedItems', 'discriminator'];

/**
 * What a subschema of `false` (nothing matches) closes, said in words: `items: false` after
 * `prefixItems` is a tuple of exactly those items, `additionalProperties: false` an object with
 * only its listed properties. Without these a closed tuple read like an open one.
 */
const CLOSED: Readonly<Record<string, string>> = { additionalProperties: 'No other properties.', unevaluatedProperties: 'No other properties.', items: 'No other items.', unevaluatedItems: 'No other items.' };

/**
 * Keywords whose subschema constrains even when it is `true` (accepts anything): `not: true` lets
 * no value through, `contains: true` wants at least one item. Elsewhere `true` adds nothing and is
 * not shown.
 */
const CONSTRAINING_TRUE: ReadonlySet<string> = new Set(['not', 'contains']);

function closedNote(key: string): string {
  return `<p class="note">${CLOSED[key] ?? ''}</p>`;
}

/** Whether the schema holds subschemas (a `false` one included) or long lists, written below its head (to MAX_DEPTH). */
function hasMembers(schema: Json): boolean {
  if (MEMBER_KEYS.some((key) => Object.hasOwn(schema, key) && ((typeof schema[key] === 'object' && schema[key] !== null) || schema[key] === false || (schema[key] === true && CONSTRAINING_TRUE.has(key))))) return true;
  return Object.values(schema).some((value) => Array.isArray(value) ? value.length > SMALL_ARRAY || value.some((item) => typeof item === 'object' && item !== null) : isJsonObject(value));
}

/** Properties, items, combinators, conditionals: each part a titled block of nested schemas. */
function members(schema: Json, context: PageContext, where: Place, depth: number, under: HeadingLevel): string {
  const nested = (value: unknown): string => schemaView(value, context, where, depth, under);
  const parts: string[] = [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);
  const properties = entriesOf(schema.properties);
  if (properties.length > 0) parts.push(propertyList(properties.map(([name, value]) => [code(name, 'name'), value, required.has(name) ? requiredWhere(value) : undefined]), nested));
  const patterns = entriesOf(schema.patternProperties);
  if (patterns.length > 0) parts.push(propertyList(patterns.map(([pattern, value]) => [`names matching ${code(pattern, 'name')}`, value, undefined]), nested));
  if (schema.additionalProperties === false) parts.push(closedNote('additionalProperties'));
  else if (isJsonObject(schema.additionalProperties)) parts.push(titled('Other properties', nested(schema.additionalProperties)));
  if (Array.isArray(schema.prefixItems)) parts.push(concat(schema.prefixItems.map((item, index) => titled(`Item ${index + 1}`, nested(item)))));
  if (isJsonObject(schema.items) && typeof schema.items.$ref !== 'string') parts.push(titled('Items', nested(schema.items)));
  else if (schema.items === false) parts.push(closedNote('items'));
  for (const [key, words] of COMBINATORS) {
    const variants = schema[key];
    if (Array.isArray(variants)) parts.push(titled(`${words[0]!.toUpperCase()}${words.slice(1)} these`, `<ol class="variants">${concat(variants.map((variant) => `<li>${nested(variant)}</li>`))}</ol>`));
  }
  if (isJsonObject(schema.discriminator)) parts.push(discriminator(schema, context));
  for (const [key, title] of [['not', 'Must not match'], ['if', 'If it matches'], ['then', 'then it must match'], ['else', 'otherwise it must match'], ['contains', 'Contains an item matching'], ['propertyNames', 'Property names'], ['contentSchema', 'Its content, decoded'], ['unevaluatedProperties', 'Other properties'], ['unevaluatedItems', 'Other items']] as const) {
    if (isJsonObject(schema[key]) || (schema[key] === false && !Object.hasOwn(CLOSED, key)) || (schema[key] === true && CONSTRAINING_TRUE.has(key))) parts.push(titled(title, nested(schema[key])));
  }
  for (const key of ['unevaluatedProperties', 'unevaluatedItems']) if (schema[key] === false) parts.push(closedNote(key));
  const dependent = entriesOf(schema.dependentSchemas);
  if (dependent.length > 0) parts.push(propertyList(dependent.map(([name, value]) => [`when ${code(name, 'name')} is present`, value, undefined]), nested));
  return concat(parts);
}

/** The badge's words for a required property: where it is required, when only one side sends it. */
type Required = 'required' | 'required in responses' | 'required in requests';

type Row = readonly [label: string, schema: unknown, required: Required | undefined];

/**
 * A required property marked `readOnly` is sent by the server only, so a request neither needs
 * nor takes it, and a `writeOnly` one is never in a response (OAS 3.1 §4.8.24.1): the generated
 * types drop it on the other side (model/read-write.ts), and the page says so rather than calling
 * an `id` the server assigns required in the request body that creates it. Marks are read as the
 * types read them, on the property's own schema.
 */
function requiredWhere(property: unknown): Required {
  const readOnly = isJsonObject(property) && property.readOnly === true;
  const writeOnly = isJsonObject(property) && property.writeOnly === true;
  if (readOnly === writeOnly) return 'required';
  return readOnly ? 'required in responses' : 'required in requests';
}

function propertyList(rows: readonly Row[], nested: (value: unknown) => string): string {
  const items = rows.map(([label, value, required]) => `<li><div class="prop-name">${label}${required !== undefined ? ` <span class="badge required">${required}</span>` : ''}</div>${nested(value)}</li>\n`);
  return `<ul class="props">${concat(items)}</ul>`;
}

function titled(title: string, body: string): string {
  return `<div class="part"><p class="part-title">${text(title)}</p>${body}</div>`;
}

/**
 * The discriminator's property and the value each member is sent with: the mapping's (a target
 * written as a bare schema name, `circle: Circle`, is that schema, as the generated types read
 * it), then the values the generated types imply for members the mapping does not name.
 */
function discriminator(schema: Json, context: PageContext): string {
  const value = schema.discriminator as Json;
  const schemas = objectAt(objectAt(context.document, 'components'), 'schemas');
  const property = typeof value.propertyName === 'string' ? ` by ${code(value.propertyName, 'name')}` : '';
  const target = (ref: string): string => (!ref.includes('#') && !ref.includes('/') && schemas !== undefined && Object.hasOwn(schemas, ref) ? `#/components/schemas/${ref.replace(/~/g, '~0')}` : ref);
  const written = entriesOf(value.mapping).map(([key, ref]) => `<li>${code(key)} → ${typeof ref === 'string' ? referenceLink(target(ref), context) : ''}</li>`);
  const implied = impliedDiscriminatorValues(schema, schemas).map(([key, ref, from]) => `<li>${code(key)} → ${referenceLink(ref, context)} <span class="note">(${from === 'name' ? 'its schema name' : "its base's mapping"})</span></li>`);
  const extending = (context.inheritors.get(schema) ?? []).map(([key, ref]) => `<li>${code(key)} → ${referenceLink(ref, context)} <span class="note">(extends this schema; its schema name)</span></li>`);
  const mapping = [...written, ...implied, ...extending];
  return `<div class="part"><p class="part-title">Discriminated${property}</p>${mapping.length > 0 ? `<ul class="mapping">${concat(mapping)}</ul>` : ''}</div>`;
}
