/**
 * Response bodies serialised from the document's schemas (fast-json-stringify, what Fastify uses
 * for its own response schemas): only declared properties reach the wire, so a field a handler
 * forgot to leave out (a password hash, an internal flag) is dropped by an open schema instead of
 * sent, and values are written in the declared types. With response validation on (the
 * default), bodies were already checked against the same schema (respond.ts), so on our own spec
 * the text is JSON.stringify's with properties in schema order.
 *
 * One serializer per declared response, compiled on first use (a large document has hundreds).
 * Falls back to JSON.stringify (response validation, when on, is unaffected):
 * - for a schema the serializer compiler cannot handle: a document we did not write must never
 *   stop a server;
 * - for every response of a document that names a property after a member of Object.prototype
 *   (`__proto__`, `constructor`, `toString`, ...): the compiled code reads `body[name]`, which
 *   finds the inherited member when the body has no such property and would send it.
 */
import fastJsonStringify from 'fast-json-stringify';
import type { JsonSchema, RouteResponse } from './contract.js';
import { anchorReferences, DOCUMENT_ID } from './validation.js';
import { someMember } from './json-walk.js';

export type BodySerializer = (response: RouteResponse, body: unknown) => string;

type Serialize = (body: unknown) => string;

const plainJson: Serialize = (body) => JSON.stringify(body);

export function responseSerializer(components: { readonly [key: string]: unknown }): BodySerializer {
  const external = { [DOCUMENT_ID]: { $id: DOCUMENT_ID, components } };
  const componentsSafe = !namesPrototypeMember(components);
  const compiled = new WeakMap<RouteResponse, Serialize>();
  return (response, body) => {
    let serialize = compiled.get(response);
    if (serialize === undefined) {
      const { schema } = response;
      serialize = schema === undefined || !componentsSafe || namesPrototypeMember(schema) ? plainJson : compileSerializer(schema, external);
      compiled.set(response, serialize);
    }
    return serialize(body);
  };
}

/** True when any `properties` (or `required`) in the schema tree names an Object.prototype member. */
function namesPrototypeMember(schema: unknown): boolean {
  return someMember(
    schema,
    (key, value) =>
      (key === 'properties' && typeof value === 'object' && value !== null && Object.keys(value).some(isPrototypeMember)) ||
      (key === 'required' && Array.isArray(value) && value.some((name) => typeof name === 'string' && isPrototypeMember(name))),
  );
}

function isPrototypeMember(name: string): boolean {
  return name in Object.prototype;
}

function compileSerializer(schema: JsonSchema, external: Record<string, object>): Serialize {
  try {
    return fastJsonStringify(anchorReferences(schema) as fastJsonStringify.Schema, { schema: external as Record<string, fastJsonStringify.Schema> }) as Serialize;
  } catch {
    return plainJson;
  }
}
