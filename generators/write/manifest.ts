/**
 * The manifest generate writes into every output folder: each file it wrote, with the SHA-256
 * of its bytes. It is how the writer knows a folder is its own: a folder is replaced only when
 * every file in it is listed here (write.ts). Guessing from file contents (a generated header in
 * some top-level file) let `--out decisions` replace a folder of records because one record
 * quoted the header.
 *
 * One line per file, `<sha256>  <path>`, sorted, under a comment saying what the file is. Lines
 * are independent, so a manifest a merge left with conflict markers still names every file of
 * both sides (the marker lines are skipped), and regenerating resolves it.
 */
import { createHash } from 'node:crypto';
import type { GeneratedFile } from '../emit/emitter.js';
import { compareCodeUnits } from '../print/order.js';

export const MANIFEST_PATH = '.mtc-manifest';

/**
 * The largest manifest read. Generate's lists one line of about a hundred bytes per file it wrote
 * (some eighty for a full target), so one past this was not written by it; reading it whole ended
 * generate and check with a bare `Invalid string length` at 1 GiB, after holding it in memory
 * (a red-team pass, 2026-11-29).
 */
export const MANIFEST_BYTES_LIMIT = 1024 * 1024;

const COMMENT = [
  '# Written by mtc generate: every file of this folder, with the SHA-256 of its bytes.',
  '# generate replaces this folder only when each file in it is listed here. Do not edit.',
];
const ENTRY = /^([0-9a-f]{64}) {2}(.+)$/;

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The manifest for `files` (their contents exactly as written: LF endings). */
export function manifestFile(files: readonly GeneratedFile[]): GeneratedFile {
  const entries = [...files].sort((a, b) => compareCodeUnits(a.path, b.path)).map((file) => `${sha256(file.contents)}  ${file.path}`);
  return { path: MANIFEST_PATH, contents: [...COMMENT, ...entries, ''].join('\n'), format: 'none' };
}

/** Path → SHA-256 of every entry in a manifest's text; comments and any other line are skipped. */
export function readManifest(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = ENTRY.exec(line);
    if (match !== null) entries.set(match[2]!, match[1]!);
  }
  return entries;
}
