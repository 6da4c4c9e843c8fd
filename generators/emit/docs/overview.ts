/**
 * The top of the page: title, version, summary and description, the generated "Reading this
 * reference" section, contact, license and terms, external docs, servers (with their variables)
 * and security schemes. Read from the document's `info`, `servers` and `components`; a URL is a
 * link only when it is http(s) or mailto, otherwise it is shown as text.
 * https://spec.openapis.org/oas/v3.1.0#info-object
 * https://spec.openapis.org/oas/v3.1.0#server-object
 * https://spec.openapis.org/oas/v3.1.0#security-scheme-object
 */
import type { ApiModel } from '../../model/types.js';
import { deref, isJsonObject } from '../../shared/json-pointer.js';
import { attribute, code, concat, isolate, text, type HeadingLevel } from './html.js';
import { introMarkdown } from './intro.js';
import { jsonValue } from './json-view.js';
import { entriesOf, objectAt, stringAt, type Json, type PageContext } from './page-context.js';

const LINKABLE = /^(?:https?:|mailto:)/i;
const REL = 'noopener noreferrer nofollow';

/** An outside URL from the document: a link when it is http(s) or mailto, else text. */
export function outsideLink(url: string, label = url): string {
  return LINKABLE.test(url.trim()) ? `<a${attribute('href', url.trim())}${attribute('rel', REL)}>${text(label)}</a>` : code(url);
}

export const OVERVIEW_ID = 'overview';
export const READING_ID = 'reading-this-reference';
export const SERVERS_ID = 'servers';
export const SECURITY_ID = 'authentication';
/**
 * OpenAPI's own name for the section: it was "Authentication", which is also the most common name
 * of a tag (our spec's, Scalar Galaxy's), so the contents listed two "Authentication" entries and
 * the page had two such h2 headings. The id stays, for links already written to it.
 */
const SECURITY_LABEL = 'Security schemes';

/** The overview section and the ids of its parts that have content (for the table of contents). */
export function overviewView(model: ApiModel, context: PageContext): { readonly html: string; readonly parts: readonly (readonly [string, string])[] } {
  const info = objectAt(model.document, 'info') ?? {};
  const summary = stringAt(info, 'summary');
  const intro = introMarkdown(model);
  const servers = serversView(context);
  const schemes = schemesView(context);
  const html = concat([
    `<header${attribute('id', OVERVIEW_ID)}><h1><span>${text(model.title)}</span> <span class="version">${text(model.version)}</span></h1>`,
    summary === undefined ? '' : `<p class="lead">${text(summary)}</p>`,
    aboutView(info, model.document),
    model.description === undefined ? '' : context.markdown(model.description, 1),
    '</header>',
    // The generated section's heading is its own `# Reading this reference`, an h2 here.
    intro === '' ? '' : `<section class="intro"${attribute('id', READING_ID)}>${context.markdown(intro, 1)}</section>\n`,
    servers === '' ? '' : `<section${attribute('id', SERVERS_ID)}><h2>Servers</h2>${servers}</section>\n`,
    schemes === '' ? '' : `<section${attribute('id', SECURITY_ID)}><h2>${SECURITY_LABEL}</h2>${schemes}</section>\n`,
  ]);
  return { html, parts: overviewParts(model) };
}

/**
 * The overview's parts that have content, as [id, label], known before anything is written (the
 * page's Markdown keeps a link to one of them only when it is there).
 */
export function overviewParts(model: ApiModel): (readonly [string, string])[] {
  const parts: [string, string][] = [[OVERVIEW_ID, 'Overview']];
  if (introMarkdown(model) !== '') parts.push([READING_ID, 'Reading this reference']);
  if (documentServers(model.document).length > 0) parts.push([SERVERS_ID, 'Servers']);
  if (entriesOf(objectAt(model.document, 'components')?.securitySchemes).length > 0) parts.push([SECURITY_ID, SECURITY_LABEL]);
  return parts;
}

function documentServers(document: Json): Json[] {
  return Array.isArray(document.servers) ? document.servers.filter(isJsonObject) : [];
}

/** An External Documentation Object as one line, or '' when there is none. */
export function externalDocsLine(external: Json | undefined): string {
  const url = stringAt(external, 'url');
  return url === undefined ? '' : `See also: ${outsideLink(url, stringAt(external, 'description') ?? url)}`;
}

/** Contact, license, terms of service and external docs, one line each. */
function aboutView(info: Json, document: Json): string {
  const lines: string[] = [];
  const contact = objectAt(info, 'contact');
  if (contact !== undefined) {
    const parts = [stringAt(contact, 'name'), stringAt(contact, 'url'), stringAt(contact, 'email')];
    const shown = [parts[0] === undefined ? '' : isolate(parts[0]), parts[1] === undefined ? '' : outsideLink(parts[1]), parts[2] === undefined ? '' : outsideLink(`mailto:${parts[2]}`, parts[2])].filter(Boolean);
    if (shown.length > 0) lines.push(`Contact: ${shown.join(', ')}`);
  }
  const license = objectAt(info, 'license');
  if (license !== undefined) {
    const name = stringAt(license, 'name') ?? 'License';
    const url = stringAt(license, 'url');
    const identifier = stringAt(license, 'identifier');
    lines.push(`License: ${url === undefined ? isolate(name) : outsideLink(url, name)}${identifier === undefined ? '' : ` (${code(identifier)})`}`);
  }
  const terms = stringAt(info, 'termsOfService');
  if (terms !== undefined) lines.push(`Terms of service: ${outsideLink(terms)}`);
  const more = externalDocsLine(objectAt(document, 'externalDocs'));
  if (more !== '') lines.push(more);
  return lines.length === 0 ? '' : `<ul class="about">${concat(lines.map((line) => `<li>${line}</li>`))}</ul>`;
}

/** The document's servers with their variables (the model keeps the URLs with defaults filled in; the page shows the template). */
function serversView(context: PageContext): string {
  return serverListView(documentServers(context.document), context, 2);
}

/**
 * Servers as written: each URL template, its description, and its variables with their defaults and
 * choices. `under` is the level of the "Servers" heading they sit under (h2 in the overview, an
 * operation's part deeper): descriptions were placed for an operation's, so the overview's had a
 * `# Heading` at h5 straight under its h2.
 */
export function serverListView(servers: readonly Json[], context: PageContext, under: HeadingLevel): string {
  return concat(
    servers.map((server) => {
      const url = stringAt(server, 'url') ?? '/';
      const description = stringAt(server, 'description');
      const variables = entriesOf(server.variables).map(([name, raw]) => {
        const variable = isJsonObject(raw) ? raw : {};
        const facts = [Object.hasOwn(variable, 'default') ? `default ${jsonValue(variable.default)}` : '', Array.isArray(variable.enum) ? `one of ${variable.enum.map((value) => jsonValue(value)).join(', ')}` : ''].filter(Boolean);
        const described = stringAt(variable, 'description');
        return `<li>${code(name, 'name')} ${facts.join('; ')}${described === undefined ? '' : context.markdown(described, under)}</li>`;
      });
      return `<div class="server"><p>${code(url, 'path')}</p>${description === undefined ? '' : context.markdown(description, under)}${variables.length > 0 ? `<ul class="props">${concat(variables)}</ul>` : ''}</div>`;
    }),
  );
}

/** Every security scheme of `components.securitySchemes`: its kind and what a caller sends. */
function schemesView(context: PageContext): string {
  return concat(
    entriesOf(objectAt(context.document, 'components')?.securitySchemes).map(([key, raw]) => {
      const { value } = deref(context.document, raw, '');
      const scheme = isJsonObject(value) ? value : {};
      const description = stringAt(scheme, 'description');
      const id = context.schemeIds.get(key);
      return `<div class="scheme"${id === undefined ? '' : attribute('id', id)}><h3>${code(key)} <span class="type">${text(stringAt(scheme, 'type') ?? 'unknown')}</span></h3><ul>${concat(schemeFacts(scheme).map((fact) => `<li>${fact}</li>`))}</ul>${description === undefined ? '' : context.markdown(description, 3)}</div>`;
    }),
  );
}

function schemeFacts(scheme: Json): string[] {
  const facts: string[] = [];
  const named = (label: string, key: string): void => {
    const value = stringAt(scheme, key);
    if (value !== undefined) facts.push(`${label} ${code(value)}`);
  };
  named('HTTP scheme', 'scheme');
  named('Token format', 'bearerFormat');
  named('Sent in the', 'in');
  named('Named', 'name');
  if (scheme['deprecated'] === true) facts.push('Deprecated: clients should move to another scheme');
  const connect = stringAt(scheme, 'openIdConnectUrl');
  if (connect !== undefined) facts.push(`OpenID Connect discovery: ${outsideLink(connect)}`);
  // OpenAPI 3.2: the authorization server's metadata (RFC 8414), and the device flow's own URL.
  const metadata = stringAt(scheme, 'oauth2MetadataUrl');
  if (metadata !== undefined) facts.push(`OAuth 2 server metadata: ${outsideLink(metadata)}`);
  for (const [flow, raw] of entriesOf(scheme.flows)) {
    const details = isJsonObject(raw) ? raw : {};
    const urls = (['authorizationUrl', 'deviceAuthorizationUrl', 'tokenUrl', 'refreshUrl'] as const).flatMap((key) => {
      const url = stringAt(details, key);
      return url === undefined ? [] : [`${key} ${outsideLink(url)}`];
    });
    const scopes = entriesOf(details.scopes).map(([scope, described]) => `${code(scope)}${typeof described === 'string' && described !== '' ? `: ${isolate(described)}` : ''}`);
    facts.push(`OAuth 2 flow ${code(flow)}${urls.length > 0 ? `: ${urls.join(', ')}` : ''}${scopes.length > 0 ? `<br>Scopes: ${scopes.join('; ')}` : ''}`);
  }
  return facts;
}
