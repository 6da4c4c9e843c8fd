/**
 * The size a browser app pays for the client: an esbuild bundle (client, its runtime and
 * openapi-fetch), minified, then gzipped with node:zlib at its default level.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from './paths.js';

export interface BundleSize {
  readonly minifiedBytes: number;
  readonly gzippedBytes: number;
}

export async function bundleSize(entryPoint: string): Promise<BundleSize> {
  return sizeOf(await build({ ...COMMON, entryPoints: [entryPoint] }));
}

export interface AppBundle extends BundleSize {
  /** The minified bundle, to see what it kept. */
  readonly text: string;
}

/** An app's bundle: `source` is its entry module, resolved from `folder` (where client.ts is). */
export async function appBundle(folder: string, source: string): Promise<AppBundle> {
  const result = await build({ ...COMMON, stdin: { contents: source, resolveDir: folder, loader: 'ts', sourcefile: 'app.ts' } });
  const output = result.outputFiles?.[0];
  if (!output) throw new Error('esbuild produced no output file');
  return { ...sizeOf(result), text: new TextDecoder().decode(output.contents) };
}

/**
 * The method names of a generated client.ts's operations, as their descriptors write them
 * (`name: 'getThing', operationId: …`): a bundle that keeps an operation keeps that string.
 */
export function operationNamesIn(clientText: string): string[] {
  return [...clientText.matchAll(/\bname: '(\w+)',\s+operationId: /g)].map((match) => match[1]!);
}

/** openapi-fetch alone, for scale: what any client built on it cannot go below. */
export async function openapiFetchSize(): Promise<BundleSize> {
  return sizeOf(
    await build({
      ...COMMON,
      stdin: { contents: "export { default } from 'openapi-fetch';", resolveDir: REPO_ROOT, loader: 'ts' },
    }),
  );
}

const COMMON = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  logLevel: 'silent',
  absWorkingDir: REPO_ROOT,
} as const;

function sizeOf(result: { outputFiles?: { contents: Uint8Array }[] }): BundleSize {
  const output = result.outputFiles?.[0];
  if (!output) throw new Error('esbuild produced no output file');
  return { minifiedBytes: output.contents.byteLength, gzippedBytes: gzipSync(output.contents).byteLength };
}
