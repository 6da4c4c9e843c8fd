/**
 * Generated from generators/runtime/server/body-validation.ts by npm run generate. Do not edit.
 */

/**
 * Validating a body of an operation that takes more than JSON (body-decoding.ts decoded it and
 * said which of the operation's media types it came in). Forms are read into their declared
 * types first (form-values.ts). File members are checked for presence only: their schema
 * describes bytes (`format: binary`), which JSON Schema cannot check, so they are validated as an
 * empty string and handed on as they came. Bytes are not validated (the schema describes bytes
 * too); text is, where its schema allows a string. Operations whose bodies are JSON only never
 * come here (schema-checks.ts keeps its one JSON validator for them).
 */
import type { ValidateFunction } from 'ajv';
import type { ApiDefinition, JsonSchema, RouteBody } from './contract.js';
import { DecodedBody } from './body-decoding.js';
import { formReader } from './form-values.js';
import { bodyMedia, mediaKind, type MediaKind } from './media-types.js';
import { TypeFinder, UnreadableValue } from './parameter-values.js';
import { describeError } from './validation.js';
import { fieldPath } from './message-names.js';
import { hasOwn } from '../own-property.js';
import { NULL_BODY } from './request-body.js';

type Fields = { [name: string]: unknown };
type PartValidator = (data: unknown) => true | { value: unknown } | { error: Error };

/** Whether a body of this kind is validated against its schema at all. */
export function validatedKind(
  kind: MediaKind,
  schema: JsonSchema,
  components: ApiDefinition['components'],
): boolean {
  if (kind === 'bytes') return false;
  if (kind !== 'text' && kind !== 'events') return true;
  const types = new TypeFinder(components).of(schema);
  return types === undefined || types.has('string');
}

/** `validators`: per media type in `bodyMedia` order, `undefined` where the body is not validated. */
export function decodedBodyValidator(
  body: RouteBody,
  validators: readonly (ValidateFunction | undefined)[],
  components: ApiDefinition['components'],
): PartValidator {
  const media = bodyMedia(body);
  const kinds = media.map((entry) => mediaKind(entry.contentType));
  const readers = media.map((entry, index) => {
    const kind = kinds[index];
    return kind === 'form' || kind === 'multipart'
      ? formReader(entry.schema, components, kind === 'multipart')
      : undefined;
  });
  const files = media.map((entry) => entry.files ?? []);
  const json = validators[kinds.indexOf('json')];
  const required = `body is required; send ${media.length === 1 ? body.contentType : `one of ${media.map((entry) => entry.contentType).join(', ')}`}`;
  return (data) => {
    if (data instanceof DecodedBody) {
      const read = readers[data.media];
      let value: unknown;
      try {
        value = read === undefined ? data.value : read(data.value as Fields);
      } catch (error) {
        if (!(error instanceof UnreadableValue)) throw error;
        return { error: new Error(`body field ${fieldPath(error.path)} ${error.message}`) };
      }
      const validate = validators[data.media];
      if (validate === undefined) return { value };
      const names = files[data.media]!;
      const valid =
        names.length === 0
          ? validate(value)
          : validateBlankingFiles(value as Fields, names, validate);
      return valid ? { value } : { error: new Error(describeError('body', validate.errors)) };
    }
    // JSON `null` sent (request-body.ts), unlike the `null` Fastify validates in place of no body.
    if (data === NULL_BODY)
      return json === undefined || json(null)
        ? { value: null }
        : { error: new Error(describeError('body', json.errors)) };
    if ((data === null || data === undefined) && !body.required) return true;
    if (data === null) return { error: new Error(required) };
    // Parsed by the JSON parser: the route's request hook lets a JSON body through only where the operation takes one.
    if (json === undefined || json(data)) return true;
    return { error: new Error(describeError('body', json.errors)) };
  };
}

/** Validates with each file member blank (a list of blanks for a list), then puts the files back. */
function validateBlankingFiles(
  fields: Fields,
  names: readonly string[],
  validate: ValidateFunction,
): boolean {
  const kept: [string, unknown][] = [];
  for (const name of names) {
    if (!hasOwn(fields, name)) continue;
    const value = fields[name];
    kept.push([name, value]);
    setOwn(fields, name, Array.isArray(value) ? value.map(() => '') : '');
  }
  try {
    return validate(fields);
  } finally {
    for (const [name, value] of kept) setOwn(fields, name, value);
  }
}

function setOwn(fields: Fields, name: string, value: unknown): void {
  Object.defineProperty(fields, name, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
