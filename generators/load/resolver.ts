/**
 * The only way a `$ref` to another file is read: a Redocly resolver that refuses URLs (no network,
 * ever — fetching a URL named by an input file is a security hole) and files outside the root
 * document's folder, reads only regular files (never a FIFO or a device, which would hang or never
 * end), and parses with our parser under the load's one budget (bytes, aliases, nodes).
 *
 * A problem found inside a referenced file (a syntax error, the budget exceeded) is kept in
 * `failures`, located in that file, and the reference is reported unresolved to Redocly so it
 * stops there; the loader reports the failures, which say why. What breaks the specification
 * but can be read (a JSON member given twice) is kept in `warnings`, located in that file, as the
 * loader does for the root document.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { BaseResolver, isAbsoluteUrl, ResolveError, Source, type Document } from '@redocly/openapi-core';
import type { InputBudget } from './budget.js';
import { decodeFragment } from '../shared/json-pointer.js';
import { duplicateMemberWarning, parseText } from './parse.js';
import { SpecError, type SpecProblem } from './problems.js';
import { InputFileError, readInputFile } from './read-file.js';

/** What the loader does to a referenced file's parsed value before Redocly walks it (it may throw a SpecError). */
export type PrepareParsed = (parsed: unknown, file: string, text: string) => void;

/** A file the loader parsed: its name in messages, its value and its text (to place a problem in it). */
export interface ParsedFile {
  /**
   * The file read, which is not always the reference as written (Redocly's key): `my%20defs/m.yaml`
   * reads `my defs/m.yaml` (`fileSpelling`), and a place reported in the escaped name named no file.
   */
  readonly path: string;
  readonly name: string;
  readonly value: unknown;
  readonly text: string;
}

export class LocalOnlyResolver extends BaseResolver {
  readonly #rootFolder: string;
  readonly #budget: InputBudget;
  readonly #prepare: PrepareParsed;
  readonly #failures: SpecProblem[] = [];
  readonly #warnings: SpecProblem[] = [];
  readonly #parsed = new Map<string, ParsedFile>();
  /** The file read for each reference as Redocly wrote it. */
  readonly #read = new Map<string, string>();

  constructor(rootDocumentPath: string, budget: InputBudget, prepare: PrepareParsed = () => {}) {
    super({ http: { headers: [] } });
    this.#rootFolder = path.dirname(path.resolve(rootDocumentPath));
    this.#budget = budget;
    this.#prepare = prepare;
  }

  /** Problems inside referenced files, in the order they were found. */
  get failures(): readonly SpecProblem[] {
    return this.#failures;
  }

  /** Warnings inside referenced files, located in them (decisions/0004 lists what warns). */
  get warnings(): readonly SpecProblem[] {
    return this.#warnings;
  }

  /** Every referenced JSON or YAML file parsed so far, by absolute path. */
  get parsedFiles(): ReadonlyMap<string, ParsedFile> {
    return this.#parsed;
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef) || /^[a-z][a-z0-9+.-]*:/i.test(absoluteRef) && !path.isAbsolute(absoluteRef)) {
      throw new ResolveError(new Error(`remote reference ${absoluteRef} refused: references are never fetched over the network`));
    }
    const file = await fileSpelling(absoluteRef);
    if (!isInside(this.#rootFolder, file) || !isInside(await realPath(this.#rootFolder), await realPath(file))) {
      throw new ResolveError(new Error(`reference to ${file} refused: it is outside the document's folder ${this.#rootFolder}`));
    }
    const text = await this.#guard(() => readInputFile(file, displayName(file), this.#budget));
    this.#read.set(absoluteRef, file);
    // Keyed as Redocly wrote it, which is how it looks the file up and resolves the file's own references.
    return new Source(absoluteRef, text);
  }

  override parseDocument(source: Source): Document {
    // Like Redocly: a file that is not JSON or YAML (a Markdown description) is its text.
    if (!/\.(ya?ml|json)$/i.test(source.absoluteRef)) return { source, parsed: source.body };
    const read = this.#read.get(source.absoluteRef) ?? source.absoluteRef;
    const file = displayName(read);
    const parsed = this.#guardSync(() => {
      const parsedText = parseText(file, source.body, this.#budget);
      const duplicate = duplicateMemberWarning(file, parsedText, source.body);
      if (duplicate !== undefined) this.#warnings.push(duplicate);
      this.#prepare(parsedText.value, file, source.body);
      return parsedText.value;
    });
    this.#parsed.set(source.absoluteRef, { path: read, name: file, value: parsed, text: source.body });
    return { source, parsed };
  }

  async #guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.#unresolved(error);
    }
  }

  #guardSync<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      throw this.#unresolved(error);
    }
  }

  /** What Redocly is told (the reference is unresolved); a located problem is kept to be reported. */
  #unresolved(error: unknown): ResolveError {
    if (error instanceof SpecError) {
      this.#failures.push(...error.problems);
      return new ResolveError(new Error(error.problems[0]?.message ?? 'the file could not be read'));
    }
    if (error instanceof InputFileError) return new ResolveError(error);
    throw error;
  }
}

/** How a referenced file is named in messages: relative to the folder the command runs in. */
export function displayName(absolutePath: string): string {
  return path.relative(process.cwd(), absolutePath) || absolutePath;
}

/**
 * A `$ref` is a URI reference (RFC 3986), so `my%20schemas/pet.yaml` names the file
 * `my schemas/pet.yaml`; Redocly joins the reference to the folder as written, and such a
 * reference, the correct spelling of a name with a space, was refused as a missing file while
 * the unencoded one (not a valid URI) was read (2026-11-28, a re-check with new documents). The
 * decoded name is read when it names a file, else the one written (a file whose name holds the
 * escape itself). Normalised, so a decoded `%2F..` is checked against the folder like any `..`.
 */
async function fileSpelling(absoluteRef: string): Promise<string> {
  if (!absoluteRef.includes('%')) return absoluteRef;
  const decoded = path.resolve(decodeFragment(absoluteRef));
  if (decoded === absoluteRef) return absoluteRef;
  try {
    return (await stat(decoded)).isFile() ? decoded : absoluteRef;
  } catch {
    return absoluteRef;
  }
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Symbolic links are followed before the check, so a link cannot point outside the folder. */
async function realPath(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch {
    return file; // a missing file: the normal loader reports it
  }
}
