/**
 * Servers: where a client sends its requests. OpenAPI lets the document, a path item and an
 * operation each name `servers`, the nearest non-empty list winning
 * (https://spec.openapis.org/oas/v3.1.0#server-object). A client configured with a URL that a
 * new version no longer lists has nowhere documented to send requests, so a server that goes is
 * breaking; one that comes is compatible. A list that loses exactly one URL and gains exactly one
 * is reported as that URL changed (still breaking), as an edit of it reads.
 *
 * A change of the document's list is reported once, at no operation; an operation is reported
 * only where it or its path item names servers of its own on either side, since otherwise it
 * follows the document's and the document's change already says it. URLs are compared as
 * written, but for a trailing slash (clients join paths to it either way), each template expanded
 * by its variables' `enum`s (`expandTemplate`); order and descriptions are not compared, and a
 * variable's `default` is a compatible note (`compareVariableDefaults`).
 */
import { childPointer, isObject, objectEntries, ownValue, type JsonObject } from './json.js';
import type { OperationEntry } from './operations.js';
import { variableDefault, withDefaults } from '../model/servers.js';
import { templateNames } from '../shared/path-templates.js';
import type { Reporter } from './report.js';
import type { BundledDocument } from './types.js';

/** One side's servers for a place: each URL a client may use, with the index of the server naming it, and the pointer of the list. */
interface ServerList {
  readonly urls: readonly { readonly url: string; readonly index: number }[];
  /** Each server as written: its template, its variables (`{}` when none) and its index. */
  readonly templates: readonly { readonly url: string; readonly variables: unknown; readonly index: number }[];
  /** The JSON pointer of the `servers` array; its items are `${pointer}/${index}`. */
  readonly pointer: string;
}

/** The URLs of `owner.servers`, or undefined when it names none (absent, empty or not a list: it inherits). */
function declaredServers(owner: JsonObject, ownerPointer: string): ServerList | undefined {
  const servers = ownValue(owner, 'servers');
  if (!Array.isArray(servers)) return undefined;
  // One budget for the list: a list of many templates each at the limit (YAML aliases make that
  // cheap to write) would otherwise hold millions of URLs.
  let budget = MAX_EXPANDED_URLS;
  const templates = servers.flatMap((server, index) =>
    isObject(server) && typeof server['url'] === 'string' && server['url'] !== '' ? [{ url: server['url'], variables: ownValue(server, 'variables'), index }] : []);
  const urls = templates.flatMap(({ url: template, variables, index }) => {
    const expanded = expandTemplate(template, variables, Math.max(1, budget));
    budget -= expanded.length;
    return expanded.map((url) => ({ url, index }));
  });
  return urls.length > 0 ? { urls, templates, pointer: childPointer(ownerPointer, 'servers') } : undefined;
}

/** URLs the templates of one list expand to before the rest are compared as written. */
const MAX_EXPANDED_URLS = 1_000;

/**
 * The URLs a server template names: each variable with an `enum` replaced by each of its values,
 * so `https://{region}.api.example.com` whose `region` loses `eu` has lost a URL. A variable with
 * no `enum` takes any value and stays as written. Variables were not read, so dropping the value a
 * client was configured with was no change (a red-team pass, 2026-11-29). A template that would
 * expand to more than `limit` URLs (what is left of its list's MAX_EXPANDED_URLS) is compared as
 * written.
 */
function expandTemplate(template: string, variables: unknown, limit: number): string[] {
  let urls = [template];
  for (const [name, variable] of objectEntries(variables)) {
    const values = ownValue(variable, 'enum');
    const placeholder = `{${name}}`;
    if (!Array.isArray(values) || !template.includes(placeholder)) continue;
    const texts = [...new Set(values.filter((value): value is string => typeof value === 'string'))];
    if (texts.length === 0 || urls.length * texts.length > limit) return [template];
    urls = urls.flatMap((url) => texts.map((text) => url.split(placeholder).join(text)));
  }
  return urls;
}

const NONE: ServerList = { urls: [], templates: [], pointer: '#/servers' };

function documentServers(document: BundledDocument): ServerList {
  return declaredServers(document, '#') ?? NONE;
}

/** The servers an operation is sent to, and whether they are its own or its path item's (not the document's). */
function operationServers(document: BundledDocument, op: OperationEntry): { readonly list: ServerList; readonly own: boolean } {
  const own = declaredServers(op.operation, op.pointer) ?? declaredServers(op.pathItem, op.pathItemPointer);
  return own === undefined ? { list: documentServers(document), own: false } : { list: own, own: true };
}

/** `https://a.example/v1/` and `https://a.example/v1` name one server. */
function sameServer(url: string): string {
  return url.endsWith('/') && url.length > 1 ? url.slice(0, -1) : url;
}

/** The URLs of `list` that `other` does not name, with their index in `list`. */
function urlsNotIn(list: ServerList, other: ServerList): { readonly url: string; readonly index: number }[] {
  const named = new Set(other.urls.map(({ url }) => sameServer(url)));
  const seen = new Set<string>();
  return list.urls.filter(({ url }) => {
    const key = sameServer(url);
    if (named.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function compareLists(before: ServerList, after: ServerList, reporter: Reporter): void {
  compareVariableDefaults(before, after, reporter);
  const removed = urlsNotIn(before, after);
  const added = urlsNotIn(after, before);
  if (removed.length === 1 && added.length === 1) {
    const [from, to] = [removed[0]!, added[0]!];
    reporter.add('server-changed', 'breaking', 'head', childPointer(after.pointer, String(to.index)),
      `server URL changed from ${from.url} to ${to.url} (clients configured with the old URL must change it)`);
    return;
  }
  for (const { url, index } of removed) {
    reporter.add('server-removed', 'breaking', 'base', childPointer(before.pointer, String(index)), `server ${url} removed (clients configured with it must change their URL)`);
  }
  for (const { url, index } of added) {
    reporter.add('server-added', 'compatible', 'head', childPointer(after.pointer, String(index)), `server ${url} added`);
  }
}

/** The document's own `servers`, reported at no operation. */
export function compareDocumentServers(base: BundledDocument, head: BundledDocument, reporter: Reporter): void {
  compareLists(documentServers(base), documentServers(head), reporter);
}

/** An operation's servers, where it or its path item names its own on either side. */
export function compareOperationServers(pair: { readonly base: BundledDocument; readonly head: BundledDocument }, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter): void {
  const before = operationServers(pair.base, baseOp);
  const after = operationServers(pair.head, headOp);
  if (!before.own && !after.own) return;
  compareLists(before.list, after.list, reporter);
}

/**
 * A server variable's `default` changing: every URL the server names is still served (a value
 * dropped from the `enum` is a `server-removed`), so nothing a configured client sends changes,
 * but the URL the document gives for the server, the one its docs and README show and clients of
 * other generators use when told nothing, is now another: `server-default-changed`, compatible,
 * with a note. Our generated client takes its `baseUrl` from its caller and never reads it. Only
 * a server with the same template on both sides is compared (one whose template changed is
 * already said), and only variables its template names. Not compared before (2026-11-29).
 */
function compareVariableDefaults(before: ServerList, after: ServerList, reporter: Reporter): void {
  const previous = new Map<string, { readonly variables: unknown; readonly index: number }>();
  for (const server of before.templates) if (!previous.has(sameServer(server.url))) previous.set(sameServer(server.url), server);
  const seen = new Set<string>();
  for (const server of after.templates) {
    const key = sameServer(server.url);
    const old = previous.get(key);
    if (old === undefined || seen.has(key)) continue;
    seen.add(key);
    for (const name of new Set(templateNames(server.url))) {
      const was = variableDefault(old.variables, name);
      const is = variableDefault(server.variables, name);
      if (was === is) continue;
      const [side, list, index] = is === undefined ? (['base', before, old.index] as const) : (['head', after, server.index] as const);
      reporter.add('server-default-changed', 'compatible', side, childPointer(list.pointer, String(index), 'variables', name, 'default'),
        `server ${server.url}: variable ${name} defaults to ${is ?? '(none)'} instead of ${was ?? '(none)'}, so the document's URL for it is now ${withDefaults(server.url, server.variables)} (note: clients given a URL are unaffected; those that take the document's default, as some generators' clients do, now send there)`);
    }
  }
}
