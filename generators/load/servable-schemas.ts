/**
 * The schema half of servable.ts: schemas the generated server compiles at start-up must be
 * valid JSON Schema 2020-12 (Ajv's validator of the meta-schema checks each, as the server's Ajv
 * would need; meta-schema.ts), their patterns must compile with the server's pattern engine,
 * their `$ref`s must point into `#/components/schemas` (the only part of the document the
 * server carries), and no number anywhere may be one JSON cannot hold: YAML's `.inf` and
 * `.nan`, or a literal such as `1e400` that reads as Infinity, would be written as `null` into
 * every output.
 */
import { isJsonObject, toPointer, valueAtPointer, valueAtReference } from '../shared/json-pointer.js';
import { exponentialPatternReason, NOT_CHECKED, PATTERN_WORK_LIMIT, patternExpression, type AutomatonBudget } from '../runtime/server/patterns.js';
import { someMember } from '../runtime/server/json-walk.js';
import { forEachRootSchema } from './schema-walk.js';
import { holdsData, readingUnder, type KeyReading } from '../runtime/server/schema-rewrite.js';
import type { Finding } from './validate.js';
import { ITEMS_LIST_HINT } from './structure.js';
import { metaSchemaCheck, type MetaSchemaCheck } from './meta-schema.js';
import { identifiedSchemas, identifierHint, type IdentifiedSchemas } from './schema-identifiers.js';

type Json = { readonly [key: string]: unknown };

/** Objects inside a schema that hold names and URLs, never schemas. */
const NOT_SCHEMA_KEYS = new Set(['discriminator', 'xml', 'externalDocs']);
const COMPONENT_SCHEMAS = '#/components/schemas/';

/**
 * The automata one document's nested-repetition checks may build (NestedPatterns), in
 * linear-patterns.ts `buildWork` units: twice what one request's patterns may spend on the
 * server, about a second here. A pattern that nests repetitions builds tens of states
 * (`^[a-z]+(-[a-z]+)*$`: 70 units), so this covers some 300,000 such patterns; counted
 * repetitions build up to 20,000 states (80,000 units, about a millisecond) each.
 */
export const DOCUMENT_AUTOMATON_WORK = 2 * PATTERN_WORK_LIMIT;

export function schemaFindings(document: Json, automatonWork = DOCUMENT_AUTOMATON_WORK): Finding[] {
  const findings: Finding[] = [...nonFiniteNumbers(document)];
  const meta = metaSchemaCheck();
  const seen = new WeakSet<object>();
  const identified = identifiedSchemas(document);
  const nested = new NestedPatterns(automatonWork);
  forEachRootSchema(document, '', false, (schema, pointer) => {
    findings.push(...metaSchemaFindings(meta, schema, pointer));
    // The keys from the root schema to the node visited: its pointer is spelled out only for a
    // finding (building one string per node was a fifth of this check on Stripe).
    const keys: string[] = [];
    const here = (): string => pointer + toPointer(keys);
    walkSchema(schema, keys, seen, (node) => findings.push(...keywordFindings(document, identified, nested, node, here)));
  });
  findings.push(...nested.findings());
  return findings;
}

/**
 * The nested-repetition checks of one document (exponentialPatternReason): each distinct pattern
 * once, the automata they build under one budget. Each distinct pattern that nests counted
 * repetitions built an automaton of thousands of states outside any budget: 20,000 schemas of
 * 30 bytes each (`^(?:[a-z]{1,N})+$`, N distinct) took 23 s of CPU to load, 10 minutes at the
 * 32 MiB limit (a hostile-documents pass, 2026-11-29). Past the budget a pattern is not checked,
 * and one warning says where the first one was left: the server still bounds its matching
 * (decisions/0014), but may refuse long values such a pattern would accept.
 */
class NestedPatterns {
  readonly #budget: AutomatonBudget;
  readonly #reasons = new Map<string, string | undefined>();
  #unchecked: { readonly pointer: string; readonly pattern: string } | undefined;
  #uncheckedCount = 0;

  constructor(limit: number) {
    this.#budget = { spent: 0, limit };
  }

  /** Why `pattern` can take exponential time on the server; undefined when it cannot, or when it was not checked (see findings). */
  reason(pattern: string, pointer: () => string): string | undefined {
    if (this.#reasons.has(pattern)) return this.#reasons.get(pattern);
    const reason = exponentialPatternReason(pattern, this.#budget);
    if (reason === NOT_CHECKED) {
      this.#uncheckedCount += 1;
      this.#unchecked ??= { pointer: pointer(), pattern };
      return undefined;
    }
    this.#reasons.set(pattern, reason);
    return reason;
  }

  /** The warning for the patterns left unchecked, at the first of them. */
  findings(): Finding[] {
    if (this.#unchecked === undefined) return [];
    const more = this.#uncheckedCount - 1;
    const which = more === 0 ? `pattern ${JSON.stringify(this.#unchecked.pattern)} was` : `pattern ${JSON.stringify(this.#unchecked.pattern)} and ${more.toLocaleString('en-US')} more distinct patterns were`;
    return [{
      severity: 'warning',
      pointer: this.#unchecked.pointer,
      message: `${which} not checked for counted repetitions too large for the server's linear matcher: the document's patterns that nest repetitions spent the check's automaton budget first (${this.#budget.limit.toLocaleString('en-US')} units, decisions/0014)`,
      hint: 'The server still bounds the time it spends matching them, but one whose counted repetitions need too many states is matched natively and may refuse long values. Write fewer distinct patterns that nest repetitions (`(?:[a-z]{1,40})+` matches what `[a-z]+` does), or share one pattern through a named schema.',
    }];
  }
}

function metaSchemaFindings(meta: MetaSchemaCheck, schema: unknown, pointer: string): Finding[] {
  let result;
  try {
    result = meta(schema);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ pointer, message: `the schema cannot be read as JSON Schema 2020-12: ${reason}`, hint: 'Remove `$schema` from the schema (OpenAPI 3.1 schemas are JSON Schema 2020-12).' }];
  }
  if (result.valid) return [];
  const error = result.error;
  const where = `${pointer}${error?.instancePath ?? ''}`;
  const keyword = error?.instancePath.split('/').pop() ?? 'the schema';
  return [{
    pointer: where,
    message: `\`${keyword}\` ${error?.message ?? 'is invalid'}, so the schema is not valid JSON Schema`,
    hint: metaSchemaHint(keyword, error === undefined ? undefined : valueAtPointer(schema, error.instancePath)),
  }];
}

/**
 * Advice for the value the meta-schema refused. The note on doubles fits a number only; said of
 * pb33f's burgershop `items: [{$ref: …}]` (test/corpus) it pointed the author away from the fault.
 */
function metaSchemaHint(keyword: string, value: unknown): string {
  if (typeof value === 'number') return 'Fix the keyword. A number too small or too large for a double is read as 0 or Infinity (`multipleOf: 1e-400` is `multipleOf: 0`).';
  if (keyword === 'items' && Array.isArray(value)) return ITEMS_LIST_HINT;
  return `Give \`${keyword}\` the form JSON Schema 2020-12 defines for it (every schema here is read as JSON Schema 2020-12, a 3.0 or 2.0 one once converted).`;
}

/**
 * Every object inside a schema, skipping data and the objects that hold names, never schemas.
 * `keys` holds the path from the root to the node while `visit` runs. Keys are read as the
 * server's schema rewrite reads them (`holdsData`, `readingUnder`): a property named `default`
 * or `xml` holds a schema, whose patterns were not checked here.
 */
function walkSchema(node: unknown, keys: string[], seen: WeakSet<object>, visit: (node: Json) => void, reading: KeyReading = 'keywords'): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  const isArray = Array.isArray(node);
  if (!isArray && reading === 'keywords') visit(node as Json);
  const members = node as { readonly [key: string]: unknown };
  for (const key of Object.keys(members)) {
    if (!isArray && (holdsData(key, reading) || (reading === 'keywords' && (NOT_SCHEMA_KEYS.has(key) || key.startsWith('x-'))))) continue;
    keys.push(key);
    walkSchema(members[key], keys, seen, visit, isArray ? 'keywords' : readingUnder(key, reading));
    keys.pop();
  }
}

/** `pointer` is called only for a finding: spelling it out costs more than the checks. */
function keywordFindings(document: Json, identifiedBy: IdentifiedSchemas, nested: NestedPatterns, node: Json, pointer: () => string): Finding[] {
  const findings: Finding[] = [];
  if (typeof node['pattern'] === 'string') findings.push(...patternFindings(node['pattern'], nested, () => `${pointer()}/pattern`));
  if (isJsonObject(node['patternProperties'])) {
    for (const key of Object.keys(node['patternProperties'])) findings.push(...patternFindings(key, nested, () => `${pointer()}/patternProperties${toPointer([key])}`));
  }
  const reference = node['$ref'];
  if (typeof reference === 'string' && !resolvesInSchemas(document, reference)) {
    const identified = identifiedBy(reference);
    findings.push({
      pointer: `${pointer()}/$ref`,
      message: `$ref ${JSON.stringify(reference)} does not name a schema under #/components/schemas`,
      hint: identified !== undefined ? identifierHint(identified) : 'Point the reference at a schema under components.schemas: the generated server carries those only.',
    });
  }
  return findings;
}

function patternFindings(pattern: string, nested: NestedPatterns, pointer: () => string): Finding[] {
  try {
    patternExpression(pattern, 'u');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ pointer: pointer(), message: `pattern ${JSON.stringify(pattern)} is not a regular expression JavaScript can compile (${reason})`, hint: 'Write the pattern in ECMA-262 syntax, as JSON Schema requires.' }];
  }
  // The server would match it natively, and one crafted request value could hold it for minutes.
  const exponential = nested.reason(pattern, pointer);
  if (exponential === undefined) return [];
  return [{
    pointer: pointer(),
    message: `pattern ${JSON.stringify(pattern)} nests a repetition inside a repetition, so matching it can take exponential time, and ${exponential}`,
    hint: 'Write it without the nesting (`(a+)+` matches what `a+` does), or without lookbehind and backreferences, so the generated server can match it in linear time.',
  }];
}

function resolvesInSchemas(document: Json, reference: string): boolean {
  if (!reference.startsWith(COMPONENT_SCHEMAS)) return false;
  return valueAtReference(document, reference) !== undefined;
}

/**
 * Infinity and NaN anywhere, data included: JSON has no such numbers. Iterative: documents nest
 * deeply. Pointers are worked out only for a document that has one.
 */
function nonFiniteNumbers(document: Json): Finding[] {
  if (!someMember(document, (_key, value) => isNonFinite(value))) return [];
  const findings: Finding[] = [];
  const pending: [unknown, string][] = [[document, '']];
  const seen = new WeakSet<object>();
  while (pending.length > 0) {
    const [node, pointer] = pending.pop()!;
    if (isNonFinite(node)) {
      findings.push({ pointer, message: `the number here is ${String(node)}, which JSON cannot represent`, hint: 'Write a finite number, or leave the keyword out (YAML `.inf` and `.nan`, and literals beyond about 1.8e308, read as Infinity or NaN).' });
    }
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) pending.push([value, `${pointer}${toPointer([key])}`]);
  }
  return findings.reverse();
}

function isNonFinite(value: unknown): boolean {
  return typeof value === 'number' && !Number.isFinite(value);
}
