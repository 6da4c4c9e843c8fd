/**
 * Schemas that are valid JSON Schema but almost surely do not say what their author meant:
 * generated as written, each with a located warning (decisions/0004).
 *
 * `additionalProperties: false` beside `allOf` (or `$ref`): `additionalProperties` sees only the
 * `properties` and `patternProperties` of its own schema object, never those its allOf members or
 * its reference declare, so `{allOf: [{$ref: Pet}], properties: {owner}, additionalProperties:
 * false}` refuses every object holding Pet's `name`. The generated types say `Pet & {owner}`, so
 * every value they allow with a `name` is refused by the generated server's validation (a 400 on
 * requests, a 500 on answers). `unevaluatedProperties: false` (2020-12, OpenAPI 3.1) means what
 * was meant. Warned only when some member declares a property the schema does not list itself.
 *
 * A `oneOf` whose members overlap on every bare object (`one-of-overlap.ts`) is another trap, and
 * an `enum` listing values its own `type` refuses (`enum-outside-type.ts`) a third, and an empty
 * `enum`, which no value passes (`empty-enum.ts`), a fourth, and a schema whose own keywords
 * contradict each other (`unsatisfiable-schemas.ts`: a `const` its `type` refuses, `minimum`
 * above `maximum`) a fifth.
 */
import { isJsonObject, valueAtReference } from '../shared/json-pointer.js';
import { appendAll } from '../shared/append-all.js';
import { serverPattern, type PatternMatcher } from '../runtime/server/patterns.js';
import { overlappingOneOf } from './one-of-overlap.js';
import { enumOutsideType } from './enum-outside-type.js';
import { emptyEnum } from './empty-enum.js';
import { unsatisfiableSchema } from './unsatisfiable-schemas.js';
import { PatternTests } from './own-keywords.js';
import { forEachSchemaAt } from './schema-walk.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };


/** `$ref` and allOf hops followed when collecting a member's properties. */
const MAX_DEPTH = 32;

export function schemaAdviceFindings(document: Json): Finding[] {
  const findings: Finding[] = [];
  const patterns = new PatternTests();
  forEachSchemaAt(document, (schema, pointer) => {
    for (const finding of [closedBesideAllOf(document, schema, pointer), overlappingOneOf(document, schema, pointer), enumOutsideType(schema, pointer), emptyEnum(schema, pointer)]) {
      if (finding !== undefined) findings.push(finding);
    }
    appendAll(findings, unsatisfiableSchema(schema, pointer, patterns));
  });
  return findings;
}

function closedBesideAllOf(document: Json, schema: Json, pointer: string): Finding | undefined {
  if (schema['additionalProperties'] !== false) return undefined;
  const members = [...(Array.isArray(schema['allOf']) ? (schema['allOf'] as unknown[]) : []), ...(typeof schema['$ref'] === 'string' ? [{ $ref: schema['$ref'] }] : [])];
  if (members.length === 0) return undefined;
  const own = isJsonObject(schema['properties']) ? schema['properties'] : {};
  const patterns = isJsonObject(schema['patternProperties']) ? Object.keys(schema['patternProperties']).map(safePattern) : [];
  const refused = new Set<string>();
  forEachMemberProperty(document, members, (name) => {
    if (!Object.hasOwn(own, name) && !patterns.some((pattern) => pattern?.test(name) === true)) refused.add(name);
    // Enough to name in the message: a hostile document cannot make one schema cost more.
    return refused.size <= SHOWN;
  });
  if (refused.size === 0) return undefined;
  const shown = [...refused].slice(0, SHOWN).map((name) => JSON.stringify(name)).join(', ') + (refused.size > SHOWN ? ', …' : '');
  return {
    pointer,
    severity: 'warning',
    message: `\`additionalProperties: false\` beside \`${Array.isArray(schema['allOf']) ? 'allOf' : '$ref'}\` refuses the properties its members declare (${shown}): it sees only this schema's own \`properties\``,
    hint: 'Write `unevaluatedProperties: false` instead (OpenAPI 3.1), or list those properties under this schema\'s `properties`; it was generated as written, so a server validating it refuses every object that has them.',
  };
}

/** Property names the message lists at most. */
const SHOWN = 5;

/**
 * Calls `visit` with each property name the members declare, through `$ref`s and nested allOf
 * (each schema read once, at most MAX_DEPTH hops deep), until it returns false.
 */
function forEachMemberProperty(document: Json, members: readonly unknown[], visit: (name: string) => boolean): void {
  const visited = new Set<object>();
  // Depth first, in the document's order: a stack, children pushed last to first.
  const pending: [unknown, number][] = members.map((member): [unknown, number] => [member, 0]).reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [schema, depth] = next;
    if (!isJsonObject(schema) || visited.has(schema) || depth > MAX_DEPTH) continue;
    visited.add(schema);
    if (isJsonObject(schema['properties'])) {
      for (const name of Object.keys(schema['properties'])) if (!visit(name)) return;
    }
    const children: unknown[] = [];
    if (typeof schema['$ref'] === 'string') children.push(valueAtReference(document, schema['$ref']));
    if (Array.isArray(schema['allOf'])) appendAll(children, schema['allOf'] as unknown[]);
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push([children[index], depth + 1]);
  }
}

/** The server's own pattern engine (linear where backtracking could be slow: names come from the document). */
function safePattern(source: string): PatternMatcher | undefined {
  try {
    return serverPattern(source, 'u');
  } catch {
    return undefined;
  }
}
