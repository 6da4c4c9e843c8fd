/**
 * Bodies on the page: a request body or a response per media type, with its schema and its
 * examples, and a response's headers. Read from the bundled document (the model keeps one media
 * type per response; the page shows them all).
 * https://spec.openapis.org/oas/v3.1.0#media-type-object
 * https://spec.openapis.org/oas/v3.1.0#example-object
 */
import type { ResponseHeaderModel } from '../../model/types.js';
import { decodeFragment, deref, isJsonObject } from '../../shared/json-pointer.js';
import { carriesNoContent, parseStatus } from '../../shared/http.js';
import { code, concat, excerpt, link, text, type HeadingLevel, below } from './html.js';
import { jsonBlock, jsonValue } from './json-view.js';
import { alreadyShown, entriesOf, sameAs, SMALL_PART, type Json, type PageContext, type Place } from './page-context.js';
import { schemaView } from './schema.js';

/**
 * The examples of a media type or a parameter (`example`, or `examples` by name), each shown as
 * written; `under` is the level of the heading they sit under, where their descriptions' own
 * headings start below.
 */
export function examplesView(holder: Json, context: PageContext, where: Place, under: HeadingLevel): string {
  const shown: string[] = [];
  if (Object.hasOwn(holder, 'example')) shown.push(exampleBlock('Example', [{ value: holder.example }], holder, context, where));
  for (const [name, raw] of entriesOf(holder.examples)) {
    const { value: example } = deref(context.document, raw, '');
    if (!isJsonObject(example)) continue;
    const summary = typeof example.summary === 'string' ? ` — ${text(example.summary)}` : '';
    const description = typeof example.description === 'string' ? context.markdown(example.description, under) : '';
    const title = `Example ${code(name)}${summary}`;
    const data = exampleData(example);
    if (data.length > 0) shown.push(exampleBlock(title, data, example, context, where, description));
    else if (typeof example.externalValue === 'string') {
      shown.push(`<div class="example"><p class="example-title">${title}</p>${description}<p>External example, not fetched: ${code(example.externalValue)}</p></div>`);
    }
  }
  return concat(shown);
}

/** One piece of an example's data: a JSON value, or (`serialized`) the text as sent. */
interface ExampleData {
  readonly value: unknown;
  readonly serialized?: true;
}

/**
 * What an Example Object holds: `value`, or OpenAPI 3.2's `dataValue` (the data) and
 * `serializedValue` (the text on the wire), both when it gives both. generate accepts 3.2
 * documents, and an example written with the 3.2 fields was left off the page.
 */
function exampleData(example: Json): ExampleData[] {
  if (Object.hasOwn(example, 'value')) return [{ value: example.value }];
  const data: ExampleData[] = Object.hasOwn(example, 'dataValue') ? [{ value: example.dataValue }] : [];
  if (typeof example.serializedValue === 'string') data.push({ value: example.serializedValue, serialized: true });
  return data;
}

/**
 * The examples of a parameter or a header: its own, and those of the media type it is described
 * by (`content`), where a document described by `content` keeps them. The page read only the
 * object's own and showed none of those.
 */
export function valueExamplesView(holder: Json, context: PageContext, where: Place, under: HeadingLevel): string {
  const inMedia = entriesOf(holder.content).map(([, media]) => (isJsonObject(media) ? examplesView(media, context, where, under) : ''));
  return examplesView(holder, context, where, under) + concat(inMedia);
}

/** One example's data: written out the first time this object is met on the page, a link after. */
function exampleBlock(title: string, data: readonly ExampleData[], owner: object, context: PageContext, where: Place, description = ''): string {
  const first = alreadyShown(context, owner, where);
  const body = first === undefined ? concat(data.map((piece) => exampleDataView(piece, data.length > 1))) : sameAs('example', first);
  return `<details class="example" open><summary>${title}</summary>${description}${body}</details>\n`;
}

/** A piece of example data; named ("As data", "As sent") when an example gives both. */
function exampleDataView(piece: ExampleData, named: boolean): string {
  const label = named ? `<p class="part-title">${piece.serialized === true ? 'As sent' : 'As data'}</p>` : '';
  return label + (piece.serialized === true ? `<pre class="json"><code>${text(String(piece.value))}</code></pre>` : jsonBlock(piece.value));
}

/**
 * Every media type of a `content` map: its name, schema and examples. `under` is the level of the
 * heading the content sits under (a request body's, a response's status): the descriptions of its
 * schemas and examples put their own headings below it. They were placed for an operation's part
 * wherever they were, so a response schema's `# Heading` was an h5 beside the response's h5 status,
 * and the outline read it as the next response.
 */
export function contentView(content: unknown, context: PageContext, where: Place, under: HeadingLevel): string {
  return concat(
    entriesOf(content).map(([type, media]) => {
      const holder = isJsonObject(media) ? media : {};
      const schema = Object.hasOwn(holder, 'schema') || Object.hasOwn(holder, 'itemSchema') ? mediaSchemas(holder, context, where, under) : '<p class="note">No schema.</p>';
      const encoding = entriesOf(holder.encoding).map(([name, value]) => `<li>${code(name, 'name')}${isJsonObject(value) && typeof value.contentType === 'string' ? ` as ${code(value.contentType)}` : ''}</li>`);
      const encodings = encoding.length > 0 ? `<p class="part-title">Encoding</p><ul>${concat(encoding)}</ul>` : '';
      return `<div class="media"><p class="media-type">${code(type)}</p>${schema}${encodings}${examplesView(holder, context, where, under)}</div>\n`;
    }),
  );
}

/**
 * A media type's `schema`, and OpenAPI 3.2's `itemSchema`: the schema of each item of a sequence
 * (JSON Lines, server-sent events, multipart parts), which read "No schema." on its own.
 */
function mediaSchemas(media: Json, context: PageContext, where: Place, under: HeadingLevel): string {
  const whole = Object.hasOwn(media, 'schema') ? schemaView(media.schema, context, where, 0, under) : '';
  const items = Object.hasOwn(media, 'itemSchema') ? `<p class="part-title">Each item</p>${schemaView(media.itemSchema, context, where, 0, under)}` : '';
  return whole + items;
}

/**
 * A request body object (resolved): required or optional, its description (`describedAs`, the
 * description of the `$ref` that named it, when it has one: referenceOverride), each media type.
 */
export function requestBodyView(body: Json, level: HeadingLevel, context: PageContext, where: Place, describedAs?: string): string {
  const required = body.required === true ? '<span class="badge required">required</span>' : '<span class="badge">optional</span>';
  const said = describedAs ?? body.description;
  // Its headings sit under this part's heading, which is deeper in a webhook's or a callback's operation.
  const description = typeof said === 'string' ? context.markdown(said, level) : '';
  const first = alreadyShown(context, body, where, SMALL_PART);
  return `<div class="request-body"><h${level}>Request body ${required}</h${level}>${description}${first === undefined ? contentView(body.content, context, where, level) : sameAs('request body', first)}</div>`;
}

/**
 * One response: status, description (`describedAs` as for a request body), headers, each media
 * type (or, for a large response met again, a link to them). `level` is the level of the
 * "Responses" heading it sits under; the status is one below.
 */
export function responseView(status: string, response: Json, headers: readonly ResponseHeaderModel[], level: HeadingLevel, context: PageContext, where: Place, describedAs?: string): string {
  const said = describedAs ?? response.description;
  // Everything of the response sits under its status heading.
  const statusLevel = below(level);
  // OpenAPI 3.2's one-line `summary` of a response, before its description.
  const summary = typeof response.summary === 'string' && response.summary.trim() !== '' ? `<p class="lead">${text(response.summary)}</p>` : '';
  const description = summary + (typeof said === 'string' ? context.markdown(said, statusLevel) : '');
  const noContent = hasNoContent(status);
  // Not "same as" another place: a response shared with a 200 shows its content there.
  const first = noContent ? undefined : alreadyShown(context, response, where, SMALL_PART);
  if (first !== undefined) return `<div class="response">${statusHeading(status, statusLevel)}${description}${sameAs('response', first)}</div>\n`;
  // The model keeps a header's name, schema and description; its deprecation and examples are read
  // from the header object (the page showed neither: a deprecated Location read as current).
  const written = new Map<string, Json>();
  for (const [name, raw] of entriesOf(response.headers)) {
    const { value } = deref(context.document, raw, '');
    if (isJsonObject(value) && !written.has(name.toLowerCase())) written.set(name.toLowerCase(), value);
  }
  const headerList = headers.map((header) => {
    const raw = written.get(header.name.toLowerCase()) ?? {};
    const described = header.description === undefined ? '' : context.markdown(header.description, statusLevel);
    const marks = `${header.required ? ' <span class="badge required">required</span>' : ''}${raw.deprecated === true ? ' <span class="badge deprecated">deprecated</span>' : ''}`;
    const writtenAs = header.contentType === undefined ? '' : `<p class="note">written as ${code(header.contentType)}</p>`;
    return `<li><div class="prop-name">${code(header.name, 'name')}${marks}</div>${schemaView(header.schema, context, where, 0, statusLevel)}${writtenAs}${described}${valueExamplesView(raw, context, where, statusLevel)}</li>\n`;
  });
  const headerPart = headerList.length > 0 ? `<p class="part-title">Headers</p><ul class="props">${concat(headerList)}</ul>` : '';
  const linkPart = linksView(response.links, context, statusLevel);
  const content = noContent ? '' : contentView(response.content, context, where, statusLevel);
  return `<div class="response">${statusHeading(status, statusLevel)}${description}${headerPart}${content || noBodyNote(status, response)}${linkPart}</div>\n`;
}

/** A link's label is a method and a path from the document: this much of it. */
const LINK_LABEL = 120;

/**
 * A response's links: the operation each leads to (a link to its section when it is on the page),
 * the values that operation's parameters take from this exchange, and the link's description.
 * The page named only the links (`self`), which told a reader nothing of what follows this call.
 * https://spec.openapis.org/oas/v3.1.0#link-object
 */
function linksView(links: unknown, context: PageContext, under: HeadingLevel): string {
  const items = entriesOf(links).map(([name, raw]) => {
    const { value } = deref(context.document, raw, '');
    const linked = isJsonObject(value) ? value : {};
    // A string is a runtime expression (`$response.body#/id`) or a constant: shown as written, without JSON's quotes.
    const given = (value: unknown): string => (typeof value === 'string' ? code(value) : jsonValue(value));
    const parameters = entriesOf(linked.parameters).map(([parameter, expression]) => `${code(parameter, 'name')} = ${given(expression)}`);
    const body = Object.hasOwn(linked, 'requestBody') ? [`request body ${given(linked.requestBody)}`] : [];
    const values = [...parameters, ...body];
    const description = typeof linked.description === 'string' ? context.markdown(linked.description, under) : '';
    return `<li>${code(name)} → ${linkTarget(linked, context)}${values.length > 0 ? ` with ${values.join(', ')}` : ''}${description}</li>\n`;
  });
  return items.length > 0 ? `<p class="part-title">Links</p><ul class="links">${concat(items)}</ul>` : '';
}

/** The operation a link names, by operationId or by a local operationRef; as written when it is not on the page. */
function linkTarget(linked: Json, context: PageContext): string {
  const { operationId, operationRef } = linked;
  const key = typeof operationId === 'string' ? operationId : typeof operationRef === 'string' && operationRef.startsWith('#') ? decodeFragment(operationRef.slice(1)) : undefined;
  const place = key === undefined ? undefined : context.operationPlaces.get(key);
  if (place !== undefined) return link(place.id, code(excerpt(place.label, LINK_LABEL)));
  if (typeof operationId === 'string') return `operation ${code(operationId)}`;
  if (typeof operationRef === 'string') return `operation ${code(operationRef)}`;
  return 'no operation named';
}

function noBodyNote(status: string, response: Json): string {
  if (entriesOf(response.content).length === 0) return '<p class="note">No body.</p>';
  return `<p class="note">No body: HTTP gives a ${text(status)} answer none, so the content the document declares for it is never sent.</p>`;
}

/**
 * A status whose answers HTTP ends with their headers (204, 205, 304, 1xx): the generated code sends
 * and reads no body for it whatever the document declares (model/responses.ts), so the page does
 * not promise one (load/validate.ts warns at the declaration).
 */
function hasNoContent(status: string): boolean {
  const parsed = parseStatus(status);
  return parsed !== undefined && carriesNoContent(parsed);
}

function statusHeading(status: string, level: HeadingLevel): string {
  return `<h${level}><span class="status ${statusClass(status)}">${text(status)}</span></h${level}>`;
}

function statusClass(status: string): string {
  const first = status.charAt(0);
  return /^[1-5]$/.test(first) ? `s${first}` : 'sd';
}
