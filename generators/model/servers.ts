/**
 * Where an operation is served (https://spec.openapis.org/oas/v3.1.0#server-object): the
 * operation's own `servers`, else its path item's, else the document's (a nearer non-empty list
 * replaces a farther one). Server variables are filled with their defaults, so each entry is the
 * URL a client would use with no configuration. Swagger 2.0 documents reach here converted, their
 * host and basePath already turned into `servers`.
 */
import type { ServerModel } from './types.js';
import { isJsonObject } from '../shared/json-pointer.js';

type Json = { readonly [key: string]: unknown };

export function effectiveServers(operation: Json, item: Json, document: Json): readonly ServerModel[] {
  for (const candidate of [operation.servers, item.servers, document.servers]) {
    const servers = serverList(candidate);
    if (servers.length > 0) return servers;
  }
  // The specification's default when no level names one: the document's own origin.
  return [{ url: '/' }];
}

function serverList(value: unknown): ServerModel[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isJsonObject).flatMap((server): ServerModel[] => {
    if (typeof server.url !== 'string') return [];
    const url = withDefaults(server.url, server.variables);
    return [typeof server.description === 'string' ? { url, description: server.description } : { url }];
  });
}

/** `{name}` replaced by the variable's default; a variable without one stays as written. */
export function withDefaults(url: string, variables: unknown): string {
  return url.replace(/\{([^{}]+)\}/g, (whole, name: string) => variableDefault(variables, name) ?? whole);
}

/** The `default` of server variable `name` (OpenAPI asks for a string; anything else is none). */
export function variableDefault(variables: unknown, name: string): string | undefined {
  const variable = isJsonObject(variables) && Object.hasOwn(variables, name) ? variables[name] : undefined;
  return isJsonObject(variable) && typeof variable.default === 'string' ? variable.default : undefined;
}
