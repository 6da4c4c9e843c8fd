/**
 * The schema work of one validation, bounded. Ajv's cost is the number of schema objects it
 * applies, and a document decides that number, not the request: `S1: allOf: [S0, S0]`,
 * `S2: allOf: [S1, S1]`, … applies S0 2^n times to one value, so a 2 KB document of 30 such
 * schemas made every valid body of a few bytes cost minutes (n = 24: about 0.3-1 s a request, a
 * hostile-document pass of 2026-11-29), and a recursive union whose members both name it again
 * (`R: allOf: [A, A]`, `A: properties: {r: R}`) doubles the work at each level of a nested body.
 * Neither can be told apart from a useful schema by its size, so the server counts instead:
 * request and response schemas carry SCHEMA_WORK on every subschema (validation.ts adds it when
 * it compiles them), whose code spends one unit each time that schema is applied, and a
 * validation that would spend more than SCHEMA_WORK_LIMIT stops with SchemaWorkExceeded (a 400,
 * or a 500 for an answer, from validation.ts), never answered unchecked.
 */
import { _, type CodeKeywordDefinition } from 'ajv';
import { setOwn, withMember, type SchemaObject } from './schema-rewrite.js';

export const SCHEMA_WORK = 'x-openapi-runtime-work';

/**
 * Schema objects one validated value set (a body, a route's query parameters, its headers...)
 * may apply. A body of the default 1 MiB holds at most about 500,000 values (`[0,0,…]`), each
 * applying its item schema and the few its unions or allOf name: well under this. Ajv applies
 * about 30 million schema objects a second here (the allOf chain above, load 2-4), so the limit
 * holds one set to about a third of a second, as PATTERN_WORK_LIMIT holds its patterns.
 */
export const SCHEMA_WORK_LIMIT = 10_000_000;

/** Thrown from inside a validator when the set would apply more schema objects than the limit. */
export class SchemaWorkExceeded extends Error {}

/** Units left to the validation running now; unlimited outside one (the generator's checks). */
let remaining = Number.POSITIVE_INFINITY;
let lastSpent = 0;

/** Called by the compiled code of each schema object it is applied with. */
function spendSchemaWork(): void {
  remaining -= 1;
  if (remaining < 0) throw new SchemaWorkExceeded('schema work limit');
}

/** Runs `validate` with its schema work counted from zero; past SCHEMA_WORK_LIMIT it throws SchemaWorkExceeded. */
export function withSchemaWorkLimit<T>(validate: () => T, limit: number = SCHEMA_WORK_LIMIT): T {
  const before = remaining;
  remaining = limit;
  try {
    return validate();
  } finally {
    lastSpent = limit - Math.max(remaining, 0);
    remaining = before;
  }
}

/** The work counted by the last `withSchemaWorkLimit`, for tests and measurements. */
export function schemaWorkSpent(): number {
  return lastSpent;
}

/**
 * Inline code, one call per application of a schema object; it never fails a value, it only stops
 * the validation. Any value is taken: the mark writes `true`, but a document's own schema may hold
 * the same `x-` name with any value where no mark overwrites it (a root schema), and an `x-` member
 * must never stop a schema from compiling.
 */
export const schemaWorkKeyword: CodeKeywordDefinition = {
  keyword: SCHEMA_WORK,
  code: (cxt) => {
    const spend = cxt.gen.scopeValue('func', { ref: spendSchemaWork });
    cxt.gen.code(_`${spend}()`);
  },
};

/** Members holding one subschema, a list of them, or a map of names to them (JSON Schema 2020-12's applicators). */
const ONE_SCHEMA = ['not', 'if', 'then', 'else', 'items', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas'];

/**
 * One schema object with SCHEMA_WORK on each of its subschemas (rewriteSchemaObjects' step). The
 * mark goes on the subschemas, not the object: the rewrite also visits objects that are no
 * schema (`dependentRequired`'s map of lists, which Ajv then refused to compile, a
 * `discriminator`), and every application but a validator's first is of some object's
 * subschema, a `$ref` included (its target is applied once per application of the `$ref`).
 */
export function withSchemaWorkMark(object: SchemaObject): SchemaObject {
  let copy: { [key: string]: unknown } | undefined;
  const set = (key: string, value: unknown): void => setOwn((copy ??= { ...object }), key, value);
  // Each value read into a constant before it is narrowed: TypeScript before 5.5 does not narrow `object[key]` itself.
  for (const key of ONE_SCHEMA) {
    const value = object[key];
    if (isObject(value)) set(key, marked(value));
  }
  for (const key of SCHEMA_LISTS) {
    const list = object[key];
    if (Array.isArray(list)) set(key, list.map((item: unknown) => (isObject(item) ? marked(item) : item)));
  }
  for (const key of SCHEMA_MAPS) {
    const map = object[key];
    if (!isObject(map)) continue;
    const each: { [name: string]: unknown } = {};
    for (const name of Object.keys(map)) {
      const value = map[name];
      setOwn(each, name, isObject(value) ? marked(value) : value);
    }
    set(key, each);
  }
  return copy ?? object;
}

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function marked(schema: SchemaObject): SchemaObject {
  return withMember(schema, SCHEMA_WORK, true);
}
