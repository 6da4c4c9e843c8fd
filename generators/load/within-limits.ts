/**
 * The input limits (decisions/0014) on documents given to `mtc lint`, checked alone before
 * Redocly reads them. Redocly has no limits of its own: a 600-byte YAML alias bomb that generate
 * refuses in about a second held `mtc lint` for 52 s of CPU before Redocly gave up with "Set
 * maximum size exceeded" (a new-user pass, 2026-11-27), and lint is what CI runs on a pull
 * request's document. Each document is read and parsed as the loader does, with a budget of its
 * own; only a limit passed is reported here (a syntax error, a file that cannot be read, are
 * Redocly's to report, in its words, as before). The files a document references are read by
 * Redocly, fenced by redocly-child.mjs (regular files of at most 32 MiB), not counted here.
 */
import path from 'node:path';
import { InputBudget, InputLimitError } from './budget.js';
import { parseText } from './parse.js';
import { SpecError, type SpecProblem } from './problems.js';
import { InputFileError, readInputFile } from './read-file.js';

/** Throws a SpecError listing every limit the documents pass; `files` as the user gave them. */
export async function assertWithinInputLimits(files: readonly string[], cwd = process.cwd()): Promise<void> {
  const problems: SpecProblem[] = [];
  for (const file of files) {
    const budget = new InputBudget();
    try {
      parseText(file, await readInputFile(path.resolve(cwd, file), file, budget), budget);
    } catch (error) {
      if (error instanceof InputLimitError) problems.push(...error.problems);
      else if (!(error instanceof SpecError) && !(error instanceof InputFileError)) throw error;
    }
  }
  if (problems.length > 0) throw new SpecError(problems);
}
