/**
 * The reference service's entry point (service/src/main.ts) compiled once to one JavaScript file,
 * for the tests that start many server processes (restarts, SIGKILL, signals). Through tsx, every
 * start paid tsx's loader hooks on each module the server loads, packages included: about 1.9 s
 * of CPU to listening against about 1.3 s for this build (decisions/0030, ninth round). What the
 * build runs is the same source: esbuild strips the types as tsx does (tsx is esbuild too), and
 * packages stay imports resolved from the project's node_modules. test/server/main-cli.test.ts
 * still starts the service as `npm start` does, through tsx.
 *
 * Each module's `import.meta.url` is replaced by the URL of its source file, so files found next
 * to a module (generated/docs/ from main.ts; generated/server.ts imports its schemas, so they are
 * in the build) are found where they are found when the sources run. The build is named by the hash of its
 * bytes, so a stale one is never run and concurrent workers never see half of one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT } from '../../support/run-node.js';

const ENTRY = path.join(REPO_ROOT, 'service/src/main.ts');
const FOLDER = path.join(REPO_ROOT, 'node_modules/.cache/media-tracking-contract/service-bundle');

/** `import.meta.url` in the project's own TypeScript, as the URL of the file it is written in. */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      return { contents: text.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

let built: Promise<string> | undefined;

/** The path of the compiled entry point, built on first use in this process. */
export function serviceBundle(): Promise<string> {
  built ??= compile();
  return built;
}

async function compile(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'error',
    plugins: [sourceUrls],
  });
  const bytes = result.outputFiles[0]!.contents;
  const file = path.join(FOLDER, `main-${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(FOLDER, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  }
  return file;
}
