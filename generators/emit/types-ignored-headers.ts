/**
 * Header parameters named Accept, Content-Type or Authorization "SHALL be ignored" (OpenAPI 3.x,
 * https://spec.openapis.org/oas/v3.1.0#fixed-fields-9, `name`), and the model and the server
 * ignore them (model/parameters.ts). openapi-typescript typed them as any other parameter, so a
 * required `Authorization` (FastAPI writes one for `Header()`) had every client call pass a value
 * that replaced the credential the client was configured with, and a handler was told
 * `request.headers.Authorization` was a string the server never handed it. In the copy of the
 * document openapi-typescript reads, the parameter lists of path items and operations (under
 * `paths`, `webhooks`, callbacks and `components`) leave them out; a `$ref` entry is read
 * through. Only those lists change: data that looks like one (an example, a `const`) is left alone.
 */
import { isIgnoredHeader } from '../model/parameters.js';
import { deref, isJsonObject } from '../shared/json-pointer.js';
import { HTTP_METHODS } from '../shared/http.js';

type Members = { [key: string]: unknown };

export function dropIgnoredHeaders(document: Members): void {
  const components = isJsonObject(document['components']) ? document['components'] : {};
  const visit = (item: unknown): void => pathItem(document, item);
  for (const map of [document['paths'], document['webhooks'], components['pathItems']]) forEachValue(map, visit);
  forEachValue(components['callbacks'], (callback) => forEachValue(callback, visit));
}

function pathItem(document: Members, item: unknown): void {
  if (!isJsonObject(item)) return;
  const members = item as Members;
  dropFromList(document, members);
  for (const method of HTTP_METHODS) {
    const operation = members[method];
    if (!isJsonObject(operation)) continue;
    dropFromList(document, operation as Members);
    // A callback is a map of expressions to path items; a `$ref` one is in components.callbacks.
    forEachValue(operation['callbacks'], (callback) => forEachValue(callback, (inner) => pathItem(document, inner)));
  }
}

function dropFromList(document: Members, owner: Members): void {
  const list = owner['parameters'];
  if (!Array.isArray(list)) return;
  // A new array: the copy may share one list between two owners (a YAML alias).
  owner['parameters'] = list.filter((entry) => {
    const { value } = deref(document, entry, '');
    return !(isJsonObject(value) && isIgnoredHeader(value));
  });
}

function forEachValue(map: unknown, visit: (value: unknown) => void): void {
  if (isJsonObject(map)) for (const value of Object.values(map)) visit(value);
}
