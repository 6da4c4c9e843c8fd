/**
 * Swagger 2.0 → OpenAPI 3.0 with swagger2openapi, in process, with every resolving option off so
 * the converter never reads another file or fetches a URL (our bundler does resolving, safely, and
 * runs before conversion, so the converter sees one self-contained document).
 *
 * The converter throws bare JavaScript errors on some inputs it does not expect (Azure's
 * `x-ms-parameterized-host` without `schemes`: "Cannot read properties of undefined (reading
 * 'forEach')"). Such a failure is located instead of passed on: the document is converted again
 * in parts — without each top-level field, then with half of the paths at a time — until the
 * smallest part that still fails is found, and its pointer is reported.
 */
import { SpecError } from './problems.js';
import { toPointer } from '../shared/json-pointer.js';
import type { Locator } from './locate.js';

type Json = { [key: string]: unknown };

export function isSwagger2(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { swagger?: unknown }).swagger === '2.0';
}

export async function convertSwagger2(document: Json, file: string, locate: Locator): Promise<Json> {
  try {
    return await convert(document);
  } catch (error) {
    const pointer = await failingPart(document);
    const reason = error instanceof Error ? error.message : String(error);
    throw new SpecError([
      {
        file,
        ...locate(pointer),
        pointer,
        message: `the Swagger 2.0 document could not be converted to OpenAPI 3 here (swagger2openapi: ${reason})`,
        hint: 'Check this part against the Swagger 2.0 specification (a missing or mistyped field is the usual cause), or convert the document to OpenAPI 3 yourself.',
      },
    ]);
  }
}

async function convert(document: Json): Promise<Json> {
  // Loaded on demand: most documents are OpenAPI 3 and never need the converter.
  const { default: converter } = await import('swagger2openapi');
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
