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
 * Only what the schema object says itself is checked, so nothing needs a `$ref` resolved
 * (own-keywords.ts): its `type`, `enum` and `const` (the mismatches real documents have most: a
 * quoted number, a renamed enum value, a null), its numeric bounds, its string length and
 * `pattern` (tested with the server's own pattern engine, under one budget for the document),
 * its array and object sizes, and its `format` (tested with the
 * server's own Ajv and formats: FastAPI writes a naive Python datetime's default,
 * `format: date-time, default: "1010-10-10T00:00:00"`, which RFC 3339 refuses without an offset,
 * and the server answered every request without the value 400 "must match format date-time").
 * `multipleOf` is left to the server, whose rounding of decimal quotients this would have to copy.
 */
import { isJsonObject, toPointer } from '../shared/json-pointer.js';
import { ownRefusal, PatternTests } from './own-keywords.js';
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
  const patterns = new PatternTests();
  const seen = new WeakSet<object>();
  const visit = (schema: unknown, pointer: string): void => {
    if (!isJsonObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    const own = schema as Json;
    if (Object.hasOwn(own, 'default')) {
      const refusal = ownRefusal(own, own['default'], patterns);
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

function unfitDefault(pointer: string, value: unknown, refusal: string): Finding {
  const shown = JSON.stringify(value) ?? String(value);
  return {
    pointer,
    severity: 'warning',
    message: `\`default: ${shown.length > 60 ? `${shown.slice(0, 60)}…` : shown}\` does not satisfy its own schema (${refusal})`,
    hint: 'Write a default the schema accepts (a number unquoted, a value the enum lists, within its bounds): the server fills defaults into requests, and would refuse every request that leaves the value out; it was left out, so such a request gets no value.',
  };
}
