/**
 * Our own checks, run on the bundled document for what Redocly's structural checks
 * (structure.ts) do not cover: paths a router cannot serve, duplicate operationIds (Redocly's
 * rule reports them at a wrong pointer and without naming the first use), and operations with an
 * empty operationId or an empty list of responses, header or cookie parameters whose names
 * HTTP cannot carry, and content declared for answers that have none (warnings: they can still
 * be generated). Every problem is collected; the caller throws once.
 * Each message says how to fix it.
 */
import { childPointer, deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { appendAll } from '../shared/append-all.js';
import { servableFindings } from './servable.js';
import { schemaAdviceFindings } from './schema-advice.js';
import { unnamedMappingTargets } from './discriminator-mappings.js';
import { parameterAdviceFindings } from './parameter-advice.js';
import { formBodyFindings } from './form-body-advice.js';
import { carriesNoContent, HTTP_METHODS, parseStatus } from '../shared/http.js';
import { templateNames } from '../shared/path-templates.js';

export interface Finding {
  readonly pointer: string;
  readonly message: string;
  readonly hint: string;
  /** `warning`: generated anyway; absent: refused (see SpecProblem). */
  readonly severity?: 'warning';
}

type Json = { readonly [key: string]: unknown };

export interface ValidateOptions {
  /**
   * The document's version requires `responses` on every operation (2.0, 3.0): Redocly's
   * structural check already warns where it is missing, so it is not warned again here.
   */
  readonly responsesRequired?: boolean;
}

export function validateDocument(document: Json, options: ValidateOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const paths = isJsonObject(document.paths) ? document.paths : {};
  const operationIds = new Map<string, string>();
  const namesChecked = new Set<string>();
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue; // a specification extension, not a path
    const pointer = toPointer(['paths', path]);
    checkPathSyntax(path, pointer, findings);
    const item = deref(document, rawItem, pointer).value;
    if (!isJsonObject(item)) continue; // Redocly's structural check refused it
    checkFieldNames(document, item.parameters, `${pointer}/parameters`, namesChecked, findings);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      checkAndTrimResponses(document, operation, `${pointer}/${method}`, options, findings);
      checkOperationId(operation, `${pointer}/${method}`, operationIds, findings);
      checkFieldNames(document, operation.parameters, `${pointer}/${method}/parameters`, namesChecked, findings);
      checkHeadersDistinct(document, operation.parameters, `${pointer}/${method}/parameters`, item.parameters, `${pointer}/parameters`, findings);
    }
  }
  // Each holds a finding per schema, parameter or pattern of the document, as many as it has: no spread.
  for (const more of [servableFindings(document), unnamedMappingTargets(document), schemaAdviceFindings(document), parameterAdviceFindings(document), formBodyFindings(document)]) appendAll(findings, more);
  return findings;
}

function checkPathSyntax(path: string, pointer: string, findings: Finding[]): void {
  if (!path.startsWith('/')) {
    findings.push({ pointer, message: `path ${JSON.stringify(path)} does not start with "/"`, hint: 'Write paths as `/resource/{id}`.' });
  }
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) {
    findings.push({ pointer, message: `path ${JSON.stringify(path)} has a "." or ".." segment`, hint: 'Remove dot segments: clients and servers normalise them away, so the route could never match.' });
  }
  const names = templateNames(path);
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicates.length > 0) {
    findings.push({ pointer, message: `path template repeats {${duplicates[0]}}`, hint: 'Give every path parameter a distinct name.' });
  }
  if (/\{[^}]*\{|\}[^{]*\}/.test(path) || (path.match(/\{/g)?.length ?? 0) !== (path.match(/\}/g)?.length ?? 0)) {
    findings.push({ pointer, message: `path ${JSON.stringify(path)} has unbalanced braces`, hint: 'Write path parameters as `{name}`.' });
  }
  // Google's resource templates (`{name=accounts/*/domains/*}`, as gRPC transcoding writes them) span
  // segments; a path parameter is one segment, and the route was mounted but matched no request
  // (a pass over peers' issues, 2026-11-28: OpenAPITools/openapi-generator#6116).
  const spanning = names.find((name) => name.includes('/'));
  if (spanning !== undefined) {
    findings.push({
      pointer,
      message: `path template {${spanning}} holds a "/": a path parameter's value is one segment, so no request could reach this path`,
      hint: `Name the parameter without "/" (\`{${spanning.split(/[=/]/)[0] || 'name'}}\`): its value then travels percent-encoded (\`accounts%2F1\`), or give each segment its own parameter.`,
    });
  }
}


/**
 * An operation without a response (3.1 lets `responses` be left out; 3.0 requires at least one)
 * is generated, but nothing it may answer is described: its server handler can only throw, so
 * every call gets an error, and its client call knows no answer. A warning says so where it is
 * written; a missing `responses` where 2.0 and 3.0 require it is Redocly's structural check's to
 * report, not warned twice. A member that is neither a status code, `default` nor an extension is
 * warned about by the structural check (structure.ts) and can describe no answer; it is removed
 * here, before any emitter or tool reads the document, because openapi-typescript crashed on it
 * (`pattern: '^a'`).
 */
function checkAndTrimResponses(document: Json, operation: Json, pointer: string, options: ValidateOptions, findings: Finding[]): void {
  const responses = operation.responses;
  if (responses === undefined) {
    if (options.responsesRequired !== true) findings.push(noResponseWarning(pointer, 'the operation has no `responses`'));
    return;
  }
  if (!isJsonObject(responses)) return;
  for (const key of Object.keys(responses)) {
    if (!key.startsWith('x-') && parseStatus(key) === undefined) delete (responses as Record<string, unknown>)[key]; // the loader's own copy
  }
  if (Object.keys(responses).every((key) => key.startsWith('x-'))) findings.push(noResponseWarning(`${pointer}/responses`, 'the operation declares no response'));
  for (const [key, raw] of Object.entries(responses)) checkNoContent(document, key, raw, childPointer(pointer, 'responses', key), findings);
}

/**
 * Content declared for a status that has none (204, 205, 304, 1xx) can never be sent nor read:
 * HTTP ends those answers with their headers. Real documents declare it anyway (an empty JSON
 * object for a 204 is common), and peers type it; the model treats the answer as bodiless
 * (model/responses.ts), so a handler returns no data for it and the client resolves with none,
 * and a warning says why the declared body went. Reported at the response, or at a shared
 * response's definition (once, however many operations use it).
 */
function checkNoContent(document: Json, key: string, raw: unknown, pointer: string, findings: Finding[]): void {
  const status = parseStatus(key);
  if (status === undefined || !carriesNoContent(status)) return;
  const { value, pointer: at } = deref(document, raw, pointer);
  if (!isJsonObject(value) || !isJsonObject(value.content) || Object.keys(value.content).length === 0) return;
  const where = `${at}/content`;
  if (findings.some((finding) => finding.pointer === where)) return;
  findings.push({
    pointer: where,
    severity: 'warning',
    message: `a ${key} answer has no content in HTTP (it ends with its headers), so the content declared here is never sent`,
    hint: `Remove \`content\` from this response, or answer with 200 if the body matters; it was generated as an answer without a body (the handler returns none, the client resolves with undefined).`,
  });
}

function noResponseWarning(pointer: string, what: string): Finding {
  return {
    pointer,
    severity: 'warning',
    message: `${what}, so the generated server has no answer it may give (its handler can only throw, and every call is answered with an error)`,
    hint: 'Declare each status code it answers under `responses` (for example `"200": {description: OK}`); it was generated as an operation whose answers are not described.',
  };
}

/** RFC 9110's token: what a header field name (and, RFC 6265, a cookie name) is made of. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * A header or cookie parameter whose name is no HTTP token can never be sent (fetch refuses to
 * build the request) nor received: a warning, once per parameter (a shared one is checked at
 * its definition), since the rest of the operation still works.
 */
function checkFieldNames(document: Json, list: unknown, pointer: string, checked: Set<string>, findings: Finding[]): void {
  if (!Array.isArray(list)) return;
  list.forEach((raw: unknown, index) => {
    const { value, pointer: at } = deref(document, raw, `${pointer}/${index}`);
    if (checked.has(at) || !isJsonObject(value) || (value.in !== 'header' && value.in !== 'cookie') || typeof value.name !== 'string') return;
    checked.add(at);
    if (TOKEN.test(value.name)) {
      if (value.in === 'header') findings.push(...forbiddenHeaderFindings(value.name, `${at}/name`));
      return;
    }
    findings.push({
      pointer: `${at}/name`,
      severity: 'warning',
      message: `${value.in} parameter ${JSON.stringify(value.name)} is not a valid HTTP ${value.in === 'header' ? 'header' : 'cookie'} name, so no client can send it`,
      hint: "Rename it with letters, digits and !#$%&'*+-.^_`|~ only; it was generated, and a call that sets it fails.",
    });
  });
}

/**
 * Header names a request made with fetch may not set (the Fetch standard's forbidden request-header
 * names, https://fetch.spec.whatwg.org/#forbidden-request-header): a browser sends the request
 * without them. Node's fetch (undici) refuses the request for the connection-level ones instead,
 * so the generated client's call failed as a network error: openapi-python-client's FastAPI test
 * app declares a `keep-alive` header parameter ("invalid keep-alive header").
 */
const FORBIDDEN_HEADERS = new Set(['accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method', 'connection', 'content-length', 'cookie', 'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer', 'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via']);
/** Those Node's fetch refuses a request for (measured with Node 20.20, undici 6.24): it sends the others. */
const REFUSED_BY_NODE = new Set(['connection', 'content-length', 'expect', 'keep-alive', 'transfer-encoding', 'upgrade']);

function forbiddenHeaderFindings(name: string, pointer: string): Finding[] {
  const lower = name.toLowerCase();
  if (!FORBIDDEN_HEADERS.has(lower) && !lower.startsWith('proxy-') && !lower.startsWith('sec-')) return [];
  const node = REFUSED_BY_NODE.has(lower) ? ', and Node\'s fetch refuses the request' : '';
  return [{
    pointer,
    severity: 'warning',
    message: `header parameter ${JSON.stringify(name)} names a header fetch does not let a request set: a browser sends the request without it${node}`,
    hint: 'Rename it, or leave it out if the transport sets it (a connection header never reaches the application through a proxy); it was generated, and the generated client cannot send it.',
  }];
}

/**
 * Header names are case-insensitive (RFC 9110 §5.1): two header parameters of one operation whose
 * names differ only in case (`X-Trace`, `x-trace`) are one header on the wire, and the server kept
 * only the last one's value, so a handler typed to receive the other got none. Path-level
 * parameters count unless the operation overrides them (same name, same `in`).
 */
function checkHeadersDistinct(document: Json, own: unknown, ownPointer: string, inherited: unknown, inheritedPointer: string, findings: Finding[]): void {
  const headers = (list: unknown, pointer: string): { name: string; at: string }[] =>
    (Array.isArray(list) ? list : []).flatMap((raw: unknown, index) => {
      const { value } = deref(document, raw, `${pointer}/${index}`);
      return isJsonObject(value) && value.in === 'header' && typeof value.name === 'string' ? [{ name: value.name, at: `${pointer}/${index}` }] : [];
    });
  const mine = headers(own, ownPointer);
  const all = [...mine, ...headers(inherited, inheritedPointer).filter((header) => !mine.some((overriding) => overriding.name === header.name))];
  const first = new Map<string, { name: string; at: string }>();
  for (const header of all) {
    const earlier = first.get(header.name.toLowerCase());
    if (earlier === undefined) {
      first.set(header.name.toLowerCase(), header);
      continue;
    }
    // The same name twice is Redocly's uniqueness rule's; a path-level header is reported once, not per method.
    if (earlier.name === header.name || findings.some((finding) => finding.pointer === `${header.at}/name`)) continue;
    findings.push({
      pointer: `${header.at}/name`,
      message: `header parameter ${JSON.stringify(header.name)} is the same HTTP header as ${JSON.stringify(earlier.name)} at ${earlier.at} (header names are case-insensitive)`,
      hint: 'Keep one parameter per header: remove or rename one of them.',
    });
  }
}

function checkOperationId(operation: Json, pointer: string, seen: Map<string, string>, findings: Finding[]): void {
  const id = operation.operationId;
  if (typeof id !== 'string') return; // absent, or refused by Redocly's structural check
  if (id.trim() === '') {
    findings.push({ pointer: `${pointer}/operationId`, severity: 'warning', message: 'operationId is empty', hint: 'Give the operation a unique name such as `listOrders`; it was named after its method and path.' });
    return;
  }
  const first = seen.get(id);
  if (first !== undefined) {
    findings.push({ pointer: `${pointer}/operationId`, message: `operationId "${id}" is already used at ${first}`, hint: 'Every operationId must be unique; rename one of them.' });
    return;
  }
  seen.set(id, pointer);
}
