/**
 * How the hey-api comparison gets its documents without the network: the tar reader on archives
 * built here byte by byte, and the fetch-verify-cache steps with a stand-in for `npm pack`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureMidSizeDocument, MID_SIZE_DOCUMENTS, sriSha512, type MidSizeDocument } from '../../scripts/bench/mid-size-documents.js';
import { readTarEntry } from '../../scripts/bench/tar-entry.js';

interface Entry {
  readonly name: string;
  readonly data: string | Buffer;
  readonly type?: string;
  /** ustar's prefix field: the name is then `prefix/name`. */
  readonly prefix?: string;
}

function header(entry: Entry, size: number): Buffer {
  const block = Buffer.alloc(512);
  block.write(entry.name, 0, 100, 'utf8');
  block.write('0000644\0', 100, 'ascii');
  block.write(size.toString(8).padStart(11, '0') + '\0', 124, 'ascii');
  block.write(entry.type ?? '0', 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  if (entry.prefix) block.write(entry.prefix, 345, 155, 'utf8');
  block.fill(0x20, 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

function tarGz(entries: readonly Entry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    parts.push(header(entry, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts));
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  // The length counts its own digits.
  let length = body.length + 1;
  while (String(length).length + body.length !== length) length++;
  return `${length}${body}`;
}

describe('readTarEntry', () => {
  const big = Buffer.alloc(1300, 'x');
  const archive = tarGz([
    { name: 'package/LICENSE', data: 'MIT' },
    { name: 'package/generated', data: '', type: '5' },
    { name: 'package/generated/big.json', data: big },
    { name: 'b.json', prefix: 'package/deep/folder', data: '{"b":1}' },
    { name: 'PaxHeader', type: 'x', data: paxRecord('path', 'package/' + 'long/'.repeat(30) + 'pax.json') },
    { name: 'truncated-name', data: '{"pax":1}' },
    { name: '././@LongLink', type: 'L', data: 'package/' + 'gnu/'.repeat(30) + 'gnu.json\0' },
    { name: 'truncated-too', data: '{"gnu":1}' },
  ]);

  it('finds a file after others, across block padding', () => {
    expect(readTarEntry(archive, 'package/generated/big.json')).toEqual(big);
    expect(readTarEntry(archive, 'package/LICENSE')?.toString()).toBe('MIT');
  });

  it('joins the ustar prefix to the name', () => {
    expect(readTarEntry(archive, 'package/deep/folder/b.json')?.toString()).toBe('{"b":1}');
    expect(readTarEntry(archive, 'b.json')).toBeUndefined();
  });

  it('takes long names from pax and GNU records, for the next entry only', () => {
    expect(readTarEntry(archive, 'package/' + 'long/'.repeat(30) + 'pax.json')?.toString()).toBe('{"pax":1}');
    expect(readTarEntry(archive, 'package/' + 'gnu/'.repeat(30) + 'gnu.json')?.toString()).toBe('{"gnu":1}');
    expect(readTarEntry(archive, 'truncated-name')).toBeUndefined();
  });

  it('answers undefined for an absent file and for a folder of that name', () => {
    expect(readTarEntry(archive, 'package/missing.json')).toBeUndefined();
    expect(readTarEntry(archive, 'package/generated')).toBeUndefined();
  });

  it('refuses a damaged header instead of reading garbage', () => {
    const tar = tarGz([{ name: 'package/a.json', data: '{}' }]);
    const raw = gunzipSync(tar);
    raw[0] = 'q'.charCodeAt(0);
    expect(() => readTarEntry(gzipSync(raw), 'package/a.json')).toThrow(/wrong checksum/);
  });
});

describe('ensureMidSizeDocument', () => {
  const content = Buffer.from('{"openapi":"3.0.3","paths":{}}');
  const tarball = tarGz([{ name: 'package/spec.json', data: content }]);
  const document: MidSizeDocument = {
    name: 'spec.json',
    npmPackage: 'some-package@1.0.0',
    tarballIntegrity: sriSha512(tarball),
    entry: 'package/spec.json',
    sha256: createHash('sha256').update(content).digest('hex'),
    bytes: content.length,
    credit: 'made in this test',
  };
  let cache = '';
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  function fakePack(bytes: Buffer, calls: string[]) {
    return async (npmPackage: string, destination: string) => {
      calls.push(npmPackage);
      const file = path.join(destination, 'some-package-1.0.0.tgz');
      writeFileSync(file, bytes);
      return file;
    };
  }

  it('fetches once, then answers from the cache', async () => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
    const calls: string[] = [];
    const first = await ensureMidSizeDocument(document, cache, fakePack(tarball, calls));
    expect(readFileSync(first)).toEqual(content);
    const second = await ensureMidSizeDocument(document, cache, fakePack(tarball, calls));
    expect(second).toBe(first);
    expect(calls).toEqual(['some-package@1.0.0']);
  });

  it('fetches again when the cached copy was altered', async () => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
    const calls: string[] = [];
    const file = await ensureMidSizeDocument(document, cache, fakePack(tarball, calls));
    writeFileSync(file, '{"tampered":true}');
    await ensureMidSizeDocument(document, cache, fakePack(tarball, calls));
    expect(readFileSync(file)).toEqual(content);
    expect(calls).toHaveLength(2);
  });

  it('refuses a tarball that does not match the pinned integrity, and caches nothing', async () => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
    const other = tarGz([{ name: 'package/spec.json', data: '{"other":1}' }]);
    await expect(ensureMidSizeDocument(document, cache, fakePack(other, []))).rejects.toThrow(/does not match its pinned integrity/);
    expect(existsSync(path.join(cache, 'spec.json'))).toBe(false);
  });

  it('refuses a document that does not match its pinned SHA-256, and one the tarball lacks', async () => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
    await expect(ensureMidSizeDocument({ ...document, sha256: '0'.repeat(64) }, cache, fakePack(tarball, []))).rejects.toThrow(/pinned SHA-256/);
    await expect(ensureMidSizeDocument({ ...document, entry: 'package/nope.json' }, cache, fakePack(tarball, []))).rejects.toThrow(/has no package\/nope.json/);
    expect(existsSync(path.join(cache, 'spec.json'))).toBe(false);
  });

  it('passes on why the fetch failed (offline)', async () => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
    const offline = async () => {
      throw new Error('npm pack some-package@1.0.0 failed: ENOTFOUND registry.npmjs.org');
    };
    await expect(ensureMidSizeDocument(document, cache, offline)).rejects.toThrow(/ENOTFOUND/);
  });
});

describe('the pinned mid-size documents', () => {
  it('are 1-3 MB, pin exact package versions, and say where they come from', () => {
    expect(MID_SIZE_DOCUMENTS.length).toBeGreaterThan(0);
    for (const document of MID_SIZE_DOCUMENTS) {
      expect(document.bytes).toBeGreaterThanOrEqual(1_000_000);
      expect(document.bytes).toBeLessThanOrEqual(3_000_000);
      expect(document.npmPackage).toMatch(/^(@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+$/);
      expect(document.tarballIntegrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
      expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(document.credit).toMatch(/licen[cs]e/i);
    }
  });
});
