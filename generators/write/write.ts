/**
 * The one writer. Atomic: every file goes into a fresh sibling folder first; only when all of
 * them are written is that folder swapped in with renames. A failed run leaves the output folder
 * exactly as it was — never partial output.
 */
import { mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from '../model/types.js';
import { pathProblem } from './paths.js';
import { toLf } from './format.js';

export async function writeOutput(outDir: string, files: readonly GeneratedFile[]): Promise<void> {
  const target = path.resolve(outDir);
  await assertReplaceable(target);
  const parent = path.dirname(target);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, `.${path.basename(target)}.new-`));
  try {
    await writeAll(staging, files);
    await swapIn(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The output folder is replaced as a whole, so a mistyped --out must not take the project with
 * it: refuse the filesystem root, the working directory or any folder above it, any folder
 * holding a `.git` or `package.json` (a project, not generated output), and any other folder
 * with files unless one of them at its top carries the generated header (so `--out src` cannot
 * wipe hand-written code).
 */
async function assertReplaceable(target: string): Promise<void> {
  const fromTarget = path.relative(target, process.cwd());
  if (path.parse(target).root === target || fromTarget === '' || (!fromTarget.startsWith('..') && !path.isAbsolute(fromTarget))) {
    throw new Error(`refusing to replace ${target}: it is the working directory, one of its parents or the filesystem root. Choose a dedicated output folder such as ./generated.`);
  }
  for (const marker of ['.git', 'package.json']) {
    if (await exists(path.join(target, marker))) {
      throw new Error(`refusing to replace ${target}: it contains ${marker}, so it is not a generated folder. Choose a dedicated output folder such as ./generated.`);
    }
  }
  if (!(await isGeneratedOrEmpty(target))) {
    throw new Error(
      `refusing to replace ${target}: it is a file, or a folder whose top-level files none carry the "Generated from … Do not edit." header, so it was not written by generate. Choose a new or empty folder, or remove this one yourself.`,
    );
  }
}

/** The header line every generated text file starts with (print/header.ts), in any comment style. */
const GENERATED_HEADER = /Generated from .* Do not edit\./;
const HEADER_BYTES = 1024;

/** Absent, empty, or with at least one top-level file that starts with the generated header. */
async function isGeneratedOrEmpty(target: string): Promise<boolean> {
  let entries;
  try {
    entries = await readdir(target, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return true;
    if (code === 'ENOTDIR') return false; // a file where the folder should be: never replaced
    throw error;
  }
  if (entries.length === 0) return true;
  for (const entry of entries) {
    if (entry.isFile() && GENERATED_HEADER.test(await head(path.join(target, entry.name)))) return true;
  }
  return false;
}

async function head(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.toString('utf8', 0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function writeAll(folder: string, files: readonly GeneratedFile[]): Promise<void> {
  for (const file of files) {
    const problem = pathProblem(file.path);
    if (problem) throw new Error(`refusing to write ${JSON.stringify(file.path)}: the path ${problem}`);
    const destination = path.join(folder, ...file.path.split('/'));
    await mkdir(path.dirname(destination), { recursive: true });
    await writeFile(destination, toLf(file.contents), { flag: 'wx' });
  }
}

/** Old folder aside, new folder in, old folder removed; if the second rename fails the old one goes back. */
async function swapIn(staging: string, target: string): Promise<void> {
  if (!(await exists(target))) {
    await rename(staging, target);
    return;
  }
  const parked = `${staging}.old`;
  await rename(target, parked);
  try {
    await rename(staging, target);
  } catch (error) {
    await rename(parked, target);
    throw error;
  }
  await rm(parked, { recursive: true, force: true });
}

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}
