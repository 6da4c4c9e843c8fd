/**
 * The whole page: the table of contents (the overview's parts; operations grouped by tag, in the
 * document's tag order, then tags only operations name, then untagged; webhooks; schemas), and
 * the main column in the same order. Static HTML, no script; every id comes from Anchors.
 * https://spec.openapis.org/oas/v3.1.0#tag-object
 */
import { effectiveServers } from '../../model/servers.js';
import type { ApiModel, OperationModel, ServerModel } from '../../model/types.js';
import { childPointer, isJsonObject, toPointer } from '../../shared/json-pointer.js';
import { Anchors, attribute, code, concat, excerpt, link, text } from './html.js';
import { isolated } from '../../shared/printable-text.js';
import { anchorResolver, type AnchorTargets } from './foreign-anchors.js';
import { createMarkdown } from './markdown.js';
import { methodBadge, operationTitle, operationView, pathItemView } from './operation.js';
import { externalDocsLine, overviewParts, overviewView } from './overview.js';
import { entriesOf, objectAt, stringAt, type Json, type PageContext, type Place } from './page-context.js';
import { policyMeta } from './offline.js';
import { schemaView } from './schema.js';
import { STYLESHEET } from './style.js';
import { inheritedDiscriminatorValues } from '../types-discriminators.js';

const WEBHOOKS_ID = 'webhooks';
/**
 * The untagged operations' group. Its id was the slug of its label, which is "Operations" in a
 * document without tags and "Other operations" beside tagged ones: tagging any one operation moved
 * every link to the group, and a tag of either name took the slug first.
 */
const UNTAGGED_ID = 'untagged';
const SCHEMAS_ID = 'schemas';
/**
 * The main column's id, for the link that skips the contents: a keyboard reader tabbed through
 * every entry of the contents (Stripe's: about 900 links) before reaching the first operation.
 */
const MAIN_ID = 'main';

interface ListedOperation {
  readonly operation: OperationModel;
  readonly id: string;
}

interface TagGroup {
  readonly id: string;
  readonly name: string;
  readonly tag?: Json;
  /** Operations whose first tag this is: their sections are here. */
  readonly operations: readonly ListedOperation[];
  /** Operations that also name this tag: listed here, linking to their section under their first tag. */
  readonly also: readonly ListedOperation[];
}

interface Named {
  readonly id: string;
  readonly name: string;
}

/** The page for `model`, from `<!doctype html>` to `</html>`. */
/**
 * `header`: the generated-file comment (print/header.ts). It goes after `<meta charset>` and the
 * policy, not first as in other outputs: a browser looks for the charset only in a page's first
 * 1,024 bytes, and the header names the source path and the command, which can be longer than
 * that (a 400-character path put the charset at byte 1,362).
 */
export function renderPage(model: ApiModel, header: string): string {
  // Every id first: a description's in-page link is kept only when its target is on the page.
  const anchors = new Anchors();
  const schemas: Named[] = entriesOf(objectAt(model.document, 'components')?.schemas).map(([name]) => ({ id: anchors.next('schema', name), name }));
  const groups = tagGroups(model, anchors);
  const webhooks: Named[] = entriesOf(model.document.webhooks).map(([name]) => ({ id: anchors.next('webhook', name), name }));
  const schemeIds = new Map(entriesOf(objectAt(model.document, 'components')?.securitySchemes).map(([key]) => [key, anchors.next('scheme', key)]));
  const fixedIds = new Set([MAIN_ID, ...(groups.some((group) => group.id === UNTAGGED_ID) ? [UNTAGGED_ID] : []), ...overviewParts(model).map(([id]) => id), ...(webhooks.length > 0 ? [WEBHOOKS_ID] : []), ...(schemas.length > 0 ? [SCHEMAS_ID] : [])]);
  const schemaIds = new Map(schemas.map(({ id, name }) => [toPointer(['components', 'schemas', name]), id]));
  const places = operationPlaces(groups);
  const context: PageContext = {
    document: model.document,
    // A description's `#/components/schemas/Pet`, `#/paths/~1pets/get` or Redoc's `#operation/getPets` goes to that section.
    markdown: createMarkdown((id) => anchors.has(id) || fixedIds.has(id), anchorResolver(anchorTargets(groups, schemas))),
    schemaIds,
    schemeIds,
    operationPlaces: places,
    inheritors: inheritors(objectAt(model.document, 'components')?.schemas),
    shown: new WeakMap(),
  };
  const overview = overviewView(model, context);
  const servers = rootServers(model);
  const alsoBudget = { left: ALSO_LINKS };
  const main = concat([
    overview.html,
    concat(groups.map((group) => groupView(group, servers, context, alsoBudget))),
    webhooks.length === 0 ? '' : `<section${attribute('id', WEBHOOKS_ID)}><h2>Webhooks</h2>${concat(webhooks.map((hook) => webhookView(hook, context)))}</section>`,
    schemas.length === 0 ? '' : `<section${attribute('id', SCHEMAS_ID)}><h2>Schemas</h2>${concat(schemas.map((schema) => schemaSection(schema, context)))}</section>`,
  ]);
  // The tab title has no elements for the stylesheet to isolate.
  const title = `${isolated(model.title)} ${model.version}`.trim();
  return concat([
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n',
    `${policyMeta()}\n`,
    header,
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="referrer" content="no-referrer">\n',
    `<title>${text(title)}</title>\n<style>${STYLESHEET}</style>\n</head>\n<body>\n`,
    `<a class="skip"${attribute('href', `#${MAIN_ID}`)}>Skip to the reference</a>\n`,
    `${tableOfContents(model, overview.parts, groups, webhooks, schemas)}\n`,
    `<main${attribute('id', MAIN_ID)}>\n${main}\n</main>\n</body>\n</html>\n`,
  ]);
}

/**
 * Operations by tag: declared tags in order, then tags only operations name, then untagged. An
 * operation's section, and its one contents entry, are under its first tag; every other tag it
 * names lists it in that tag's section ("Also in this tag") with a short link there, as a reader
 * looking under any of its tags expects (Redoc and Swagger UI show it under each). A tag use is
 * one node of the document (a YAML alias can repeat a long list of tags in every operation), so
 * it must cost the page a small fixed amount: the link is the method and the path cut to
 * `ALSO_LABEL` characters, never the summary, and the page holds at most `ALSO_LINKS` of them.
 */
function tagGroups(model: ApiModel, anchors: Anchors): TagGroup[] {
  const declared = Array.isArray(model.document.tags) ? model.document.tags : [];
  const order = new Map<string, Json | undefined>();
  for (const tag of declared) {
    const name = stringAt(tag, 'name');
    if (name !== undefined && !order.has(name)) order.set(name, tag as Json);
  }
  for (const operation of model.operations) {
    for (const name of operation.tags) if (!order.has(name)) order.set(name, undefined);
  }
  const byTag = new Map<string | undefined, OperationModel[]>();
  const alsoByTag = new Map<string, OperationModel[]>();
  for (const operation of model.operations) {
    pushTo(byTag, operation.tags[0], operation); // not a copy per operation: 5,000 operations in one tag
    for (const name of new Set(operation.tags.slice(1))) if (name !== operation.tags[0]) pushTo(alsoByTag, name, operation);
  }
  const names: (string | undefined)[] = [...order.keys(), undefined];
  // "Other" only beside groups of tagged operations: declared tags no operation names have none.
  const tagged = model.operations.some((operation) => operation.tags.length > 0);
  const ids = new Map<OperationModel, string>();
  const groups = names.flatMap((name) => {
    const operations = byTag.get(name) ?? [];
    const also = name === undefined ? [] : (alsoByTag.get(name) ?? []);
    if (operations.length === 0 && also.length === 0) return [];
    // A tag named "" (or blanks) would be a heading and a contents entry with nothing in them.
    // Untagged operations are "other" only beside tagged ones; in a document without tags they are all there is.
    const label = name === undefined ? (tagged ? 'Other operations' : 'Operations') : name.trim() === '' ? 'Tag with an empty name' : name;
    const tag = name === undefined ? undefined : order.get(name);
    const id = name === undefined ? UNTAGGED_ID : anchors.next('tag', label);
    const listed = operations.map((operation) => {
      const operationId = anchors.next('op', operation.operationId);
      ids.set(operation, operationId);
      return { operation, id: operationId };
    });
    return [{ id, name: label, ...(tag === undefined ? {} : { tag }), operations: listed, also }];
  });
  // Every operation has its id once all sections are named, wherever its tags come in the order.
  return groups.map((group) => ({ ...group, also: group.also.map((operation) => ({ operation, id: ids.get(operation) ?? '' })) }));
}

/** What a description's in-page link may name: every operation, tag and schema with its section. */
function anchorTargets(groups: readonly TagGroup[], schemas: readonly Named[]): AnchorTargets {
  const operations = groups.flatMap((group) => group.operations).map(({ operation, id }) => ({ id, operationId: operation.operationId, pointer: operation.pointer, summary: operation.summary }));
  return { operations, tags: groups, schemas };
}

/** Each base schema object with a discriminator → the schemas that extend it and are not in its mapping. */
function inheritors(schemas: unknown): Map<object, [string, string][]> {
  const byObject = new Map<object, [string, string][]>();
  if (!isJsonObject(schemas)) return byObject;
  for (const [name, list] of inheritedDiscriminatorValues(schemas)) {
    const base = schemas[name];
    if (isJsonObject(base)) byObject.set(base, list);
  }
  return byObject;
}

/** Each operation's section, by its operationId and by its pointer, for the responses' links to it. */
function operationPlaces(groups: readonly TagGroup[]): Map<string, Place> {
  const places = new Map<string, Place>();
  for (const { operation, id } of groups.flatMap((group) => group.operations)) {
    const place = { id, label: `${operation.method.toUpperCase()} ${operation.path}` };
    places.set(operation.pointer, place);
    if (!places.has(operation.operationId)) places.set(operation.operationId, place);
  }
  return places;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function tableOfContents(model: ApiModel, parts: readonly (readonly [string, string])[], groups: readonly TagGroup[], webhooks: readonly Named[], schemas: readonly Named[]): string {
  const entry = (id: string, inner: string): string => `<li>${link(id, inner)}</li>\n`;
  const operations = groups.map((group) => {
    const items = group.operations.map(({ operation, id }) => entry(id, `${methodBadge(operation.method)} <span class="label">${text(operationTitle(operation.summary, operation.path))}</span>`));
    // A tag whose operations are all described under another tag has no entries of its own here.
    if (items.length === 0) return `<li>${link(group.id, text(group.name))}</li>`;
    return `<li><details open><summary>${link(group.id, text(group.name))}</summary><ul>${concat(items)}</ul></details></li>`;
  });
  const hooks = webhooks.length === 0 ? '' : `<li><details open><summary>${link(WEBHOOKS_ID, 'Webhooks')}</summary><ul>${concat(webhooks.map((hook) => entry(hook.id, text(hook.name))))}</ul></details></li>`;
  const models = schemas.length === 0 ? '' : `<li><details><summary>${link(SCHEMAS_ID, 'Schemas')}</summary><ul>${concat(schemas.map((schema) => entry(schema.id, text(schema.name))))}</ul></details></li>`;
  return concat([
    `<nav class="toc" aria-label="Contents"><p class="toc-title">${text(model.title)}</p><ul>`,
    concat(parts.map(([id, label]) => entry(id, text(label)))),
    concat(operations),
    hooks,
    models,
    '</ul></nav>',
  ]);
}

function groupView(group: TagGroup, servers: readonly ServerModel[], context: PageContext, budget: { left: number }): string {
  const description = stringAt(group.tag, 'description');
  const external = externalDocsLine(objectAt(group.tag, 'externalDocs'));
  return concat([
    `<section class="tag"${attribute('id', group.id)}><h2>${text(group.name)}</h2>`,
    description === undefined ? '' : context.markdown(description, 2),
    external === '' ? '' : `<p>${external}</p>`,
    alsoList(group.also, budget),
    '</section>\n',
    concat(group.operations.map(({ operation, id }) => operationView(operation, id, servers, context))),
  ]);
}

/** Links in "Also in this tag" lists, over the whole page: beyond this a tag only counts the rest. */
export const ALSO_LINKS = 10_000;
/** A path in such a link is cut to this many characters. */
const ALSO_LABEL = 120;

/**
 * The operations described under another tag that also name this one, each a short link to its
 * section, while the page's budget of such links (`budget.left`) lasts; the rest are counted.
 */
function alsoList(also: readonly ListedOperation[], budget: { left: number }): string {
  if (also.length === 0) return '';
  const shown = also.slice(0, Math.max(0, budget.left));
  budget.left -= shown.length;
  const items = shown.map(({ operation, id }) => `<li>${link(id, `${methodBadge(operation.method)} ${code(excerpt(operation.path, ALSO_LABEL))}`)}</li>`);
  const rest = also.length - shown.length;
  const more = rest === 0 ? '' : `<p class="note">${rest} more ${rest === 1 ? 'operation names' : 'operations name'} this tag after their first, not listed: the page lists at most ${ALSO_LINKS.toLocaleString('en-US')} such links.</p>`;
  return concat([shown.length === 0 ? '' : `<p>Also in this tag, described under their first tag:</p><ul class="also">${concat(items)}</ul>`, more]);
}

/** Where an operation with no servers of its own is served (the model's reading of the document's `servers`). */
function rootServers(model: ApiModel): readonly ServerModel[] {
  return effectiveServers({}, {}, model.document);
}

function webhookView(hook: Named, context: PageContext): string {
  const where = { id: hook.id, label: `webhook ${hook.name}` };
  const item = objectAt(context.document, 'webhooks')?.[hook.name];
  return `<section class="op"${attribute('id', hook.id)}><h3 class="op-title">Webhook ${code(hook.name)}</h3>${pathItemView(hook.name, item, childPointer('', 'webhooks', hook.name), 'webhook', context, where)}</section>\n`;
}

function schemaSection(schema: Named, context: PageContext): string {
  const where = { id: schema.id, label: `schema ${schema.name}` };
  const body = schemaView(objectAt(objectAt(context.document, 'components'), 'schemas')?.[schema.name], context, where, 0, 3);
  return `<section class="schema-section"${attribute('id', schema.id)}><h3>${code(schema.name)}</h3>${body}</section>\n`;
}
