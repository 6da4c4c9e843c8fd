/**
 * `readOnly` and `writeOnly` properties (https://spec.openapis.org/oas/v3.1.0#fixed-fields-19,
 * JSON Schema validation §9.4): a readOnly property is sent by the server only, so a request
 * neither needs nor takes it, even when `required` lists it; a writeOnly one (a password) is
 * sent by clients only and is never in a response.
 *
 * Generated types follow openapi-typescript's read/write markers: such a property is typed
 * `$Read<T>` / `$Write<T>` in types.ts, and request bodies go through `Writable<…>`, response
 * bodies through `Readable<…>`, which drop the marked properties on the side they do not belong
 * to. The markers are turned on only for a document that has such a property, so every other
 * document's types.ts is as before.
 */
import { isJsonObject } from '../shared/json-pointer.js';

/** True when some schema's `properties` has a member marked `readOnly: true` or `writeOnly: true`, as openapi-typescript marks them. */
export function hasReadWriteProperties(document: unknown): boolean {
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (isJsonObject(value) && isJsonObject(value.properties) && Object.values(value.properties).some(isMarked)) return true;
    // A loop, not push(...): a spread of a very long array overflows the call stack.
    for (const member of Object.values(value)) pending.push(member);
  }
  return false;
}

function isMarked(schema: unknown): boolean {
  return isJsonObject(schema) && (schema.readOnly === true || schema.writeOnly === true) && !(schema.readOnly === true && schema.writeOnly === true);
}
