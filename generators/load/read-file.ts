/**
 * Reading one input file (the root document or a file a `$ref` names), safely:
 * - only a regular file is read: a FIFO would block the run forever, a device (/dev/zero) never
 *   ends, a directory or socket is not a document. The type is checked before opening (so a
 *   device with side effects on open is never opened), and again on the open descriptor, which
 *   is opened non-blocking (so a file swapped for a FIFO in between cannot block either);
 * - its size is charged to the load's budget before a byte is read, and a file that grows while
 *   being read is refused rather than read past that size.
 * - its bytes must be UTF-8 (what JSON requires and YAML files are in practice): a Latin-1 or
 *   UTF-16 file decoded anyway would reach every comment and page as U+FFFD, silently.
 * - at most OPEN_AT_ONCE input files are open at a time, in the whole process: Redocly resolves
 *   every `$ref` of a file at once, so a document split into 600 files (one per schema, as
 *   multi-file documents are written) asked for 600 descriptors together and was refused with
 *   EMFILE under macOS's default limit of 256 (1,024 on Linux), a refusal of a valid document
 *   that depended on the machine.
 * Failures are thrown as InputFileError with a message that says what the path is, or, for an
 * encoding, as a SpecError at the line and column of the first byte that is not UTF-8.
 */
import { constants, type Stats } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { open, stat, type FileHandle } from 'node:fs/promises';
import type { InputBudget } from './budget.js';
import { SpecError } from './problems.js';
import { entryKind } from '../shared/entry-kind.js';

export class InputFileError extends Error {}

/** Input files open at once, at most: reads are small and local, so more would not be faster. */
const OPEN_AT_ONCE = 16;
let openNow = 0;
/** Reads waiting for a descriptor, first come first served. */
const waiting: (() => void)[] = [];

export async function readInputFile(absolutePath: string, displayName: string, budget: InputBudget): Promise<string> {
  if (openNow >= OPEN_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else openNow += 1;
  try {
    return await readRegularFile(absolutePath, displayName, budget);
  } finally {
    // The slot passes to the next waiting read, or is given back.
    const next = waiting.shift();
    if (next === undefined) openNow -= 1;
    else next();
  }
}

async function readRegularFile(absolutePath: string, displayName: string, budget: InputBudget): Promise<string> {
  requireRegularFile(await statOrExplain(absolutePath), displayName);
  // O_NONBLOCK: opening a FIFO (swapped in after the check) returns at once instead of waiting for a writer.
  const handle = await open(absolutePath, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)).catch((error: unknown) => {
    throw new InputFileError(`cannot open ${displayName}: ${reasonOf(error)}`);
  });
  try {
    const info = await handle.stat();
    requireRegularFile(info, displayName);
    budget.chargeBytes(displayName, info.size);
    // One byte more than the size is asked for: getting it means the file grew after the check.
    const buffer = Buffer.alloc(info.size + 1);
    const length = await readInto(handle, buffer);
    if (length > info.size) throw new InputFileError(`${displayName} grew while it was being read; only a file that stays as it is can be read within the limits`);
    return decodeUtf8(buffer.subarray(0, length), displayName).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  } finally {
    await handle.close();
  }
}

const SAVE_AS_UTF8 = 'Save the file as UTF-8 (most editors offer it under "Save with encoding").';

/** `bytes` as text, or a SpecError at the first byte that is not UTF-8 (also read for mtc.config.json: scripts/lib/config.ts). */
export function decodeUtf8(bytes: Buffer, displayName: string): string {
  // A UTF-16 byte order mark (UTF-32's starts the same): what Windows editors write for "Unicode".
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new SpecError([{ file: displayName, line: 0, column: 0, pointer: '', message: 'the file is encoded as UTF-16 (it starts with a UTF-16 byte order mark); only UTF-8 is read', hint: SAVE_AS_UTF8 }]);
  }
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) return text;
  // Up to the first bad sequence the decoded text encodes back to the same bytes; step back to its first byte.
  const again = Buffer.from(text, 'utf8');
  let bad = 0;
  while (bad < bytes.length && bytes[bad] === again[bad]) bad += 1;
  while (bad > 0 && (again[bad]! & 0xc0) === 0x80) bad -= 1;
  const before = bytes.subarray(0, bad).toString('utf8');
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = before.split('\n').length;
  const column = before.length - lineStart + 1;
  const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
  throw new SpecError([{ file: displayName, line, column, pointer: '', message: `not valid UTF-8 at the byte ${hex} (Latin-1 or Windows-1252 text?)`, hint: SAVE_AS_UTF8 }]);
}

/** Reads until the buffer is full or the file ends; returns how many bytes were read. */
async function readInto(handle: FileHandle, buffer: Buffer): Promise<number> {
  let length = 0;
  while (length < buffer.length) {
    const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  return length;
}

async function statOrExplain(absolutePath: string): Promise<Stats> {
  try {
    return await stat(absolutePath);
  } catch (error) {
    throw new InputFileError(reasonOf(error));
  }
}

function requireRegularFile(info: Stats, displayName: string): void {
  if (info.isFile()) return;
  throw new InputFileError(`${displayName} is ${entryKind(info)}, not a regular file; only files are read`);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
