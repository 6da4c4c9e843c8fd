/**
 * Reads one file out of a gzipped tar archive (an npm package tarball), so the bench can take a
 * document from a package without a tar dependency or the system's `tar`. Only what npm writes is
 * understood: ustar headers, with pax (`x`) or GNU (`L`) records for names too long for them.
 */
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

/** The file's bytes, or undefined when the archive has no regular file of that name. */
export function readTarEntry(gzipped: Buffer, wanted: string): Buffer | undefined {
  const tar = gunzipSync(gzipped);
  let longName: string | undefined;
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return undefined; // the end-of-archive blocks
    checkHeaderSum(header, offset);
    const size = octal(header, 124, 12, offset);
    const type = String.fromCharCode(header[156] ?? 0);
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    if (data.length < size) throw new Error(`tar: entry at byte ${offset} runs past the end of the archive`);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;

    if (type === 'x') {
      longName = paxPath(data) ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = data.toString('utf8').replace(/\0+$/, '');
      continue;
    }
    const name = longName ?? headerName(header);
    longName = undefined;
    // '0' and NUL both mean a regular file; links, folders and the rest are never the document.
    if ((type === '0' || type === '\0') && name === wanted) return Buffer.from(data);
  }
  return undefined;
}

function headerName(header: Buffer): string {
  const name = text(header, 0, 100);
  const isUstar = text(header, 257, 6) === 'ustar';
  const prefix = isUstar ? text(header, 345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
}

/** The checksum field counts as eight spaces in its own sum. */
function checkHeaderSum(header: Buffer, offset: number): void {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  const recorded = octal(header, 148, 8, offset);
  if (sum !== recorded) throw new Error(`tar: header at byte ${offset} has a wrong checksum (not a tar archive, or damaged)`);
}

function octal(header: Buffer, start: number, length: number, offset: number): number {
  const field = text(header, start, length).trim();
  if (!/^[0-7]*$/.test(field)) throw new Error(`tar: header at byte ${offset} has a number field that is not octal`);
  return field === '' ? 0 : parseInt(field, 8);
}

function text(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

/** Pax records are `<length> <key>=<value>\n`; only `path` matters here. */
function paxPath(data: Buffer): string | undefined {
  let path: string | undefined;
  for (let at = 0; at < data.length; ) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('ascii'));
    if (space === -1 || !Number.isInteger(length) || length <= 0) break;
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (record.slice(0, equals) === 'path') path = record.slice(equals + 1);
    at += length;
  }
  return path;
}
