/**
 * Where the Swagger 2.0 document writes a place of the OpenAPI 3 document it was converted to
 * (load/swagger.ts). The converter moves things: `definitions/Thing` becomes
 * `components/schemas/Thing`, a response's `schema` goes under `content/<media type>`, the body
 * parameter leaves `parameters` for `requestBody` (so the indices of the others shift), and a
 * parameter's keywords written inline go under `schema`. A finding said at the 3.x pointer named
 * a place the file does not have, at the nearest line it has (`sw.yaml:1:1
 * #/components/schemas/Thing/properties/kind/enum`; 2026-11-28). The origin finder asks here
 * first (origins.ts) and walks the 2.0 document as bundled, so a referenced file is found too;
 * a place not mapped here (one the loader made) is said as before.
 */
import { deref, fromPointer, isJsonObject, toPointer, valueAtPointer } from '../shared/json-pointer.js';

type Json = { readonly [key: string]: unknown };
type Tokens = readonly string[];

/** `(pointer in converted) → pointer in written`, undefined when the place is not one this knows to have moved. */
export function swagger2Places(converted: unknown, written: unknown): (pointer: string) => string | undefined {
  return (pointer) => {
    const tokens = fromPointer(pointer);
    const mapped = tokens[0] === 'components' ? componentPlace(tokens.slice(1)) : tokens[0] === 'paths' ? pathPlace(converted, written, tokens) : undefined;
    return mapped === undefined ? undefined : toPointer(mapped);
  };
}

function componentPlace([group, name, ...rest]: Tokens): Tokens | undefined {
  if (name === undefined) return undefined;
  switch (group) {
    case 'schemas':
      return ['definitions', name, ...rest];
    case 'parameters':
      return ['parameters', name, ...inline(rest)];
    // A shared body parameter becomes a request body of its own name.
    case 'requestBodies':
      return ['parameters', name, ...bodyRest(rest)];
    case 'responses':
      return ['responses', name, ...responseRest(rest)];
    case 'securitySchemes':
      return ['securityDefinitions', name, ...flowRest(rest)];
    default:
      return undefined;
  }
}

/** `/paths/P[/M]/…`: responses, the request body and parameters moved; anything else stays where it was. */
function pathPlace(converted: unknown, written: unknown, tokens: Tokens): Tokens | undefined {
  const [, path, method, kind, ...rest] = tokens;
  if (path === undefined) return undefined;
  if (method === 'parameters' && kind !== undefined) return parameterPlace(converted, written, ['paths', path], undefined, [kind, ...rest]);
  if (method === undefined || kind === undefined) return undefined;
  const operation = ['paths', path, method];
  if (kind === 'responses' && rest.length > 0) return [...operation, 'responses', rest[0]!, ...responseRest(rest.slice(1))];
  if (kind === 'parameters' && rest.length > 0) return parameterPlace(converted, written, ['paths', path], method, rest);
  if (kind === 'requestBody') return bodyPlace(written, ['paths', path], method, rest);
  return undefined;
}

/** A response's `content/<mt>/schema` was its `schema`; a header's `schema` was the header's own keywords. */
function responseRest(rest: Tokens): Tokens {
  if (rest[0] === 'content' && rest[2] === 'schema') return rest.slice(2);
  if (rest[0] === 'content') return [];
  if (rest[0] === 'headers' && rest[1] !== undefined) return ['headers', rest[1], ...inline(rest.slice(2))];
  return rest;
}

/** A request body's `content/<mt>/schema` was the body parameter's `schema`. */
function bodyRest(rest: Tokens): Tokens {
  if (rest[0] === 'content' && rest[2] === 'schema') return rest.slice(2);
  return rest[0] === 'content' ? [] : rest;
}

/** A parameter's `schema` was written as the parameter's own keywords (`type`, `enum`, `items`). */
function inline(rest: Tokens): Tokens {
  return rest[0] === 'schema' ? rest.slice(1) : rest;
}

/** An OAuth2 flow's `flows/<flow>/scopes` was the scheme's own `scopes` (a 2.0 scheme has one flow). */
function flowRest(rest: Tokens): Tokens {
  return rest[0] === 'flows' ? rest.slice(2) : rest;
}

/**
 * The 2.0 parameter with the converted one's name and `in`, at the operation's level or the path
 * item's: the body and form parameters left the list, so the index alone names another one.
 */
function parameterPlace(converted: unknown, written: unknown, item: Tokens, method: string | undefined, [index, ...rest]: Tokens): Tokens | undefined {
  const level = method === undefined ? item : [...item, method];
  const parameter = deref(converted, valueAt(converted, [...level, 'parameters', index!]), '').value;
  if (!isJsonObject(parameter)) return undefined;
  const found = writtenParameter(written, item, method, (candidate) => candidate.name === parameter.name && candidate.in === parameter.in);
  return found === undefined ? undefined : [...found, ...inline(rest)];
}

/** The body parameter for `requestBody/content/<mt>/schema`, or a form's parameter for `…/schema/properties/<name>`. */
function bodyPlace(written: unknown, item: Tokens, method: string, rest: Tokens): Tokens | undefined {
  const body = writtenParameter(written, item, method, (candidate) => candidate.in === 'body');
  if (body !== undefined) return [...body, ...bodyRest(rest)];
  const [content, , schema, properties, name, ...inner] = rest;
  if (content !== 'content' || schema !== 'schema' || properties !== 'properties' || name === undefined) return undefined;
  const field = writtenParameter(written, item, method, (candidate) => candidate.in === 'formData' && candidate.name === name);
  return field === undefined ? undefined : [...field, ...inner];
}

/**
 * Where the 2.0 document writes the first parameter that `fits`: the operation's list first (it
 * overrides the path item's), through an internal `$ref` to the one under `#/parameters`.
 */
function writtenParameter(written: unknown, item: Tokens, method: string | undefined, fits: (parameter: Json) => boolean): Tokens | undefined {
  const levels = method === undefined ? [item] : [[...item, method], item];
  for (const level of levels) {
    const list = valueAt(written, [...level, 'parameters']);
    if (!Array.isArray(list)) continue;
    for (const [index, entry] of list.entries()) {
      const { value, pointer } = deref(written, entry, toPointer([...level, 'parameters', String(index)]));
      if (isJsonObject(value) && fits(value)) return fromPointer(pointer);
    }
  }
  return undefined;
}

function valueAt(document: unknown, tokens: Tokens): unknown {
  return valueAtPointer(document, toPointer(tokens));
}
