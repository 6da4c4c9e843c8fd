/**
 * Responses of an operation (https://spec.openapis.org/oas/v3.1.0#responses-object) with their
 * body shape: the success envelope `{status: 'success', data}`, an error body the runtime writes
 * from a code and a message (the document's own error schema, see error-fields.ts), any other
 * body, or none.
 */
import { carriesNoContent, parseStatus } from '../shared/http.js';
import type { BodyShape, ErrorFieldModel, JsonSchema, ResponseHeaderModel, ResponseModel } from './types.js';
import { deref, isJsonObject, referenceOverride, toPointer } from '../shared/json-pointer.js';
import { firstMediaSchema, isJsonMediaType, otherMediaSchemas } from './media.js';
import { allowedValues, constantOf, flattenObjectSchema } from './schema-shape.js';
import { codeField, errorFieldsOf, isCodeAndMessage } from './error-fields.js';
import { compareCodeUnits } from '../print/order.js';

type Status = ResponseModel['status'];

export function buildResponses(document: unknown, responses: unknown, pointer: string, envelopeException: boolean): ResponseModel[] {
  if (!isJsonObject(responses)) return [];
  const built: ResponseModel[] = [];
  for (const [key, raw] of Object.entries(responses)) {
    const status = parseStatus(key);
    if (status === undefined) continue;
    built.push(buildResponse(document, status, raw, `${pointer}${toPointer([key])}`, envelopeException));
  }
  return built.sort((a, b) => statusRank(a.status) - statusRank(b.status));
}

/** `200`, `4XX` (any case) or `default`; anything else is not a status and is skipped. */

/** Numeric statuses ascending, then ranges (1XX..5XX), then `default`. */
function statusRank(status: Status): number {
  if (typeof status === 'number') return status;
  if (status === 'default') return 10_000;
  return 1_000 + Number(status[0]);
}

function isSuccess(status: Status): boolean {
  return typeof status === 'number' ? status >= 200 && status < 300 : status === '2XX';
}

/** 4xx, 5xx and `default`: the statuses whose bodies describe a failure. */
function isFailure(status: Status): boolean {
  if (status === 'default') return true;
  return typeof status === 'number' ? status >= 400 : status === '4XX' || status === '5XX';
}

function buildResponse(document: unknown, status: Status, raw: unknown, pointer: string, envelopeException: boolean): ResponseModel {
  const { value, pointer: resolvedPointer } = deref(document, raw, pointer);
  const response = isJsonObject(value) ? value : {};
  // Content declared on a 204 (and the like) is never sent: the loader warns (load/validate.ts).
  const media = carriesNoContent(status) ? undefined : firstMediaSchema(response.content);
  const shape = bodyShape(document, status, media?.contentType, media?.schema, envelopeException);
  const others = media === undefined ? [] : otherMediaSchemas(response.content, media.contentType).map((other) => other.contentType);
  return {
    status,
    description: referenceOverride(raw, 'description') ?? (typeof response.description === 'string' ? response.description : ''),
    ...(media ? { contentType: media.contentType } : {}),
    ...(others.length > 0 ? { otherContentTypes: others } : {}),
    ...(media?.schema !== undefined ? { schema: media.schema } : {}),
    shape: shape.shape,
    ...(shape.dataSchema !== undefined ? { dataSchema: shape.dataSchema } : {}),
    errorCodes: shape.errorCodes,
    ...(shape.errorFields !== undefined ? { errorFields: shape.errorFields } : {}),
    headers: buildHeaders(document, response.headers),
    pointer: resolvedPointer,
  };
}

interface ShapeResult {
  readonly shape: BodyShape;
  readonly dataSchema?: JsonSchema;
  readonly errorCodes: readonly string[];
  readonly errorFields?: readonly ErrorFieldModel[];
}

function bodyShape(document: unknown, status: Status, contentType: string | undefined, schema: JsonSchema | undefined, envelopeException: boolean): ShapeResult {
  if (contentType === undefined) return { shape: 'empty', errorCodes: [] };
  if (schema === undefined || !isJsonMediaType(contentType)) return { shape: 'plain', errorCodes: [] };
  if (isFailure(status)) return errorShape(document, schema, contentType);
  const { properties } = flattenObjectSchema(document, schema);
  const statusValue = constantOf(document, properties.get('status'));
  if (statusValue === 'success' && properties.has('data') && isSuccess(status) && !envelopeException) {
    return { shape: 'success-envelope', dataSchema: properties.get('data') as JsonSchema, errorCodes: [] };
  }
  return { shape: 'plain', errorCodes: [] };
}

/**
 * A failure body the runtime can fill keeps its fields; when handlers can speak it in a code and
 * a message (it has both at the top level), it is an `error-body` and its codes are listed.
 */
function errorShape(document: unknown, schema: JsonSchema, contentType: string): ShapeResult {
  const errorFields = errorFieldsOf(document, schema, contentType);
  if (errorFields === undefined) return { shape: 'plain', errorCodes: [] };
  if (!isCodeAndMessage(errorFields)) return { shape: 'plain', errorCodes: [], errorFields };
  const { properties } = flattenObjectSchema(document, schema);
  return { shape: 'error-body', errorCodes: errorCodes(document, properties.get(codeField(errorFields) ?? '')), errorFields };
}

function errorCodes(document: unknown, codeSchema: unknown): string[] {
  const values = allowedValues(document, codeSchema) ?? [];
  const codes = values.filter((value): value is string => typeof value === 'string');
  return [...new Set(codes)].sort(compareCodeUnits);
}

/** A response's `headers` map as the model reads it (also for the docs page's callbacks and webhooks): by name, schema `{}` when absent. */
export function buildHeaders(document: unknown, headers: unknown): ResponseHeaderModel[] {
  if (!isJsonObject(headers)) return [];
  const built: ResponseHeaderModel[] = [];
  for (const [name, raw] of Object.entries(headers)) {
    const header = deref(document, raw, '').value;
    if (!isJsonObject(header)) continue;
    // A header may be described by `content` instead of `schema` (as a parameter may): its value
    // is then its media type's schema, which read as "any" when only `schema` was looked at.
    const media = header.schema === undefined ? firstMediaSchema(header.content) : undefined;
    const schema = media === undefined ? header.schema : media.schema;
    built.push({
      name,
      required: header.required === true,
      schema: typeof schema === 'boolean' || isJsonObject(schema) ? schema : {},
      ...(media === undefined ? {} : { contentType: media.contentType }),
      ...(typeof header.description === 'string' ? { description: header.description } : {}),
    });
  }
  return built.sort((a, b) => compareCodeUnits(a.name, b.name));
}
