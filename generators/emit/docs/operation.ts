/**
 * One operation's section: method, path, summary, operationId, deprecation, description,
 * security, parameters by location, request body, responses and callbacks. Operations of
 * `paths` are read from the model; callbacks and webhooks, which the model does not cover, from
 * the document, through the same views.
 * https://spec.openapis.org/oas/v3.1.0#operation-object
 */
import type { Finding } from '../../load/validate.js';
import { templateNames } from '../../shared/path-templates.js';
import { buildParameters } from '../../model/parameters.js';
import { buildHeaders } from '../../model/responses.js';
import { securityRequirements } from '../../model/security.js';
import type { OperationModel, ParameterLocation, ParameterModel, ParametersByLocation, SecurityRequirementModel, ServerModel } from '../../model/types.js';
import { defaultExplode, defaultStyle } from '../../runtime/server/parameter-styles.js';
import { HTTP_METHODS } from '../../shared/http.js';
import { childPointer, deref, fromPointer, isJsonObject, referenceOverride, toPointer, valueThroughRefs } from '../../shared/json-pointer.js';
import { attribute, below, code, concat, excerpt, link, text, type HeadingLevel } from './html.js';
import { jsonBlock } from './json-view.js';
import { requestBodyView, responseView, valueExamplesView } from './media.js';
import { alreadyShown, entriesOf, objectAt, sameAs, SMALL_PART, stringAt, type Json, type PageContext, type Place } from './page-context.js';
import { externalDocsLine, serverListView } from './overview.js';
import { schemaView } from './schema.js';
import { wireSampleNote } from './wire-sample.js';

const LOCATIONS: readonly (readonly [ParameterLocation, string])[] = [['path', 'Path parameters'], ['query', 'Query parameters'], ['header', 'Header parameters'], ['cookie', 'Cookie parameters']];

/**
 * The level of an operation's part headings (Authentication, Parameters, Request body, Responses,
 * Callbacks) under its h3 title. A callback's and a webhook's operations sit deeper (pathItemView):
 * they were written with the same h4 parts under an h5 title, so a screen reader's outline, and the
 * eye, put a callback's "Responses" beside the operation's own.
 */
const PARTS: HeadingLevel = 4;

/** What the operations of a path item the model does not cover are: the heading levels and the line under the title differ. */
export type RawPathItemKind = 'webhook' | 'callback';

/** A parameter as the model reads it, with the parameter object itself (its deprecation and examples). */
type ParameterView = ParameterModel & { readonly raw: Json };

/** How a method badge reads: the method in capitals, a class per method for its colour. */
export function methodBadge(method: string): string {
  return `<span${attribute('class', `method m-${method}`)}>${text(method.toUpperCase())}</span>`;
}

export function operationView(operation: OperationModel, id: string, rootServers: readonly ServerModel[], context: PageContext): string {
  const where: Place = { id, label: `${operation.method.toUpperCase()} ${operation.path}` };
  const raw = valueThroughRefs(context.document, operation.pointer);
  const source = isJsonObject(raw) ? raw : {};
  const item = deref(context.document, valueThroughRefs(context.document, toPointer(fromPointer(operation.pointer).slice(0, -1))), '').value;
  const parameters = parameterViews(operation.parameters, context);
  const body = operation.requestBody === undefined ? undefined : valueThroughRefs(context.document, operation.requestBody.pointer);
  const responses = operation.responses.map((response) => {
    const resolved = valueThroughRefs(context.document, response.pointer);
    return responseView(String(response.status), isJsonObject(resolved) ? resolved : {}, response.headers, PARTS, context, where, response.description);
  });
  return concat([
    `<section class="op"${attribute('id', id)}>`,
    // The model's operationId is made up (`get /pets`) when the document has none: the page shows only a declared one.
    heading(3, operationLine(operation.method, operation.path), operationTitle(operation.summary, operation.path), typeof source.operationId === 'string' && source.operationId.trim() !== '' ? source.operationId : undefined, operation.deprecated),
    operation.description === undefined ? '' : context.markdown(operation.description, 3),
    pathItemNote(item, 3, context),
    externalDocsNote(source),
    serversNote(operation.servers, rootServers, source, item, context, where),
    securityPart(operation.security, source.security ?? context.document.security, context, where),
    parametersView(parameters, PARTS, context, where),
    isJsonObject(body) ? requestBodyView(body, PARTS, context, where, referenceOverride(source.requestBody, 'description')) : '',
    `<h${PARTS}>Responses</h${PARTS}>${concat(responses)}`,
    callbacksView(source, operation.pointer, context, where),
    '</section>\n',
  ]);
}

/**
 * What an operation is called on the page: its summary, or its path when it has none. A summary
 * of only white space (`summary: ""` is what some converters write) counts as none: it made an
 * empty heading and a contents entry with nothing to click but the method.
 */
export function operationTitle(summary: string | undefined, path: string): string {
  return summary !== undefined && summary.trim() !== '' ? summary : path;
}

/** The line under an operation's title: its method and its path (or a callback's URL expression). */
function operationLine(method: string, path: string): string {
  return `${methodBadge(method)} ${code(path, 'path')}`;
}

function heading(level: HeadingLevel, line: string, title: string, operationId: string | undefined, deprecated: boolean): string {
  const titled = `<h${level} class="op-title">${text(title)}</h${level}>`;
  const shown = `<p class="op-line">${line}${deprecated ? ' <span class="badge deprecated">deprecated</span>' : ''}</p>`;
  const id = operationId === undefined ? '' : `<p class="op-meta">Operation id ${code(operationId)}</p>`;
  return titled + shown + id;
}

/**
 * The path item's own summary and description, which OpenAPI says apply to every operation on
 * the path: the page showed neither, so what a team wrote once for `/things/{id}` (what a thing
 * is, a rule every method keeps) was missing from each of its operations. Written under each
 * operation's own text; a long one met again is an excerpt (markdown.ts). Its description's
 * headings sit under the operation's title (level `title`); they were h6 straight under an h3.
 */
function pathItemNote(item: unknown, title: HeadingLevel, context: PageContext): string {
  const summary = stringAt(item, 'summary');
  const description = stringAt(item, 'description');
  const said = [summary !== undefined && summary.trim() !== '' ? `<p>${text(summary)}</p>` : '', description !== undefined && description.trim() !== '' ? context.markdown(description, title) : ''];
  if (said.every((part) => part === '')) return '';
  return `<div class="path-item-note"><p class="note">For every operation on this path:</p>${concat(said)}</div>`;
}

function externalDocsNote(operation: Json): string {
  const line = externalDocsLine(objectAt(operation, 'externalDocs'));
  return line === '' ? '' : `<p>${line}</p>`;
}

/**
 * The operation's servers, when they are not the document's: as written, the URL templates with
 * their variables, the way the Servers section shows the document's. The model's URLs have the
 * defaults filled in, so `https://{env}.example.com` read "Served at https://prod.example.com"
 * and the staging choice was nowhere. A list shared by a path's operations is written at the first
 * when large, and linked after.
 */
function serversNote(servers: readonly ServerModel[], rootServers: readonly ServerModel[], operation: Json, item: unknown, context: PageContext, where: Place): string {
  const same = servers.length === rootServers.length && servers.every((server, index) => server.url === rootServers[index]?.url);
  if (same) return '';
  const written = [operation.servers, isJsonObject(item) ? item.servers : undefined].find((list): list is unknown[] => Array.isArray(list) && list.some((server) => isJsonObject(server) && typeof server.url === 'string'));
  if (written === undefined) return `<p class="note">Served at ${servers.map((server) => code(server.url)).join(', ')}.</p>`;
  const first = alreadyShown(context, written, where, SMALL_PART);
  return `<h${PARTS}>Servers</h${PARTS}>${first === undefined ? serverListView(written.filter(isJsonObject), context, PARTS) : sameAs('servers', first)}`;
}

/**
 * The operation's security, or a link to where the same list was written: `written` is the list
 * in the document (the operation's own, or the document's that every other operation inherits).
 */
function securityPart(security: readonly SecurityRequirementModel[], written: unknown, context: PageContext, where: Place): string {
  const first = typeof written === 'object' && written !== null ? alreadyShown(context, written, where, SMALL_PART) : undefined;
  return first === undefined ? securityView(security, PARTS, context) : `<h${PARTS}>Authentication</h${PARTS}>${sameAs('authentication', first)}`;
}

/**
 * Alternatives (any one), each a set of schemes (all together) with their scopes, each scheme a
 * link to its entry under "Security schemes". An empty alternative (`{}`) makes the whole list
 * optional: `security: [{}]` read "Requires: no authentication (optional)", and `[{a: []}, {}]`
 * listed "no authentication" among what the operation requires.
 */
export function securityView(security: readonly SecurityRequirementModel[], level: HeadingLevel, context: PageContext): string {
  const title = `<h${level}>Authentication</h${level}>`;
  const schemes = security.filter((requirement) => requirement.length > 0);
  if (schemes.length === 0) return `${title}<p>No authentication.</p>`;
  const scheme = (name: string): string => {
    const id = context.schemeIds.get(name);
    return id === undefined ? code(name) : link(id, code(name));
  };
  const alternatives = schemes.map((requirement) => `<li>${requirement.map((use) => `${scheme(use.scheme)}${use.scopes.length > 0 ? ` with ${use.scopes.map((scope) => code(scope)).join(', ')}` : ''}`).join(' and ')}</li>\n`);
  const optional = schemes.length < security.length;
  const lead = `${optional ? 'Optional; when sent' : 'Requires'}${schemes.length === 1 ? '' : `${optional ? ',' : ''} one of`}`;
  return `${title}<p>${lead}:</p><ul class="security">${concat(alternatives)}</ul>`;
}

/** The parameters as the model reads them (path item's and operation's merged, OpenAPI's defaults), in location order. */
function parameterViews(byLocation: ParametersByLocation, context: PageContext): ParameterView[] {
  return (Object.values(byLocation) as readonly ParameterModel[][]).flat().map((parameter) => modelParameter(parameter, context));
}

function modelParameter(parameter: ParameterModel, context: PageContext): ParameterView {
  const raw = valueThroughRefs(context.document, parameter.pointer);
  return { ...parameter, raw: isJsonObject(raw) ? raw : {} };
}

function parametersView(parameters: readonly ParameterView[], level: HeadingLevel, context: PageContext, where: Place): string {
  const groups = LOCATIONS.flatMap(([location, title]) => {
    const here = parameters.filter((parameter) => parameter.in === location);
    if (here.length === 0) return [];
    return [`<h${below(level)}>${title}</h${below(level)}><ul class="props params">${concat(here.map((parameter) => parameterItem(parameter, below(level), context, where)))}</ul>`];
  });
  return groups.length === 0 ? '' : `<h${level}>Parameters</h${level}>${concat(groups)}`;
}

/** Parameter names come from the document: a parameter met again shows this much of its name. */
const NAME_EXCERPT = 120;

/** A parameter, under the heading of its location (`under`), where its descriptions' headings start below. */
function parameterItem(parameter: ParameterView, under: HeadingLevel, context: PageContext, where: Place): string {
  const first = alreadyShown(context, parameter.raw, where, SMALL_PART);
  if (first !== undefined) return `<li><div class="prop-name">${code(excerpt(parameter.name, NAME_EXCERPT), 'name')}</div>${sameAs('parameter', first)}</li>`;
  const marks = [parameter.required ? '<span class="badge required">required</span>' : '', parameter.raw.deprecated === true ? '<span class="badge deprecated">deprecated</span>' : ''].filter(Boolean).join(' ');
  const style = parameter.style === defaultStyle(parameter.in) && parameter.explode === defaultExplode(parameter.style) ? '' : `style ${code(parameter.style)}, explode ${code(String(parameter.explode))}`;
  const notes = [style, wireSampleNote(parameter), parameter.allowReserved === true ? 'reserved characters sent as they are' : '', parameter.contentType === undefined ? '' : `written as ${code(parameter.contentType)}`].filter(Boolean);
  // For a parameter described by `content`, the model's schema is its media type's.
  const schema = schemaView(parameter.schema, context, where, 0, under);
  return concat([
    `<li><div class="prop-name">${code(parameter.name, 'name')} ${marks}</div>`,
    schema,
    notes.length > 0 ? `<p class="note">${notes.join('; ')}</p>` : '',
    parameter.description === undefined ? '' : context.markdown(parameter.description, under),
    valueExamplesView(parameter.raw, context, where, under),
    '</li>',
  ]);
}

/** Callbacks of an operation object (at `pointer`): each expression and the operations it describes. */
function callbacksView(operation: Json, pointer: string, context: PageContext, where: Place): string {
  const callbacks = entriesOf(operation.callbacks).flatMap(([name, raw]) => {
    const { value, pointer: callbackPointer } = deref(context.document, raw, childPointer(pointer, 'callbacks', name));
    const first = isJsonObject(value) ? alreadyShown(context, value, where, SMALL_PART) : undefined;
    const expressions = first === undefined ? concat(entriesOf(value).map(([expression, item]) => pathItemView(expression, item, childPointer(callbackPointer, expression), 'callback', context, where))) : sameAs('callback', first);
    return [`<div class="callback"><h${below(PARTS)}>Callback ${code(name)}</h${below(PARTS)}>${expressions}</div>`];
  });
  return callbacks.length === 0 ? '' : `<h${PARTS}>Callbacks</h${PARTS}>${concat(callbacks)}`;
}

/**
 * A webhook's or a callback's own `security`, read as the model reads an operation's. The model
 * does not cover these operations, and the page showed none: a webhook signed with a scheme read
 * like an open one. Nothing is said when the operation declares nothing (whether the document's
 * `security` applies to requests the API sends is not settled by OpenAPI), and a list the model
 * cannot read is shown as written rather than as "no authentication".
 */
function declaredSecurity(operation: Json, level: HeadingLevel, context: PageContext): string {
  if (!Object.hasOwn(operation, 'security')) return '';
  const findings: Finding[] = [];
  const security = securityRequirements({ operationSecurity: operation.security, operationPointer: '', document: context.document }, findings);
  return findings.length === 0 ? securityView(security, level, context) : `<h${level}>Authentication</h${level}><p>As written (not a valid security list):</p>${jsonBlock(operation.security)}`;
}

/**
 * The operations of a path item the model does not cover (a callback's, a webhook's, at `pointer`),
 * read from the document. `path` is a callback's URL expression or a webhook's name.
 */
export function pathItemView(path: string, rawItem: unknown, pointer: string, kind: RawPathItemKind, context: PageContext, where: Place): string {
  const { value: item, pointer: itemPointer } = deref(context.document, rawItem, pointer);
  if (!isJsonObject(item)) return '';
  const first = alreadyShown(context, item, where, SMALL_PART);
  if (first !== undefined) return `<div class="raw-op"><p class="op-line">${code(excerpt(path, NAME_EXCERPT), 'path')}</p>${sameAs('path item', first)}</div>`;
  return concat(HTTP_METHODS.filter((method) => isJsonObject(item[method])).map((method) => rawOperationView(method, path, item[method] as Json, item, itemPointer, kind, context, where)));
}

/**
 * Where each kind sits: a webhook's operation under its h3 "Webhook name" (title h4, parts h5); a
 * callback's under "Callbacks" (h4) and "Callback name" (h5), so its title and parts are h6, the
 * deepest HTML has. A webhook's name is not a URL: its line says who sends the request instead of
 * showing the name as a path (it read like `POST newPet`, a path on the API).
 */
const RAW_LEVELS: Readonly<Record<RawPathItemKind, { readonly title: HeadingLevel; readonly parts: HeadingLevel }>> = {
  webhook: { title: 4, parts: 5 },
  callback: { title: 6, parts: 6 },
};

function rawOperationView(method: string, path: string, operation: Json, item: Json, itemPointer: string, kind: RawPathItemKind, context: PageContext, where: Place): string {
  const levels = RAW_LEVELS[kind];
  const summary = typeof operation.summary === 'string' ? operation.summary : undefined;
  const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined;
  // Read as the model reads an operation's: an operation parameter replaces the path item's of the same name and location.
  const lists = [{ list: item.parameters, pointer: childPointer(itemPointer, 'parameters') }, { list: operation.parameters, pointer: childPointer(itemPointer, method, 'parameters') }];
  const parameters = parameterViews(buildParameters(context.document, lists, templateNames(path)), context);
  const { value: body } = deref(context.document, operation.requestBody, '');
  const responses = entriesOf(operation.responses).map(([status, raw]) => {
    const { value } = deref(context.document, raw, '');
    const response = isJsonObject(value) ? value : {};
    return responseView(status, response, buildHeaders(context.document, response.headers), levels.parts, context, where, referenceOverride(raw, 'description'));
  });
  return concat([
    '<div class="raw-op">',
    kind === 'webhook'
      ? heading(levels.title, `${methodBadge(method)} <span class="note">request the API sends to the receiver's URL</span>`, summary !== undefined && summary.trim() !== '' ? summary : `${method.toUpperCase()} request`, operationId, operation.deprecated === true)
      : heading(levels.title, operationLine(method, path), operationTitle(summary, path), operationId, operation.deprecated === true),
    typeof operation.description === 'string' ? context.markdown(operation.description, levels.title) : '',
    pathItemNote(item, levels.title, context),
    declaredSecurity(operation, levels.parts, context),
    parametersView(parameters, levels.parts, context, where),
    isJsonObject(body) ? requestBodyView(body, levels.parts, context, where, referenceOverride(operation.requestBody, 'description')) : '',
    responses.length > 0 ? `<h${levels.parts}>Responses</h${levels.parts}>${concat(responses)}` : '',
    '</div>',
  ]);
}
