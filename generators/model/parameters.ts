/**
 * Parameters of an operation (https://spec.openapis.org/oas/v3.1.0#parameter-object): path-item
 * parameters merged with operation parameters — an operation parameter with the same name and
 * location replaces the path-item one — grouped by location. Path parameters follow the order of
 * the path template; the others keep document order (path item first).
 */
import type { JsonSchema, ParameterLocation, ParameterModel, ParametersByLocation } from './types.js';
import { deref, isJsonObject, referenceOverride } from '../shared/json-pointer.js';
import { firstMediaSchema } from './media.js';
import type { Finding } from '../load/validate.js';
import { isSafeIdentifier } from '../print/sanitize.js';
import { defaultExplode, defaultStyle } from '../runtime/server/parameter-styles.js';
import { TypeFinder } from '../runtime/server/parameter-values.js';
import { compareCodeUnits } from '../print/order.js';

type Json = { readonly [key: string]: unknown };

const LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie'];
/**
 * Header parameters with these names "SHALL be ignored" (OpenAPI 3.x, Parameter Object `name`):
 * the body's media type, content negotiation and the security schemes own those headers. FastAPI
 * writes them when a route reads them with `Header()`; validated, `Content-Type: application/json;
 * charset=utf-8` failed an enum of bare media types. Header names compare case-insensitively.
 */
const IGNORED_HEADERS: ReadonlySet<string> = new Set(['accept', 'content-type', 'authorization']);

/** Whether a Parameter Object is one of those ignored header parameters; the types leave them out too (emit/types-ignored-headers.ts). */
export function isIgnoredHeader(parameter: { readonly in?: unknown; readonly name?: unknown }): boolean {
  return parameter.in === 'header' && typeof parameter.name === 'string' && IGNORED_HEADERS.has(parameter.name.toLowerCase());
}

export function buildParameters(
  document: unknown,
  lists: readonly { list: unknown; pointer: string }[],
  templateOrder: readonly string[],
  findings: Finding[] = [],
): ParametersByLocation {
  const merged = new Map<string, ParameterModel>();
  // One per operation: it remembers each schema's types, and parameters share schemas.
  const types = typeFinder(document);
  for (const { list, pointer } of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, index) => {
      const parameter = readParameter(document, raw, `${pointer}/${index}`, findings, types);
      if (parameter === undefined) return;
      const key = `${parameter.in}\u0000${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
      merged.delete(key); // re-insert so the overriding declaration's position counts
      merged.set(key, parameter);
    });
  }
  const all = [...merged.values()];
  const byLocation = (location: ParameterLocation) => all.filter((parameter) => parameter.in === location);
  const path = byLocation('path').sort((a, b) => templateOrder.indexOf(a.name) - templateOrder.indexOf(b.name));
  return { path, query: byLocation('query'), header: byLocation('header'), cookie: byLocation('cookie') };
}

/** The document's component schemas, where the types of a parameter's `$ref`s are looked up. */
function typeFinder(document: unknown): TypeFinder {
  return new TypeFinder(isJsonObject(document) && isJsonObject(document.components) ? document.components : {});
}

function readParameter(document: unknown, raw: unknown, pointer: string, findings: Finding[], types: TypeFinder): ParameterModel | undefined {
  const { value, pointer: resolvedPointer } = deref(document, raw, pointer);
  if (!isJsonObject(value) || typeof value.name !== 'string' || !LOCATIONS.includes(value.in as ParameterLocation)) return undefined;
  if (isIgnoredHeader(value)) return undefined;
  const parameter: Json = value;
  const clientHeader = clientHeaderOption(parameter, resolvedPointer, findings);
  const location = parameter.in as ParameterLocation;
  const media = parameterMedia(parameter);
  // Described by `content`, the media type says how the value is written: `style`, `explode` and
  // `allowReserved` do not apply (OpenAPI ties them to `schema`), so a stray one is not read.
  const style = typeof parameter.style === 'string' && media === undefined ? parameter.style : defaultStyle(location);
  const schema = media?.schema ?? parameterSchema(parameter);
  const valueTypes = types.of(schema);
  const description = referenceOverride(raw, 'description') ?? (typeof parameter.description === 'string' ? parameter.description : undefined);
  return {
    name: parameter.name as string,
    in: location,
    required: parameter.in === 'path' || parameter.required === true,
    schema,
    style,
    explode: typeof parameter.explode === 'boolean' && media === undefined ? parameter.explode : defaultExplode(style),
    // OpenAPI: allowReserved applies to query parameters only.
    ...(location === 'query' && parameter.allowReserved === true && media === undefined ? { allowReserved: true as const } : {}),
    ...(valueTypes === undefined ? {} : { valueTypes: [...valueTypes].sort(compareCodeUnits) }),
    ...(media !== undefined ? { contentType: media.contentType } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(clientHeader !== undefined ? { clientHeader } : {}),
    pointer: resolvedPointer,
  };
}

/**
 * `x-client-header: <option>` (spec/decisions/0022): a header a generated client takes once, as
 * `clientHeaders.<option>`, instead of on every call. Only header parameters can carry it, and
 * the option must be a plain identifier (it becomes a property name in generated code).
 */
function clientHeaderOption(parameter: Json, pointer: string, findings: Finding[]): string | undefined {
  const option = parameter['x-client-header'];
  if (option === undefined) return undefined;
  if (parameter.in !== 'header' || typeof option !== 'string' || option.length > 64 || !isSafeIdentifier(option)) {
    findings.push({
      pointer: `${pointer}/x-client-header`,
      message: '`x-client-header` must be a plain identifier (letters, digits, `_`; not a reserved or prototype name) on a header parameter',
      hint: 'Write e.g. `x-client-header: deviceId` on an `in: header` parameter, or remove it.',
    });
    return undefined;
  }
  return option;
}

function parameterSchema(parameter: Json): JsonSchema {
  const schema = parameter.schema;
  return typeof schema === 'boolean' || isJsonObject(schema) ? schema : {};
}

/** The media type a parameter without a `schema` is described by (`content`), with its schema. */
function parameterMedia(parameter: Json): { contentType: string; schema: JsonSchema } | undefined {
  const schema = parameter.schema;
  if (typeof schema === 'boolean' || isJsonObject(schema)) return undefined;
  const media = firstMediaSchema(parameter.content);
  return media === undefined ? undefined : { contentType: media.contentType, schema: media.schema ?? {} };
}
