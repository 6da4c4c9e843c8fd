/**
 * Which specification a document follows. Checked before anything else (Redocly fails on an
 * unknown version with a less helpful message). A version written so that YAML reads it as a
 * number (`swagger: 2.0` is the number 2, `openapi: 3.1` the number 3.1) or without its patch
 * number (`openapi: "3.0"`) is understood as peers understand it, with a warning, and written
 * back as the string the rest of the loader and Redocly expect.
 */
import type { Finding } from './validate.js';

/** How a document is read: 3.2 as 3.1 (load/openapi-32.ts). */
export type Family = '2.0' | '3.0' | '3.1';

export interface Version {
  readonly family: Family;
  /** As the document wrote it (`2.0`, `3.0.3`, `3.1.0`, `3.1`, ...). */
  readonly declared: string;
}

type Json = { [key: string]: unknown };

const HINT = 'Use `openapi: 3.2.x`, `3.1.x` or `3.0.x`, or `swagger: "2.0"` (converted automatically).';

/** The version, or a finding that refuses the document; `raw` is corrected in place (see above). */
export function readVersion(raw: Json, warnings: Finding[]): Version | Finding {
  if ('openapi' in raw) return readOpenApi(raw, warnings);
  if ('swagger' in raw) return readSwagger(raw, warnings);
  // Most often a file a document refers to (its schemas), given in the document's place.
  return { pointer: '', message: 'not an OpenAPI document: it says neither `openapi` nor `swagger` at its top level', hint: `${HINT} A file of schemas that a document refers to with \`$ref\` is read through that document: give the document.` };
}

function readOpenApi(raw: Json, warnings: Finding[]): Version | Finding {
  const value = raw.openapi;
  // 3.2 is 3.1 with additions (load/openapi-32.ts says which are not generated yet).
  if (typeof value === 'string' && /^3\.[012]\.\d+$/.test(value)) return { family: value.startsWith('3.0') ? '3.0' : '3.1', declared: value };
  const loose = looseVersion(value);
  if (loose !== undefined) {
    raw.openapi = `${loose}.0`;
    warnings.push({ pointer: '/openapi', severity: 'warning', message: `the version ${JSON.stringify(value)} is not a version string like "${loose}.0"; read as ${loose}.0`, hint: `Write \`openapi: ${loose}.0\` (a string with the patch number).` });
    return { family: loose, declared: String(value) };
  }
  return { pointer: '/openapi', message: `unsupported version ${JSON.stringify(value)}`, hint: HINT };
}

/** `openapi: 3.0` is the YAML number 3, `openapi: 3.1` the number 3.1; `"3.0"` and `"3.1"` lack the patch number. */
function looseVersion(value: unknown): '3.0' | '3.1' | undefined {
  if (value === 3 || value === '3.0') return '3.0';
  if (value === 3.1 || value === '3.1') return '3.1';
  return undefined;
}

function readSwagger(raw: Json, warnings: Finding[]): Version | Finding {
  const value = raw.swagger;
  if (value === '2.0') return { family: '2.0', declared: value };
  if (value === 2) {
    raw.swagger = '2.0';
    warnings.push({ pointer: '/swagger', severity: 'warning', message: 'the version is the number 2 (YAML reads an unquoted 2.0 as a number); read as "2.0"', hint: 'Quote it: `swagger: "2.0"`.' });
    return { family: '2.0', declared: '2.0' };
  }
  return { pointer: '/swagger', message: `unsupported version ${JSON.stringify(value)}`, hint: HINT };
}
