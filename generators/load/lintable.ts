/**
 * What `mtc lint` refuses before Redocly reads a document, in generate's words.
 *
 * The input limits (decisions/0014), each document read and parsed as the loader does, with a
 * budget of its own. Redocly has no limits of its own: a 600-byte YAML alias bomb that generate
 * refuses in about a second held `mtc lint` for 52 s of CPU before Redocly gave up with "Set
 * maximum size exceeded" (a new-user pass, 2026-11-27), and lint is what CI runs on a pull
 * request's document.
 *
 * A file that is no OpenAPI document at all (it says neither `openapi` nor `swagger`): Redocly
 * answered "Something went wrong when processing …: Unsupported specification" for the schemas
 * file a document refers to, or a package.json given by mistake (a new-user pass, 2026-11-28).
 *
 * A document whose bytes are not UTF-8, which generate refuses at the first bad byte: Redocly
 * read it with each bad byte replaced, and found nothing wrong.
 *
 * Anything else (a syntax error, a file that cannot be read) is Redocly's to report, in its
 * words, as before. The files a document references are read by Redocly, fenced by
 * redocly-child.mjs (regular files of at most 32 MiB), not counted here.
 */
import path from 'node:path';
import { InputBudget, InputLimitError } from './budget.js';
import { createLocator } from './locate.js';
import { parseText } from './parse.js';
import { SpecError, type SpecProblem } from './problems.js';
import { InputFileError, readInputFile } from './read-file.js';
import { readVersion } from './version.js';

/** Throws a SpecError listing every limit passed and every file that is no document; `files` as the user gave them. */
export async function assertLintable(files: readonly string[], cwd = process.cwd()): Promise<void> {
  const problems: SpecProblem[] = [];
  for (const file of files) {
    const budget = new InputBudget();
    let text: string;
    try {
      text = await readInputFile(path.resolve(cwd, file), file, budget);
    } catch (error) {
      // Not UTF-8 (a Latin-1 file, a UTF-16 one): Redocly decoded it anyway, every bad byte as
      // U+FFFD, and linted it clean while generate refused it (a red-team pass, 2026-11-28).
      if (error instanceof SpecError) problems.push(...error.problems);
      else if (!(error instanceof InputFileError)) throw error;
      continue;
    }
    try {
      const { value } = parseText(file, text, budget);
      const notADocument = versionProblem(file, value, text);
      if (notADocument !== undefined) problems.push(notADocument);
    } catch (error) {
      if (error instanceof InputLimitError) problems.push(...error.problems);
      else if (!(error instanceof SpecError) && !(error instanceof InputFileError)) throw error;
    }
  }
  if (problems.length > 0) throw new SpecError(problems);
}

/** The loader's refusal of a value without a version (version.ts), or undefined; a version it reads otherwise is Redocly's to judge. */
function versionProblem(file: string, value: unknown, text: string): SpecProblem | undefined {
  const top = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  if ('openapi' in top || 'swagger' in top) return undefined;
  const finding = readVersion(top, []);
  if (!('message' in finding)) return undefined;
  return { file, ...createLocator(text)(''), pointer: '', message: finding.message, hint: finding.hint };
}
