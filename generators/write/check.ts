/**
 * The drift check: what the generators would write now (the manifest included), compared in
 * memory with what is on disk. Reports every changed, missing and extra file (a file on disk
 * that would no longer be produced); it never stops at the first difference.
 *
 * Each drift comes with a report people can read: a unified diff for source files, and one
 * line for files a diff would only bury the rest under (minified or very large files such as
 * docs/index.html, and the manifest, whose hashes change with every other file).
 */
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { GeneratedFile } from '../emit/emitter.js';
import { compareCodeUnits } from '../print/order.js';
import { toLf } from '../format/format.js';
import { MANIFEST_PATH, manifestFile, readManifest, sha256 } from './manifest.js';
import { entryKind } from '../shared/entry-kind.js';
import { printable, printableLine } from '../shared/printable-text.js';
import { RefusedOutput } from './refused-output.js';

export type DriftKind = 'changed' | 'missing' | 'extra';

export interface Drift {
  readonly path: string;
  readonly kind: DriftKind;
  /**
   * A unified diff from what is on disk (a/) to what would be generated (b/), or one line (see
   * `summarised`), printable: it quotes generated text, which quotes the document, so what would
   * act on a terminal or reorder a line is percent-encoded (shared/printable-text.ts).
   */
  readonly report: string;
  /** The report is one line, not a diff: a minified or very large file, or the manifest. */
  readonly summarised: boolean;
  /**
   * An extra file the folder's manifest does not list: generate did not write it (a file added by
   * hand), so generate refuses the folder until it is moved out, rather than deleting it.
   */
  readonly foreign: boolean;
}

export interface CheckResult {
  readonly clean: boolean;
  readonly drifts: readonly Drift[];
  /** Files compared (generated and on disk, counted once). */
  readonly compared: number;
}

/** A line longer than this means minified text: a line diff of it is unreadable. */
const MINIFIED_LINE = 1_000;
/** Files larger than this are summarised too: their diff could be as large. */
const LARGE_FILE_BYTES = 1024 * 1024;

/**
 * The first path on the way to `outDir` that exists and is not a folder, or undefined: a folder
 * above it (`afile/gen`), or the target itself when it was written as a folder (`afile/`, which
 * path.resolve turns into `afile`).
 */
async function fileOnTheWay(outDir: string): Promise<string | undefined> {
  const target = path.resolve(outDir);
  const above: string[] = [target];
  for (let folder = path.dirname(target); path.dirname(folder) !== folder; folder = path.dirname(folder)) above.unshift(folder);
  for (const folder of above) {
    const stats = await stat(folder).catch(() => undefined);
    if (stats === undefined) return undefined;
    if (!stats.isDirectory()) return folder;
  }
  return undefined;
}

/**
 * Refuses, before any generator work, an output path that is not a folder (a file where the
 * folder should be): there is nothing to compare, and generate would refuse it too.
 */
export async function assertCheckable(outDir: string): Promise<void> {
  let stats;
  try {
    // Not followed: generate refuses to replace a link (replaceable.ts), so check must not pass or advise it.
    stats = await lstat(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return; // absent: every file is missing
    // A file on the way (`afile/gen`): refused as generate refuses it (exit 2, the file named),
    // not "ENOTDIR: not a directory, lstat …" with the exit of a drift (a red-team pass, 2026-11-28).
    if (code === 'ENOTDIR') throw new RefusedOutput(`cannot check ${outDir}: ${(await fileOnTheWay(outDir)) ?? 'a folder on its path'} is a file, not a folder`);
    throw new Error(`cannot check ${outDir}: ${(error as Error).message}`);
  }
  if (stats.isSymbolicLink()) throw new RefusedOutput(`cannot check ${outDir}: it is a symbolic link, not a folder generate wrote`);
  if (!stats.isDirectory()) throw new RefusedOutput(`cannot check ${outDir}: it is a file, not a folder generate wrote`);
}

/**
 * What check found at a path: a regular file's text, or what else is there. A link, a FIFO, a
 * socket or a device is never followed or read: a link to a folder ended check with a bare
 * EISDIR, a dangling one with ENOENT, and a FIFO held it forever (a red-team pass, 2026-11-27).
 */
type OnDisk = string | { readonly notAFile: string } | Unread;

/**
 * A file check did not read: larger than any file it diffs (LARGE_FILE_BYTES) and not the size
 * of the file generate writes there, so it differs, or is extra, whatever it holds. Every file
 * was read whole: a 1 GiB file dropped into the folder ended check with a bare `Invalid string
 * length` after taking 690 MB (a red-team pass, 2026-11-29), and a few large ones would exhaust
 * memory.
 */
interface Unread {
  readonly unreadBytes: number;
}

/**
 * `shownAs` is the folder as the user named it (`src/partner`): each report then names its file
 * under it (`--- a/src/partner/types.ts`), since several targets (mtc.config.json's, or a types
 * folder beside a client package) each have a `types.ts`, and the diffs came before the lines
 * saying which folder was out of date (a new-user pass, 2026-11-28). Without it, reports name the
 * file within the folder.
 */
export async function checkOutput(outDir: string, files: readonly GeneratedFile[], shownAs?: string): Promise<CheckResult> {
  const root = path.resolve(outDir);
  const generated = files.map((file) => ({ ...file, contents: toLf(file.contents) }));
  const expected = new Map([...generated, manifestFile(generated)].map((file) => [file.path, file.contents]));
  const onDisk = await readTree(root, expected);
  const manifest = onDisk.get(MANIFEST_PATH);
  const written = readManifest(typeof manifest === 'string' ? manifest : '');
  const allPaths = [...new Set([...expected.keys(), ...onDisk.keys()])].sort(compareCodeUnits);
  const drifts: Drift[] = [];
  for (const relative of allPaths) {
    const drift = compareOne(relative, shownPath(shownAs, relative), onDisk.get(relative), expected.get(relative), written.get(relative));
    if (drift) drifts.push(drift);
  }
  return { clean: drifts.length === 0, drifts, compared: allPaths.length };
}

/** The folder as given, with `/` and without `./` or a trailing `/`, then the file's path in it. */
function shownPath(folder: string | undefined, relative: string): string {
  return folder === undefined ? relative : path.posix.join(folder.split(path.sep).join('/'), relative);
}

function compareOne(relative: string, shown: string, onDisk: OnDisk | undefined, wanted: string | undefined, writtenHash: string | undefined): Drift | undefined {
  if (typeof onDisk === 'object' && 'notAFile' in onDisk) return notAFile(relative, shown, onDisk.notAFile, wanted, writtenHash);
  const actual = onDisk;
  if (actual === wanted) return undefined;
  const kind: DriftKind = actual === undefined ? 'missing' : wanted === undefined ? 'extra' : 'changed';
  const foreign = kind === 'extra' && writtenHash === undefined && relative !== MANIFEST_PATH;
  if (typeof actual === 'object' || relative === MANIFEST_PATH || isUnreadableAsDiff(actual) || isUnreadableAsDiff(wanted)) {
    const sizes = { actual: typeof actual === 'object' ? actual.unreadBytes : byteLength(actual), wanted: byteLength(wanted) };
    return { path: relative, kind, report: `${printableLine(summaryLine(relative, shown, kind, sizes, foreign))}\n`, summarised: true, foreign };
  }
  const note = noteFor(kind, actual, writtenHash);
  // As git names them: `a/` and `b/` before the path (an absolute one too: `a/tmp/gen/types.ts`).
  const oldName = actual === undefined ? '/dev/null' : path.posix.join('a', shown);
  const newName = wanted === undefined ? '/dev/null' : path.posix.join('b', shown);
  // The note describes the file on disk; the `+++` side is what generate would write (both carried
  // the note, so a hand edit read as "edited by hand" on the generated side too).
  const newLabel = wanted === undefined ? note : 'as generate would write it';
  // A description's ESC ]0; retitled the terminal of whoever ran check, and its U+202E reversed the line.
  return { path: relative, kind, report: printable(createTwoFilesPatch(oldName, newName, actual ?? '', wanted ?? '', note, newLabel)), summarised: false, foreign };
}

const FOREIGN_NOTE = `not written by generate (not in its ${MANIFEST_PATH}): move it out of this folder, which generate refuses while it is there`;

/** A link, FIFO, socket or device where a file is generated, or beside them: one line, never a diff. */
function notAFile(relative: string, shown: string, what: string, wanted: string | undefined, writtenHash: string | undefined): Drift {
  const kind: DriftKind = wanted === undefined ? 'extra' : 'changed';
  const foreign = kind === 'extra' && writtenHash === undefined;
  const note = foreign ? FOREIGN_NOTE : kind === 'extra' ? 'no longer generated' : 'generate writes a file here';
  return { path: relative, kind, report: `${printableLine(`${shown} is ${what}, not a file: ${note}`)}\n`, summarised: true, foreign };
}

function noteFor(kind: DriftKind, actual: string | undefined, writtenHash: string | undefined): string {
  if (kind === 'missing') return 'missing on disk';
  if (kind === 'extra') return writtenHash === undefined ? FOREIGN_NOTE : 'no longer generated';
  // The manifest on disk says what generate wrote: a file that no longer matches it was edited.
  if (writtenHash !== undefined && actual !== undefined && sha256(actual) !== writtenHash) return 'edited by hand after generate wrote it';
  return 'differs from the generated file';
}

function isUnreadableAsDiff(text: string | undefined): boolean {
  if (text === undefined) return false;
  if (Buffer.byteLength(text) > LARGE_FILE_BYTES) return true;
  let start = 0;
  for (let end = text.indexOf('\n'); ; end = text.indexOf('\n', start)) {
    if ((end === -1 ? text.length : end) - start > MINIFIED_LINE) return true;
    if (end === -1) return false;
    start = end + 1;
  }
}

function byteLength(text: string | undefined): number {
  return text === undefined ? 0 : Buffer.byteLength(text);
}

function summaryLine(relative: string, shown: string, kind: DriftKind, bytes: { readonly actual: number; readonly wanted: number }, foreign: boolean): string {
  const size = (count: number) => `${Math.max(1, Math.round(count / 1024))} KB`;
  const what = relative === MANIFEST_PATH ? 'the list of generated files' : 'minified or large, no diff shown';
  if (kind === 'missing') return `${shown} is missing (${what}; ${size(bytes.wanted)} generated)`;
  if (kind === 'extra') return foreign ? `${shown} is ${FOREIGN_NOTE} (${what})` : `${shown} is no longer generated (${what})`;
  return `${shown} differs (${what}; ${size(bytes.actual)} on disk, ${size(bytes.wanted)} generated)`;
}

/**
 * Every entry under `root` but folders, by `/`-separated relative path; an absent folder is empty.
 * A file is read only when a diff of it could be shown or it may equal what `expected` holds at
 * its path (Unread).
 */
async function readTree(root: string, expected: ReadonlyMap<string, string>): Promise<Map<string, OnDisk>> {
  const read = async (child: string): Promise<OnDisk> => {
    const file = path.join(root, child);
    const { size } = await lstat(file);
    if (size > LARGE_FILE_BYTES && size !== byteLength(expected.get(child))) return { unreadBytes: size };
    return readFile(file, 'utf8');
  };
  const found = new Map<string, OnDisk>();
  const visit = async (relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && relative === '') return;
      throw error;
    }
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await visit(child);
      else if (entry.isFile()) found.set(child, await read(child));
      else found.set(child, { notAFile: entryKind(entry) });
    }
  };
  await visit('');
  return found;
}
