/**
 * Generated from generators/runtime/server/validation.ts by npm run generate. Do not edit.
 */

/**
 * Request and response validation with Ajv configured for JSON Schema 2020-12 (the OpenAPI 3.1
 * dialect). Two instances: path/query/header values arrive as strings and are coerced to the
 * declared types; bodies are JSON already and are never coerced (`"1"` is not `1`).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from './contract.js';

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the
// module object to the type checker but the function at run time.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** The id the document's components are registered under, so `#/components/...` resolves. Never fetched: Ajv only resolves ids it was given, and `.invalid` cannot resolve (RFC 2606). */
export const DOCUMENT_ID = 'https://openapi.invalid/document.json';

export interface Validators {
  readonly strings: Ajv2020;
  readonly bodies: Ajv2020;
  /** Checks handler output; never fills in defaults, so what is checked is what is sent. */
  readonly responses: Ajv2020;
}

export function createValidators(components: { readonly [key: string]: unknown }): Validators {
  const create = (coerceTypes: boolean, useDefaults = true): Ajv2020 => {
    // strict: false because OpenAPI schemas legitimately carry keywords Ajv does not know
    // (`example`, `discriminator`, `x-*`); the spec's lint owns schema authoring quality.
    const ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      coerceTypes,
      useDefaults,
      logger: false,
    });
    addFormats(ajv);
    ajv.addSchema({ $id: DOCUMENT_ID, components }, DOCUMENT_ID);
    return ajv;
  };
  return { strings: create(true), bodies: create(false), responses: create(false, false) };
}

/** Points document-local references (`#/components/...`) at the registered document. */
export function anchorReferences(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchorReferences);
  if (schema === null || typeof schema !== 'object') return schema;
  // Object.fromEntries defines own properties, so a `__proto__` key stays a plain key.
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? DOCUMENT_ID + value
        : anchorReferences(value),
    ]),
  );
}

export function compileSchema(ajv: Ajv2020, schema: JsonSchema, where: string): ValidateFunction {
  try {
    return ajv.compile(anchorReferences(schema) as object);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${where}: schema does not compile (${reason}); fix the schema in the OpenAPI document and regenerate`,
    );
  }
}

/** Where a value sits on the request, for messages like `header X-Device-Id must ...`. */
export type RequestPart = 'path parameter' | 'query parameter' | 'header' | 'cookie' | 'body';

/**
 * One readable sentence for the first Ajv error. `names` maps the keys the validator saw
 * (lower-cased headers, renamed path parameters) back to the names the document uses.
 */
export function describeError(
  part: RequestPart,
  error: ErrorObject | undefined,
  names?: ReadonlyMap<string, string>,
): string {
  if (error === undefined) return `${part} is invalid`;
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  if (error.keyword === 'required' && typeof error.params['missingProperty'] === 'string') {
    segments.push(error.params['missingProperty']);
    return `${subject(part, segments, names)} is required`;
  }
  if (
    error.keyword === 'additionalProperties' &&
    typeof error.params['additionalProperty'] === 'string'
  ) {
    return `${subject(part, segments, names)} must not have property ${JSON.stringify(error.params['additionalProperty'])}`;
  }
  return `${subject(part, segments, names)} ${readableMessage(error)}`;
}

function subject(
  part: RequestPart,
  segments: string[],
  names?: ReadonlyMap<string, string>,
): string {
  if (part === 'body') return segments.length === 0 ? 'body' : `body field ${segments.join('.')}`;
  const [first, ...rest] = segments;
  if (first === undefined) return part;
  const name = names?.get(first) ?? first;
  return [`${part} ${name}`, ...rest].join('.');
}

function readableMessage(error: ErrorObject): string {
  const message = error.message ?? 'is invalid';
  if (error.keyword === 'format') return `must match format ${String(error.params['format'])}`;
  if (error.keyword === 'enum' && Array.isArray(error.params['allowedValues'])) {
    return `must be one of ${error.params['allowedValues'].map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return message;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
