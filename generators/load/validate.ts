/**
 * The checks the generators rely on, run on the bundled document. Every problem is collected;
 * the caller throws once. Each message says how to fix it.
 */
import { HTTP_METHODS } from '../model/types.js';
import { deref, isJsonObject } from '../model/refs.js';
import { toPointer } from './problems.js';
import { servableFindings } from './servable.js';

export interface Finding {
  readonly pointer: string;
  readonly message: string;
  readonly hint: string;
}

type Json = { readonly [key: string]: unknown };

export function validateDocument(document: Json): Finding[] {
  const findings: Finding[] = [];
  checkVersion(document, findings);
  const paths = document.paths;
  if (!isJsonObject(paths)) {
    findings.push({ pointer: '/paths', message: paths === undefined ? 'the document has no `paths`' : '`paths` must be an object', hint: 'Add `paths:` with at least one path; the generators build one function per operation.' });
    return findings;
  }
  const operationIds = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue; // a specification extension, not a path
    checkPathItem(document, path, item, operationIds, findings);
  }
  findings.push(...servableFindings(document));
  return findings;
}

function checkVersion(document: Json, findings: Finding[]): void {
  const version = document.openapi;
  if (typeof version !== 'string' || !/^3\.[01]\.\d+$/.test(version)) {
    findings.push({ pointer: '/openapi', message: `unsupported version ${JSON.stringify(version ?? null)}`, hint: 'Use `openapi: 3.1.x` or `3.0.x` (Swagger 2.0 is converted automatically).' });
  }
}

function checkPathItem(document: Json, path: string, rawItem: unknown, operationIds: Map<string, string>, findings: Finding[]): void {
  const pointer = toPointer(['paths', path]);
  checkPathSyntax(path, pointer, findings);
  const item = deref(document, rawItem, pointer).value;
  if (!isJsonObject(item)) {
    findings.push({ pointer, message: 'a path item must be an object', hint: 'Give the path an object with operations (get, post, ...).' });
    return;
  }
  const templates = templateNames(path);
  for (const method of HTTP_METHODS) {
    const operation = item[method];
    if (operation === undefined) continue;
    const operationPointer = `${pointer}/${method}`;
    if (!isJsonObject(operation)) {
      findings.push({ pointer: operationPointer, message: 'an operation must be an object', hint: 'Describe the operation as an object with `responses`.' });
      continue;
    }
    checkOperation(document, item, operation, operationPointer, templates, findings);
    checkOperationId(operation, operationPointer, operationIds, findings);
  }
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
}

export function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}

function checkOperation(document: Json, item: Json, operation: Json, pointer: string, templates: readonly string[], findings: Finding[]): void {
  const responses = operation.responses;
  if (!isJsonObject(responses) || Object.keys(responses).length === 0) {
    findings.push({ pointer: `${pointer}/responses`, message: 'the operation has no responses', hint: 'Add `responses:` with at least one status code.' });
  } else {
    checkStatusKeys(responses, `${pointer}/responses`, findings);
  }
  const declared = pathParameterNames(document, item, operation, pointer, findings);
  for (const name of templates) {
    if (!declared.has(name)) {
      findings.push({ pointer: `${pointer}/parameters`, message: `path parameter {${name}} is not declared`, hint: `Add a parameter with \`name: ${name}\`, \`in: path\`, \`required: true\` to the operation or its path item.` });
    }
  }
  for (const name of declared) {
    if (!templates.includes(name)) {
      findings.push({ pointer: `${pointer}/parameters`, message: `path parameter "${name}" does not appear in the path`, hint: `Add {${name}} to the path or remove the parameter.` });
    }
  }
}

function checkStatusKeys(responses: Json, pointer: string, findings: Finding[]): void {
  for (const key of Object.keys(responses)) {
    if (key === 'default' || /^[1-5]([0-9]{2}|XX)$/i.test(key) || key.startsWith('x-')) continue;
    findings.push({ pointer: `${pointer}${toPointer([key])}`, message: `${JSON.stringify(key)} is not a status code`, hint: 'Use a status code (`200`), a range (`4XX`) or `default`.' });
  }
}

/** Names of path parameters declared at path-item or operation level; malformed parameters are reported. */
function pathParameterNames(document: Json, item: Json, operation: Json, pointer: string, findings: Finding[]): Set<string> {
  const names = new Set<string>();
  const itemPointer = pointer.slice(0, pointer.lastIndexOf('/'));
  const lists: [unknown, string][] = [[item.parameters, `${itemPointer}/parameters`], [operation.parameters, `${pointer}/parameters`]];
  for (const [list, listPointer] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      findings.push({ pointer: listPointer, message: '`parameters` must be an array', hint: 'Write parameters as a list.' });
      continue;
    }
    list.forEach((raw, index) => {
      const parameter = deref(document, raw, `${listPointer}/${index}`).value;
      if (!isParameter(parameter)) {
        findings.push({ pointer: `${listPointer}/${index}`, message: 'a parameter needs a string `name` and `in` of path, query, header or cookie', hint: 'Fix the parameter object or the `$ref` pointing to it.' });
        return;
      }
      if (parameter.in !== 'path') return;
      if (parameter.required !== true) {
        findings.push({ pointer: `${listPointer}/${index}`, message: `path parameter "${parameter.name}" is not required`, hint: 'Path parameters must say `required: true`.' });
      }
      names.add(parameter.name);
    });
  }
  return names;
}

function isParameter(value: unknown): value is Json & { name: string; in: string } {
  return isJsonObject(value) && typeof value.name === 'string' && ['path', 'query', 'header', 'cookie'].includes(value.in as string);
}

function checkOperationId(operation: Json, pointer: string, seen: Map<string, string>, findings: Finding[]): void {
  const id = operation.operationId;
  if (id === undefined) return;
  if (typeof id !== 'string' || id.trim() === '') {
    findings.push({ pointer: `${pointer}/operationId`, message: 'operationId must be a non-empty string', hint: 'Give the operation a unique name such as `getMovie`.' });
    return;
  }
  const first = seen.get(id);
  if (first !== undefined) {
    findings.push({ pointer: `${pointer}/operationId`, message: `operationId "${id}" is already used at ${first}`, hint: 'Every operationId must be unique; rename one of them.' });
    return;
  }
  seen.set(id, pointer);
}
