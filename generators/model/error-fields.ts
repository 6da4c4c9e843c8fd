/**
 * How the server runtime writes an error body of the document's own shape (decisions/0021).
 * The runtime knows three things about a failure: the HTTP status, a machine code
 * (`invalid_request`, `not_found`, ...) and a message for people. An error schema is filled
 * member by member:
 *
 * - `message`, `error`, `detail`, `description`, `msg`, `reason`, `error_message`,
 *   `error_description` (a string) get the message; `title` gets the status's reason phrase;
 * - `code` / `error_code` get the machine code when a string, the status when an integer;
 *   `status` / `status_code` / `http_status` (integers) get the status;
 * - any other member the schema pins to one value (`const`, one-value `enum`) gets that value;
 * - `type` in an `application/problem+json` body gets `about:blank` (RFC 9457 §4.2.1);
 * - a required object member is filled the same way, one level down.
 *
 * A schema with a required member none of these fills (or with nothing to fill at all) is not
 * fillable: the runtime then uses the document's most common fillable error body, or RFC 9457
 * problem details, and the implementer's `formatProblem` hook can replace either.
 */
import type { ErrorFieldModel } from './types.js';
import { constantOf, flattenObjectSchema, typesOf } from './schema-shape.js';
import { essenceOf } from './media.js';

const MESSAGE_NAMES = new Set(['message', 'error', 'detail', 'description', 'msg', 'reason', 'errormessage', 'errordescription']);
const CODE_NAMES = new Set(['code', 'errorcode']);
const STATUS_NAMES = new Set(['status', 'statuscode', 'httpstatus']);
const MAX_DEPTH = 2;

export function errorFieldsOf(document: unknown, schema: unknown, contentType: string): ErrorFieldModel[] | undefined {
  const fields = objectFields(document, schema, isProblemJson(contentType), 0);
  return fields !== undefined && fields.some(carriesFailure) ? fields : undefined;
}

function objectFields(document: unknown, schema: unknown, problemJson: boolean, depth: number): ErrorFieldModel[] | undefined {
  const types = typesOf(document, schema);
  if (types !== undefined && !types.has('object')) return undefined;
  const { properties, required } = flattenObjectSchema(document, schema);
  const fields: ErrorFieldModel[] = [];
  for (const [name, property] of properties) {
    const field = fieldFor(document, name, property, problemJson, depth, required.has(name));
    if (field !== undefined) fields.push(field);
    else if (required.has(name)) return undefined;
  }
  // A required member without a schema cannot be filled either.
  return [...required].every((name) => properties.has(name)) ? fields : undefined;
}

function fieldFor(document: unknown, name: string, schema: unknown, problemJson: boolean, depth: number, required: boolean): ErrorFieldModel | undefined {
  const types = typesOf(document, schema);
  // Roles first: a response that narrows `code` to one value still carries a code (its list of codes says which).
  const from = roleOf(normalised(name), types);
  if (from !== undefined) return { name, from };
  const constant = constantOf(document, schema);
  if (constant !== undefined) return { name, value: constant };
  if (problemJson && name === 'type' && allows(types, 'string')) return { name, value: 'about:blank' };
  if (!required || depth >= MAX_DEPTH) return undefined;
  const nested = objectFields(document, schema, problemJson, depth + 1);
  return nested !== undefined && nested.some(carriesFailure) ? { name, fields: nested } : undefined;
}

function roleOf(name: string, types: ReadonlySet<string> | undefined): 'message' | 'code' | 'status' | 'title' | undefined {
  const text = allows(types, 'string');
  const integer = types !== undefined && (types.has('integer') || types.has('number'));
  if (MESSAGE_NAMES.has(name) && text) return 'message';
  if (name === 'title' && text) return 'title';
  if (CODE_NAMES.has(name)) return integer ? 'status' : text ? 'code' : undefined;
  if (STATUS_NAMES.has(name) && integer) return 'status';
  return undefined;
}

/** A schema that names no type accepts strings too. */
function allows(types: ReadonlySet<string> | undefined, type: string): boolean {
  return types === undefined || types.has(type);
}

function carriesFailure(field: ErrorFieldModel): boolean {
  if ('from' in field) return field.from !== 'title';
  return 'fields' in field && field.fields.some(carriesFailure);
}

function isProblemJson(contentType: string): boolean {
  return essenceOf(contentType) === 'application/problem+json';
}

/** The top-level member holding the machine code, when the body has one. */
export function codeField(fields: readonly ErrorFieldModel[]): string | undefined {
  return fields.find((field) => 'from' in field && field.from === 'code')?.name;
}

/** True when the body is written from a code and a message at its top level, as handlers return them. */
export function isCodeAndMessage(fields: readonly ErrorFieldModel[]): boolean {
  const has = (from: string) => fields.some((field) => 'from' in field && field.from === from);
  return has('code') && has('message');
}

/** Where a client finds the machine code and the message in an error body, as paths of member names. */
export interface ErrorLocationModel {
  readonly code?: readonly string[];
  readonly message?: readonly string[];
}

/**
 * The member holding the code: the one filled with the machine code, else a `code` member that
 * holds the status (the pet store's `code: integer`); and the first member holding the message.
 */
export function errorLocationOf(fields: readonly ErrorFieldModel[]): ErrorLocationModel {
  const code = pathTo(fields, (field) => 'from' in field && field.from === 'code') ?? pathTo(fields, (field) => 'from' in field && CODE_NAMES.has(normalised(field.name)));
  const message = pathTo(fields, (field) => 'from' in field && field.from === 'message');
  return { ...(code !== undefined ? { code } : {}), ...(message !== undefined ? { message } : {}) };
}

function pathTo(fields: readonly ErrorFieldModel[], wanted: (field: ErrorFieldModel) => boolean): string[] | undefined {
  for (const field of fields) {
    if (wanted(field)) return [field.name];
    if ('fields' in field) {
      const inner = pathTo(field.fields, wanted);
      if (inner !== undefined) return [field.name, ...inner];
    }
  }
  return undefined;
}

function normalised(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

/** What the code member of an error body holds: a string code, the integer status, or nothing. */
export function codeKind(fields: readonly ErrorFieldModel[]): 'string' | 'number' | undefined {
  if (pathTo(fields, (field) => 'from' in field && field.from === 'code') !== undefined) return 'string';
  return errorLocationOf(fields).code === undefined ? undefined : 'number';
}
