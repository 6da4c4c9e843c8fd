/**
 * Swagger 2.0 → OpenAPI 3.0 with swagger2openapi, in process, with every resolving option off so
 * the converter never reads another file or fetches a URL (our bundler does resolving, safely, and
 * runs before conversion, so the converter sees one self-contained document).
 *
 * Azure's `x-ms-parameterized-host` is checked and completed first (below): the converter read
 * `schemes.forEach` on a valid document without `schemes`. Any other bare JavaScript error the
 * converter throws on an input it does not expect is located instead of passed on: the document is converted again
 * in parts — without each top-level field, then with half of the paths at a time — until the
 * smallest part that still fails is found, and its pointer is reported.
 */
import { SpecError, type SpecProblem } from './problems.js';
import { swaggerConverter } from './swagger-converter.js';
import { isJsonObject as isObject, toPointer, unescapeToken } from '../shared/json-pointer.js';
import { withDefaultProduces } from './swagger-produces.js';
import type { Finding } from './validate.js';

type Json = { [key: string]: unknown };

export function isSwagger2(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { swagger?: unknown }).swagger === '2.0';
}

/** `placed`: a finding about the bundled 2.0 document, at the file and place where it is written (load/index.ts `placer`). */
export async function convertSwagger2(document: Json, placed: (finding: Finding) => SpecProblem): Promise<Json> {
  const problems = parameterizedHostProblems(document);
  if (problems.length > 0) {
    throw new SpecError(problems.map(({ pointer, message }) => placed({ pointer, message, hint: PARAMETERIZED_HOST_HINT })));
  }
  try {
    return await convert(withDefaultProduces(withHostScheme(document)));
  } catch (error) {
    const pointer = await failingPart(document);
    const reason = error instanceof Error ? error.message : String(error);
    throw new SpecError([
      placed({
        pointer,
        message: `the Swagger 2.0 document could not be converted to OpenAPI 3 here (swagger2openapi: ${reason})`,
        hint: 'Check this part against the Swagger 2.0 specification (a missing or mistyped field is the usual cause), or convert the document to OpenAPI 3 yourself.',
      }),
    ]);
  }
}

async function convert(document: Json): Promise<Json> {
  const converter = swaggerConverter();
  const result = await converter.convertObj(document as never, {
    patch: true,
    warnOnly: true,
    resolve: false,
    resolveInternal: false,
    direct: false,
    fetch: refuseFetch,
    // Without it the converter writes the whole document out as YAML first, only to keep the text.
    text: '-',
  } as never);
  return (result as unknown as { openapi: Json }).openapi;
}

async function fails(document: Json): Promise<boolean> {
  return convert(document).then(
    () => false,
    () => true,
  );
}

/** The pointer of the smallest part of the document whose conversion fails; `''` when none is. */
async function failingPart(document: Json): Promise<string> {
  const paths = typeof document.paths === 'object' && document.paths !== null ? (document.paths as Json) : {};
  if (await fails({ ...document, paths: {} })) return failingTopLevelField(document);
  const failing = await failingPath(document, Object.keys(paths));
  return toPointer(failing === undefined ? ['paths'] : ['paths', failing]);
}

async function failingTopLevelField(document: Json): Promise<string> {
  for (const key of Object.keys(document)) {
    if (key === 'swagger' || key === 'info' || key === 'paths') continue;
    const { [key]: _removed, ...rest } = document;
    if (!(await fails({ ...rest, paths: {} }))) return toPointer([key]);
  }
  return '';
}

/** Halves the list of paths until one path alone fails (undefined when only a combination does). */
async function failingPath(document: Json, keys: readonly string[]): Promise<string | undefined> {
  if (keys.length === 1) return keys[0];
  const paths = document.paths as Json;
  const half = Math.ceil(keys.length / 2);
  for (const part of [keys.slice(0, half), keys.slice(half)]) {
    if (part.length > 0 && (await fails({ ...document, paths: Object.fromEntries(part.map((key) => [key, paths[key]])) }))) return failingPath(document, part);
  }
  return undefined;
}

function refuseFetch(url: string): Promise<never> {
  return Promise.reject(new Error(`refusing to fetch ${url}: references are never fetched over the network`));
}

/**
 * Azure's `x-ms-parameterized-host` (a host template and the parameters filling it), checked
 * before the converter reads it: the converter assumes its shape and fails with a bare
 * JavaScript error otherwise ("Cannot read properties of undefined"), at best located by the
 * search above. Each parameter is an object with a `name`, or a `$ref` to one in this document.
 */
const PARAMETERIZED_HOST = 'x-ms-parameterized-host';
const PARAMETERIZED_HOST_HINT = 'Write x-ms-parameterized-host as Azure documents it: `hostTemplate: "{account}.example.net"` and `parameters`, a list of parameter objects (or `$ref`s to them) with a name each.';

function parameterizedHostProblems(document: Json): { pointer: string; message: string }[] {
  if (!(PARAMETERIZED_HOST in document)) return [];
  const host = document[PARAMETERIZED_HOST];
  const at = (...segments: (string | number)[]): string => toPointer([PARAMETERIZED_HOST, ...segments.map(String)]);
  if (!isObject(host)) return [{ pointer: at(), message: `${PARAMETERIZED_HOST} must be an object with hostTemplate and parameters, not ${describe(host)}` }];
  const problems: { pointer: string; message: string }[] = [];
  if (typeof host.hostTemplate !== 'string') problems.push({ pointer: at('hostTemplate'), message: `${PARAMETERIZED_HOST}.hostTemplate must be a string, not ${describe(host.hostTemplate)}` });
  if (host.useSchemePrefix !== undefined && typeof host.useSchemePrefix !== 'boolean') problems.push({ pointer: at('useSchemePrefix'), message: `${PARAMETERIZED_HOST}.useSchemePrefix must be true or false, not ${describe(host.useSchemePrefix)}` });
  if (host.parameters === undefined) return problems;
  if (!Array.isArray(host.parameters)) return [...problems, { pointer: at('parameters'), message: `${PARAMETERIZED_HOST}.parameters must be a list of parameter objects, not ${describe(host.parameters)}` }];
  host.parameters.forEach((parameter: unknown, index: number) => {
    const resolved = isObject(parameter) && typeof parameter.$ref === 'string' ? internalTarget(document, parameter.$ref) : parameter;
    if (isObject(parameter) && '$ref' in parameter && !isObject(resolved)) {
      problems.push({ pointer: at('parameters', index, '$ref'), message: `${JSON.stringify(parameter.$ref)} does not name a parameter object in this document` });
    } else if (!isObject(resolved) || typeof resolved.name !== 'string') {
      problems.push({ pointer: at('parameters', index), message: `each of ${PARAMETERIZED_HOST}.parameters must be a parameter object with a name, not ${describe(resolved)}` });
    }
  });
  return problems;
}

/**
 * Without `schemes` the converter cannot prefix the host template (it reads `schemes.forEach`);
 * Swagger 2.0 then means the scheme the document is fetched with, as for `host`, so the server
 * URL is scheme-relative (`//{account}.example.net`), as the converter writes one for `host`.
 */
function withHostScheme(document: Json): Json {
  const host = document[PARAMETERIZED_HOST];
  const schemes = document.schemes;
  if (!isObject(host) || host.useSchemePrefix === false || (Array.isArray(schemes) && schemes.length > 0)) return document;
  return { ...document, [PARAMETERIZED_HOST]: { ...host, useSchemePrefix: false, hostTemplate: `//${String(host.hostTemplate)}` } };
}

/**
 * Swagger 2.0's `basePath` "MUST start with a leading slash"; one without (`api/v1`) was joined
 * to the host as written, so the server URL was `https://api.example.com:8443api/v1`, a URL with
 * no valid port, on the docs page, in openapi.json and in the client's comments. It is read as
 * rooted (`/api/v1`, what its author meant), with a located warning; the document is changed in
 * place before conversion.
 */
export function rootedBasePath(document: Json): Finding[] {
  const basePath = document.basePath;
  if (typeof basePath !== 'string' || basePath === '' || basePath.startsWith('/')) return [];
  document.basePath = `/${basePath}`;
  return [{
    pointer: '/basePath',
    severity: 'warning',
    message: `basePath ${JSON.stringify(basePath)} does not start with "/"; read as ${JSON.stringify(document.basePath)}`,
    hint: 'Write basePath with its leading slash, as Swagger 2.0 requires.',
  }];
}

function internalTarget(document: Json, reference: string): unknown {
  if (!reference.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const segment of reference.slice(2).split('/')) {
    const key = unescapeToken(safeDecode(segment));
    node = isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return node;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}


function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
