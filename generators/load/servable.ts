/**
 * What a generated server needs of a document that the OpenAPI rules alone do not give: every
 * document `generate` accepts yields a server that starts and routes each operation's path as
 * published. The runtime handles what it can (router syntax in paths, HEAD beside GET, patterns
 * written for engines without Unicode mode); what it cannot is refused here, each finding
 * naming its JSON pointer (decisions/0017):
 * - a path the router could never match as published (`?`, `#`, a malformed percent-escape, a
 *   backslash, which URLs read as `/`) or could not split (two templates with nothing between
 *   them), and one a client would send to another host (`//evil.example/x`: a network-path
 *   reference when the base URL is relative);
 * - two operations of one method whose paths are one route to the router (`/a/{x}` and
 *   `/a/{y}`: OpenAPI calls such paths identical);
 * - schemas the runtime cannot compile, and numbers JSON cannot hold (servable-schemas.ts);
 * - schemas whose validation would never end, reaching themselves through `allOf` and the like
 *   without a nested value in between (self-references.ts).
 *
 * The route comparison is the runtime's own (generators/runtime/server/paths.ts), so what is
 * checked here is what the server registers.
 */
import { HTTP_METHODS } from '../shared/http.js';
import { deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { toFastifyPath } from '../runtime/server/paths.js';
import type { Finding } from './validate.js';
import { schemaFindings } from './servable-schemas.js';
import { selfReferenceFindings } from './self-references.js';

type Json = { readonly [key: string]: unknown };

export function servableFindings(document: Json): Finding[] {
  return [...pathFindings(document), ...schemaFindings(document), ...selfReferenceFindings(document)];
}

function pathFindings(document: Json): Finding[] {
  const paths = document['paths'];
  if (!isJsonObject(paths)) return [];
  const findings: Finding[] = [];
  const routes = new Map<string, string>();
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue;
    const pointer = toPointer(['paths', path]);
    const textFindings = pathTextFindings(path, pointer);
    findings.push(...textFindings);
    const item = deref(document, rawItem, pointer).value;
    // A path refused for its text has no route to compare: what the router would make of it
    // ("/h#frag" and "/q?x=1" read as the same route) is only a consequence of that refusal.
    if (!isJsonObject(item) || textFindings.length > 0) continue;
    const pattern = routePattern(path);
    for (const method of HTTP_METHODS) {
      if (!isJsonObject(item[method])) continue;
      const key = `${method.toUpperCase()} ${pattern}`;
      const first = routes.get(key);
      if (first === undefined) routes.set(key, path);
      else findings.push(sameRoute(method, path, `${pointer}/${method}`, first));
    }
  }
  return findings;
}

function pathTextFindings(path: string, pointer: string): Finding[] {
  const findings: Finding[] = [];
  if (/[?#]/.test(path)) {
    findings.push({ pointer, message: `path ${JSON.stringify(path)} contains "?" or "#"`, hint: 'A request path cannot hold them (they start the query and the fragment); remove them, or describe the query with `in: query` parameters.' });
  }
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) {
    findings.push({ pointer, message: `path ${JSON.stringify(path)} has a "%" that is not a percent-escape`, hint: 'Write "%" as %25, or use the character itself; a request with a bare "%" is refused as a malformed URL.' });
  }
  // URLs read "\\" as "/" (WHATWG parsing, in browsers and in Node's fetch alike), so such a path is
  // sent as another; and one that starts "//" (or "/\\") is a network-path reference: with a
  // relative base URL (a page's own origin) the client's call to "//evil.example/x" goes to that host.
  if (path.includes('\\')) {
    findings.push({ pointer, message: `path ${JSON.stringify(path)} contains "\\"`, hint: 'URLs read a backslash as "/", so no client sends this path as written; write "/" or %5C.' });
  } else if (path.startsWith('//')) {
    findings.push({ pointer, message: `path ${JSON.stringify(path)} starts with "//"`, hint: 'A URL that starts with two slashes names a host: a client whose base URL is relative would send this call to that host. Remove the empty first segment.' });
  }
  if (path.includes('}{')) {
    findings.push({ pointer, message: `path ${JSON.stringify(path)} has two templates with nothing between them`, hint: 'Put text between path parameters (`{from}-{to}`): without it no server can tell where one value ends.' });
  }
  return findings;
}

/** The route the server registers for `path` (every template declared, as validation ensures). */
function routePattern(path: string): string {
  const names = [...path.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
  return toFastifyPath(path, names.map((name) => ({ name, in: 'path', required: true, schema: {} }))).pattern;
}

function sameRoute(method: string, path: string, pointer: string, firstPath: string): Finding {
  const verb = method.toUpperCase();
  return {
    pointer,
    message: `${verb} ${path} is the same route as ${verb} ${firstPath}: the paths differ only in parameter names (or in text the router reads the same way)`,
    hint: 'OpenAPI calls templated paths that differ only in parameter names identical: merge the two operations, or change the static text of one path.',
  };
}
