/**
 * A schema's `default` that its own schema refuses (`{type: integer, default: "10"}`, an enum
 * default the enum does not list, `default: null` on a schema that does not allow null). OpenAPI
 * 3.0 and Swagger 2.0 say the default MUST conform to its schema; JSON Schema 2020-12 (OpenAPI
 * 3.1) only recommends it. The generated server fills defaults into requests before validating
 * them (Ajv's `useDefaults`), so such a default made it refuse every request that leaves the
 * value out, which the types allow: 400 "query parameter limit must be integer" for a request
 * that sent no `limit` (found in grpc-gateway's "A Bit of Everything", whose float parameter
 * has `default: "0.2"`).
 *
 * Each one is a located warning and is removed from the document, so every output agrees: a
 * request without the value gets none, as if no default were written (decisions/0004).
 *
 * Only what the schema object says itself is checked, so nothing needs a `$ref` resolved: its
 * `type`, `enum` and `const` (the mismatches real documents have most: a quoted number, a renamed
 * enum value, a null), its numeric bounds, its string length and `pattern` (tested with the
 * server's own pattern engine), its array and object sizes, and its `format` (tested with the
 * server's own Ajv and formats: FastAPI writes a naive Python datetime's default,
 * `format: date-time, default: "1010-10-10T00:00:00"`, which RFC 3339 refuses without an offset,
 * and the server answered every request without the value 400 "must match format date-time").
 * `multipleOf` is left to the server, whose rounding of decimal quotients this would have to copy.
 */
import { isJsonObject, toPointer } from '../shared/json-pointer.js';
import { canonicalJson } from '../runtime/server/unique-items.js';
import { serverPattern, withPatternWorkLimit } from '../runtime/server/patterns.js';
import { hasJsonType, typeNames } from '../shared/json-type.js';
import { forEachRootSchema, subschemaEntries } from './schema-walk.js';
import type { Finding } from './validate.js';
import type { ValidateFunction } from 'ajv';

type Json = { [key: string]: unknown };

/**
 * Keywords whose subschemas' defaults the server never fills in (Ajv's `useDefaults` ignores
 * defaults under `not`, `if`, `anyOf` and `oneOf`): an unfit default there refuses no request,
 * so it is neither reported nor removed. 3.0's `nullable` beside an `enum` with no `type` is
 * read as `anyOf: [{enum, default}, {type: 'null'}]` (normalize.ts), so this also keeps a
 * nullable enum's `default: null` from being reported at a pointer the document does not have.
 */
const NEVER_FILLED_UNDER = new Set(['not', 'if', 'anyOf', 'oneOf']);

export async function dropUnfitDefaults(document: Json): Promise<Finding[]> {
  const findings: Finding[] = [];
  // Defaults only their `format` may refuse, checked after the walk: the check needs Ajv, which
  // is loaded only then (diff and check on a document without one never load it; decision 0010).
  const formatted: { readonly schema: Json; readonly pointer: string }[] = [];
  const drop = (schema: Json, pointer: string, refusal: string): void => {
    findings.push(unfitDefault(`${pointer}/default`, schema['default'], refusal));
    delete schema['default'];
  };
  const seen = new WeakSet<object>();
  const visit = (schema: unknown, pointer: string): void => {
    if (!isJsonObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    const own = schema as Json;
    if (Object.hasOwn(own, 'default')) {
      const refusal = refusalOf(own, own['default']);
      if (refusal !== undefined) drop(own, pointer, refusal);
      else if (typeof own['format'] === 'string') formatted.push({ schema: own, pointer });
    }
    for (const [tokens, child] of subschemaEntries(own)) {
      if (!NEVER_FILLED_UNDER.has(String(tokens[0]))) visit(child, `${pointer}${toPointer(tokens)}`);
    }
  };
  forEachRootSchema(document, '', false, visit);
  if (formatted.length > 0) {
    const accepts = await formatChecker();
    for (const { schema, pointer } of formatted) {
      const refusal = formatRefusal(schema, schema['default'], accepts);
      if (refusal !== undefined) drop(schema, pointer, refusal);
    }
  }
  return findings;
}

/** Which of the schema's own keywords refuses `value`, described for the message; undefined when none does. */
function refusalOf(schema: Json, value: unknown): string | undefined {
  const types = typeNames(schema['type'])?.filter((type) => KNOWN_TYPES.has(type));
  if (types !== undefined && types.length > 0 && !types.some((type) => hasJsonType(value, type))) return `type ${types.join(' or ')}`;
  // The default's text once, not once per enum member: a large default beside a long enum was quadratic.
  const text = Array.isArray(schema['enum']) || Object.hasOwn(schema, 'const') ? canonicalJson(value) : '';
  if (Array.isArray(schema['enum']) && !schema['enum'].some((member: unknown) => canonicalJson(member) === text)) return 'the enum';
  if (Object.hasOwn(schema, 'const') && canonicalJson(schema['const']) !== text) return 'the const';
  if (typeof value === 'number') return numberRefusal(schema, value);
  if (typeof value === 'string') return stringRefusal(schema, value);
  if (Array.isArray(value)) return sizeRefusal(schema, value.length, 'minItems', 'maxItems');
  if (isJsonObject(value)) return sizeRefusal(schema, Object.keys(value).length, 'minProperties', 'maxProperties');
  return undefined;
}

function numberRefusal(schema: Json, value: number): string | undefined {
  const bound = (keyword: string): number | undefined => (typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined);
  const minimum = bound('minimum');
  const maximum = bound('maximum');
  const exclusiveMinimum = bound('exclusiveMinimum');
  const exclusiveMaximum = bound('exclusiveMaximum');
  if (minimum !== undefined && value < minimum) return `minimum ${minimum}`;
  if (maximum !== undefined && value > maximum) return `maximum ${maximum}`;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) return `exclusiveMinimum ${exclusiveMinimum}`;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) return `exclusiveMaximum ${exclusiveMaximum}`;
  return undefined;
}

function stringRefusal(schema: Json, value: string): string | undefined {
  // JSON Schema counts characters (code points), not UTF-16 units.
  const length = [...value].length;
  const sized = sizeRefusal(schema, length, 'minLength', 'maxLength');
  if (sized !== undefined) return sized;
  if (typeof schema['pattern'] !== 'string') return undefined;
  const matches = patternAccepts(schema['pattern'], value);
  return matches === false ? 'the pattern' : undefined;
}

function sizeRefusal(schema: Json, size: number, least: string, most: string): string | undefined {
  if (typeof schema[least] === 'number' && size < schema[least]) return `${least} ${schema[least]}`;
  if (typeof schema[most] === 'number' && size > schema[most]) return `${most} ${schema[most]}`;
  return undefined;
}

/**
 * Whether the server's pattern engine accepts `value`; undefined when the pattern is not one it
 * reads, or when testing would cost more than the server lets one request spend (the server's own
 * checks report such a pattern). Under the server's work limit because outside one a pattern the
 * linear matcher cannot run is matched natively without a bound: `^(a+)+(?<!b)$` with a default
 * of 40 `a`s and a `b` held the loader for hours, before servable-schemas.ts could refuse it.
 */
function patternAccepts(pattern: string, value: string): boolean | undefined {
  try {
    return withPatternWorkLimit(() => serverPattern(pattern, 'u').test(value));
  } catch {
    return undefined;
  }
}

type FormatCheck = (format: string, value: unknown) => boolean;

/**
 * Whether the server's response validator (its Ajv and formats, without filling defaults) accepts
 * `value` under `format`, compiled once per format name for one document: Ajv checks a format on
 * the type it is for only, and an unknown format accepts everything, as on the server.
 */
async function formatChecker(): Promise<FormatCheck> {
  const compiled = new Map<string, ValidateFunction>();
  const ajv = (await import('../runtime/server/validation.js')).createValidators().responses;
  return (format, value) => {
    let validate = compiled.get(format);
    if (validate === undefined) {
      validate = ajv.compile({ format });
      compiled.set(format, validate);
    }
    return validate(value) === true;
  };
}

function formatRefusal(schema: Json, value: unknown, accepts: FormatCheck): string | undefined {
  const format = schema['format'];
  return typeof format === 'string' && !accepts(format, value) ? `format ${format}` : undefined;
}

/** An unknown type name is the structural check's to refuse, not a reason to drop a default. */
const KNOWN_TYPES = new Set(['null', 'boolean', 'string', 'number', 'integer', 'array', 'object']);

function unfitDefault(pointer: string, value: unknown, refusal: string): Finding {
  const shown = JSON.stringify(value) ?? String(value);
  return {
    pointer,
    severity: 'warning',
    message: `\`default: ${shown.length > 60 ? `${shown.slice(0, 60)}…` : shown}\` does not satisfy its own schema (${refusal})`,
    hint: 'Write a default the schema accepts (a number unquoted, a value the enum lists, within its bounds): the server fills defaults into requests, and would refuse every request that leaves the value out; it was left out, so such a request gets no value.',
  };
}
