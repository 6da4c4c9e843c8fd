/**
 * Generated from generators/runtime/server/validation.ts by npm run generate. Do not edit.
 */

/**
 * Request and response validation with Ajv configured for JSON Schema 2020-12 (the OpenAPI 3.1
 * dialect). Parameter values are turned from text into the declared types by
 * parameter-values.ts before they get here, strictly, so Ajv never coerces (`"1e3"` is not 1000).
 *
 * Every schema of a document is compiled once, at start-up, as part of one registered document
 * (`schemaSet`): a `$ref` target is then compiled once for all the schemas that use it, instead
 * of once per schema, and no request ever waits for a compilation.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from './contract.js';
import {
  PATTERN_WORK_LIMIT,
  PatternWorkExceeded,
  serverPattern,
  withPatternWorkLimit,
} from './patterns.js';
import { markedNames, withoutMarkedRequired, withoutWriteOnlyMembers } from './read-write.js';
import { withDiscriminatorValues } from './discriminators.js';
import { someMember } from './json-walk.js';
import { safeIntegerKeyword, withSafeIntegerMark } from './safe-integers.js';
import { uniqueItemsKeyword } from './unique-items.js';
import {
  SCHEMA_WORK_LIMIT,
  SchemaWorkExceeded,
  schemaWorkKeyword,
  withSchemaWorkLimit,
  withSchemaWorkMark,
} from './schema-work.js';
import { rewriteSchemaObjects } from './schema-rewrite.js';
import { withDependentSchemasAsConditions } from './dependent-schemas.js';
import { withEmptyEnumAsFalse } from './empty-enums.js';
import { withWideMembersInBlocks } from './wide-members.js';
import { withDocumentReferences } from './document-references.js';
import { quoted } from '../quoted-text.js';
import { fieldPath } from './message-names.js';

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the
// module object to the type checker but the function at run time.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** The id the document's schemas are registered under. Never fetched: Ajv only resolves ids it was given, and `.invalid` cannot resolve (RFC 2606). */
export const DOCUMENT_ID = 'https://openapi.invalid/document.json';

/**
 * A referenced schema of at most this many keywords (counted through its members) is copied into
 * the code of every schema using it; a larger one is compiled once and called. Ajv's default
 * copies any schema that has no `$ref` of its own, whatever its size: a 28 KB document whose
 * schema names a 300-property schema 300 times took over 200 s to compile. With this limit the
 * compiled code grows with the document's size, not with its references multiplied together.
 */
const INLINE_KEYWORD_LIMIT = 8;

/**
 * How many decimal places of the quotient `multipleOf` ignores. Ajv divides the value by the
 * schema's number and asks for an integer, exactly: in binary floating point 19.99 / 0.01 is
 * 1998.9999999999998, so `{type: number, multipleOf: 0.01}` (prices, the usual use of it)
 * refused 19.99, 0.07 and 4.35 with a 400, and a handler returning them got a 500. A quotient
 * within 1e-6 of an integer counts as one. Ajv's tolerance is absolute while the division's
 * error grows with the quotient (about 1e-16 of it), so this holds for quotients up to about
 * 1e9 (a price of ten million with cents); what it lets through lies within a millionth of a
 * step of a multiple (1e-8 for cents), which no decimal written with the step's places is.
 */
const MULTIPLE_OF_PRECISION = 6;

/** `code` names the function only in standalone code, which this runtime never generates. */
const PATTERN_ENGINE = Object.assign(
  (pattern: string, flags: string) => serverPattern(pattern, flags),
  { code: 'serverPattern' },
);

export interface Validators {
  /** Request parts; fills in declared defaults and holds integers to ±(2^53 − 1). */
  readonly requests: Ajv2020;
  /** Handler output; never fills in defaults, so what is checked is what is sent. */
  readonly responses: Ajv2020;
}

/**
 * Ajv's code optimiser makes the validators a server answers with smaller; the generator's start
 * check (generators/emit/server/start-check.ts) only asks whether every schema compiles, and the
 * optimiser was most of its time on large documents. What compiles does not depend on it: Ajv
 * refuses a schema while generating its code, before optimising that code.
 */
let optimizeCode = true;

/** Runs `work` with validators compiled without Ajv's code optimiser; for checks that never validate a request. */
export function withoutCodeOptimization<T>(work: () => T): T {
  const before = optimizeCode;
  optimizeCode = false;
  try {
    return work();
  } finally {
    optimizeCode = before;
  }
}

/**
 * Names every object inherits (`constructor`, `toString`, `valueOf`, `hasOwnProperty`, ...). Ajv
 * tests a property with `data.name !== undefined`, so for a property named after one of these a
 * body or query without it passed `required` (the handler got `Object` as `body.constructor`)
 * and an absent optional one was validated as that function ("must be string", 400).
 */
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * True when any of `schemas` holds an inherited name as a key or as a string (a property, a
 * `required` entry, a parameter's name): only then do validators need Ajv's `ownProperties`,
 * which tests each property with `hasOwnProperty` as well and costs about 2.5 times the
 * validation time, so ordinary documents do not pay for it.
 */
export function namesInheritedMember(...schemas: readonly unknown[]): boolean {
  return schemas.some((schema) =>
    someMember(
      schema,
      (key, value) =>
        INHERITED_NAMES.has(key) || (typeof value === 'string' && INHERITED_NAMES.has(value)),
    ),
  );
}

/** `ownProperties`: see namesInheritedMember. */
export function createValidators(ownProperties = false): Validators {
  const create = (direction: 'request' | 'response'): Ajv2020 => {
    // strict: false because OpenAPI schemas legitimately carry keywords Ajv does not know
    // (`example`, `discriminator`, `x-*`); the spec's lint owns schema authoring quality.
    const ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      coerceTypes: false,
      // Infinity and NaN are not JSON numbers: a handler returning one must not pass as `number`.
      strictNumbers: true,
      useDefaults: direction === 'request',
      ownProperties,
      logger: false,
      inlineRefs: INLINE_KEYWORD_LIMIT,
      multipleOfPrecision: MULTIPLE_OF_PRECISION,
      code: { regExp: PATTERN_ENGINE, optimize: optimizeCode },
    });
    addFormats(ajv);
    // Ajv's compares every pair of items (unique-items.ts).
    ajv.removeKeyword('uniqueItems');
    ajv.addKeyword(uniqueItemsKeyword);
    ajv.addKeyword(schemaWorkKeyword);
    if (direction === 'request') ajv.addKeyword(safeIntegerKeyword);
    return ajv;
  };
  return { requests: create('request'), responses: create('response') };
}

/** Schemas gathered before compiling, each with where it comes from for messages. */
export class SchemaSet {
  readonly #schemas: JsonSchema[] = [];
  readonly #where: string[] = [];

  /** The schemas added so far, for start-up checks over all of them. */
  get schemas(): readonly JsonSchema[] {
    return this.#schemas;
  }

  /** The index of each schema's text, so a schema given again is compiled once. */
  readonly #indexOfText = new Map<string, number>();

  /**
   * Returns the index `compile()` gives this schema's validator at. A schema equal to one added
   * before (by its JSON text: many operations answer errors with the same `$ref`, which Ajv
   * inlines) shares that one's validator instead of being compiled again; a message about it
   * names where it was first added.
   */
  add(schema: JsonSchema, where: string): number {
    const text = JSON.stringify(schema);
    const known = this.#indexOfText.get(text);
    if (known !== undefined) return known;
    this.#schemas.push(schema);
    this.#where.push(where);
    this.#indexOfText.set(text, this.#schemas.length - 1);
    return this.#schemas.length - 1;
  }

  /**
   * Registers the document's components and every added schema as one document and compiles
   * each; `#/components/...` references resolve inside it. Members marked readOnly are not
   * required in requests, writeOnly ones are refused in responses (read-write.ts); integers in
   * requests must be exact (safe-integers.ts; `ajv` must be `Validators.requests`, which knows
   * that keyword); members of discriminated unions hold the discriminator values their types give
   * them (discriminators.ts); a `$ref` inside a schema with its own `$id` names the document's
   * component, as the loader and the types read it (document-references.ts); `dependentSchemas`
   * is compiled as the conditions it means, which Ajv evaluates correctly (dependent-schemas.ts);
   * an empty `enum`, which Ajv will not compile, as the `false` schema it means (empty-enums.ts);
   * wide `properties` and `allOf` in blocks, so that their code nests a bounded depth (wide-members.ts).
   */
  compile(
    ajv: Ajv2020,
    components: { readonly [key: string]: unknown },
    direction: 'request' | 'response',
  ): ValidateFunction[] {
    const document = withDocumentReferences(
      {
        $id: DOCUMENT_ID,
        components: withDiscriminatorValues(components, this.#schemas),
        schemas: this.#schemas,
      },
      DOCUMENT_ID,
    );
    // One walk of the document for every rewrite of a direction. Members are marked for the work
    // meter before wide ones move into blocks: marked after, only the blocks counted, and an allOf of
    // 65 members per level applied the schema below 65^n times uncounted.
    const marked = markedNames(
      document,
      DOCUMENT_ID,
      direction === 'request' ? 'readOnly' : 'writeOnly',
    );
    const adapted = rewriteSchemaObjects(
      document,
      direction === 'request'
        ? (object, original) =>
            withWideMembersInBlocks(
              withSchemaWorkMark(
                withSafeIntegerMark(
                  withoutMarkedRequired(
                    withDependentSchemasAsConditions(withEmptyEnumAsFalse(object)),
                    marked(original),
                  ),
                ),
              ),
            )
        : (object, original) =>
            withWideMembersInBlocks(
              withSchemaWorkMark(
                withoutWriteOnlyMembers(
                  withDependentSchemasAsConditions(withEmptyEnumAsFalse(object)),
                  marked(original),
                ),
              ),
            ),
    ) as typeof document;
    ajv.addSchema(adapted, DOCUMENT_ID, undefined, false);
    return this.#schemas.map((_schema, index) => {
      try {
        const validate = ajv.getSchema(`${DOCUMENT_ID}#/schemas/${index}`);
        if (validate === undefined) throw new Error('Ajv returned no validator');
        return withBoundedWork(validate);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `${this.#where[index] ?? 'schema'}: schema does not compile (${reason}); fix the schema in the OpenAPI document and regenerate`,
        );
      }
    });
  }
}

/**
 * `validate` with the work of its patterns (PATTERN_WORK_LIMIT, patterns.ts) and the schema
 * objects it applies (SCHEMA_WORK_LIMIT, schema-work.ts) counted from zero on each call and
 * bounded: a value set that would cost more is refused as invalid with a message saying why,
 * instead of holding the event loop, and never accepted unchecked. The answer is unknown there,
 * so no member is named; `params.limit` carries the limit.
 */
/**
 * Whether a validation stopped at a work limit (withBoundedWork's one error) rather than finding
 * the value invalid: validating the same value again, read another way, would stop there again.
 */
export function stoppedAtWorkLimit(errors: readonly ErrorObject[] | null | undefined): boolean {
  const only = errors?.length === 1 ? errors[0]! : undefined;
  if (only === undefined || !('limit' in only.params)) return false;
  return (
    (only.keyword === 'schemaWork' && only.schemaPath === '#') ||
    (only.keyword === 'pattern' && only.schemaPath === '#/pattern')
  );
}

function withBoundedWork(validate: ValidateFunction): ValidateFunction {
  const bounded = Object.assign(
    (data: unknown, context?: Parameters<ValidateFunction>[1]): data is unknown => {
      try {
        const valid = withSchemaWorkLimit(() =>
          withPatternWorkLimit(() => validate(data, context)),
        );
        bounded.errors = validate.errors ?? null;
        return valid;
      } catch (error) {
        if (error instanceof PatternWorkExceeded) {
          const message = `holds text too long for its schema's patterns to be checked within the server's work limit (${PATTERN_WORK_LIMIT} steps); send shorter text`;
          bounded.errors = [
            {
              instancePath: '',
              schemaPath: '#/pattern',
              keyword: 'pattern',
              params: { limit: PATTERN_WORK_LIMIT },
              message,
            },
          ];
          return false;
        }
        if (error instanceof SchemaWorkExceeded) {
          const message = `needs more checks than the server's work limit allows (${SCHEMA_WORK_LIMIT} schema applications, decided by the document's schemas); send a smaller or less nested value`;
          bounded.errors = [
            {
              instancePath: '',
              schemaPath: '#',
              keyword: 'schemaWork',
              params: { limit: SCHEMA_WORK_LIMIT },
              message,
            },
          ];
          return false;
        }
        throw error;
      }
    },
    {
      schema: validate.schema,
      schemaEnv: validate.schemaEnv,
      errors: null as ErrorObject[] | null,
    },
  );
  return bounded;
}

/** Where a value sits on the request, for messages like `header X-Request-Id must ...`. */
export type RequestPart = 'path parameter' | 'query parameter' | 'header' | 'cookie' | 'body';

/**
 * The error to describe: the error of the union member the discriminator selects, when some
 * member is selected (selectedMemberErrors); else the first Ajv reports, except that a failed
 * `enum` also lists the values the other branches of a union (`oneOf`, `anyOf`) allow at the
 * same place. Each member of a discriminated union requires its own discriminator values
 * (discriminators.ts), so the first member's alone misled ("animalType must be one of "Animal""
 * for a union of Cat and Dog). With `allErrors` off, Ajv reports more than one error only for
 * the branches of such a union.
 */
function leadingError(errors: readonly ErrorObject[] | null | undefined): ErrorObject | undefined {
  if (errors == null) return undefined;
  let scope: readonly ErrorObject[] = errors;
  // Each step enters a union nested in the selected member, and is shorter than the one before.
  for (
    let selected = selectedMemberErrors(scope);
    selected !== scope;
    selected = selectedMemberErrors(scope)
  )
    scope = selected;
  return withEveryUnionValue(scope);
}

/**
 * The errors of the member a discriminator selects, or `errors` itself when none is selected.
 * Each member of a discriminated union carries its discriminator check as the first of its allOf
 * (discriminators.ts), so a member the value does not select fails on that check and nothing
 * else: an `enum` error one level below the union, from `allOf/0/properties/<name>/enum` of the
 * member. Ajv lists each failed member's errors in order, then the union's own error last (with
 * `allErrors` off, validation stops there). When some members failed on that check and some
 * error before the union's is not such a refusal, it belongs to the member the value selected:
 * `{kind: "Dog", bark: "loud"}` is a Dog with a bad `bark`, which Cat's "kind must be one of
 * "Cat"" hid, whether Dog is listed before Cat or after it. A member's own `enum` (Dog's `size`)
 * comes from another place of the schema and is never taken for a refusal.
 */
function selectedMemberErrors(errors: readonly ErrorObject[]): readonly ErrorObject[] {
  const union = errors.at(-1);
  if (union === undefined || (union.keyword !== 'oneOf' && union.keyword !== 'anyOf'))
    return errors;
  const members = errors.slice(0, -1);
  const refused = members.map((error) => isDiscriminatorRefusal(error, union.instancePath));
  if (!refused.includes(true)) return errors;
  const selected = members.filter((_, index) => !refused[index]);
  return selected.length === 0 ? errors : selected;
}

/** An error of the discriminator check discriminators.ts puts first in a union member's allOf, for the union at `unionPath`. */
function isDiscriminatorRefusal(error: ErrorObject, unionPath: string): boolean {
  if (error.keyword !== 'enum' || !error.instancePath.startsWith(`${unionPath}/`)) return false;
  const property = error.instancePath.slice(unionPath.length + 1);
  return (
    !property.includes('/') && error.schemaPath.endsWith(`/allOf/0/properties/${property}/enum`)
  );
}

/** The first error, with the values every union member allows at its place when it is a failed `enum` (leadingError). */
function withEveryUnionValue(errors: readonly ErrorObject[]): ErrorObject | undefined {
  const first = errors[0];
  if (
    first === undefined ||
    first.keyword !== 'enum' ||
    !Array.isArray(first.params['allowedValues'])
  )
    return first;
  const allowed: unknown[] = [...(first.params['allowedValues'] as unknown[])];
  const seen = new Set(allowed.map((value) => JSON.stringify(value)));
  for (const error of errors.slice(1)) {
    if (
      error.keyword !== 'enum' ||
      error.instancePath !== first.instancePath ||
      !Array.isArray(error.params['allowedValues'])
    )
      continue;
    for (const value of error.params['allowedValues'] as unknown[]) {
      const text = JSON.stringify(value);
      if (seen.has(text)) continue;
      seen.add(text);
      allowed.push(value);
    }
  }
  return allowed.length === first.params['allowedValues'].length
    ? first
    : { ...first, params: { ...first.params, allowedValues: allowed } };
}

/**
 * One readable sentence for the errors Ajv reported (leadingError). `names` maps the keys the validator saw
 * (lower-cased headers, renamed path parameters) back to the names the document uses.
 */
export function describeError(
  part: RequestPart,
  errors: readonly ErrorObject[] | null | undefined,
  names?: ReadonlyMap<string, string>,
): string {
  const error = leadingError(errors);
  if (error === undefined) return `${part} is invalid`;
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  if (error.keyword === 'required' && typeof error.params['missingProperty'] === 'string') {
    segments.push(error.params['missingProperty']);
    return `${subject(part, segments, names)} is required`;
  }
  // A member whose schema is `false`: in answers, a writeOnly member (read-write.ts).
  if (error.keyword === 'false schema' && segments.length > 0)
    return `${subject(part, segments, names)} must not be sent`;
  // unevaluatedProperties (3.1) refuses the same thing in other words, without naming the member.
  const unexpected = error.params['additionalProperty'] ?? error.params['unevaluatedProperty'];
  if (
    (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') &&
    typeof unexpected === 'string'
  ) {
    return `${subject(part, segments, names)} must not have property ${quoted(unexpected)}`;
  }
  return `${subject(part, segments, names)} ${readableMessage(error)}`;
}

function subject(
  part: RequestPart,
  segments: string[],
  names?: ReadonlyMap<string, string>,
): string {
  if (part === 'body') return segments.length === 0 ? 'body' : `body field ${fieldPath(segments)}`;
  const [first, ...rest] = segments;
  if (first === undefined) return part;
  return `${part} ${fieldPath([names?.get(first) ?? first, ...rest])}`;
}

function readableMessage(error: ErrorObject): string {
  const message = error.message ?? 'is invalid';
  if (error.keyword === 'format') return `must match format ${String(error.params['format'])}`;
  // A 3.1 type list (`[integer, "null"]`): Ajv writes "must be integer,null".
  if (
    error.keyword === 'type' &&
    Array.isArray(error.params['type']) &&
    error.params['type'].length > 1
  ) {
    const types = error.params['type'].map(String);
    return `must be ${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}`;
  }
  if (error.keyword === 'enum' && Array.isArray(error.params['allowedValues'])) {
    return `must be one of ${listedValues(error.params['allowedValues'])}`;
  }
  return message;
}

/** How many of an enum's values a message names, and how long each may be (in characters of JSON). */
const LISTED_VALUES = 10;
const LISTED_VALUE_LENGTH = 64;

/**
 * An enum's values in a message, bounded like the request text it quotes: a 5,000-value enum
 * made every 400 about it a 60 KB body, for a request of a few bytes (a red-team pass,
 * 2026-11-27). The first ten, each cut at 64 characters, and how many there are.
 */
function listedValues(values: readonly unknown[]): string {
  const shown = values.slice(0, LISTED_VALUES).map((value) => {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > LISTED_VALUE_LENGTH ? `${text.slice(0, LISTED_VALUE_LENGTH)}...` : text;
  });
  return (
    shown.join(', ') +
    (values.length > LISTED_VALUES ? ` (${LISTED_VALUES} of ${values.length} values shown)` : '')
  );
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
