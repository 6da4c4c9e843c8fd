/**
 * mtc.config.json, read from the current directory: what `generate` and `check` do without
 * flags. `outputs` defaults to all of them, or to types and client for a package. One target
 * (an output folder):
 *
 *   { "spec": "api/openapi.yaml", "out": "src/api", "outputs": ["types", "client"],
 *     "package": { "name": "@acme/api-client", "version": "1.2.0" } }
 *
 * or several, sharing `spec` and `outputs` given at the top:
 *
 *   { "spec": "spec/openapi.yaml", "targets": [ { "out": "generated" },
 *     { "out": "packages/client", "outputs": ["client"], "package": { "name": "…" } } ] }
 *
 * Paths are relative to the current directory (where the file is). Anything unknown or
 * malformed is a usage error naming the file, the line and column, and the member's JSON pointer
 * (`mtc.config.json:4:56  #/targets/0/package/version  must be…`, the form of a document's
 * problems), never ignored.
 */
import { existsSync, lstatSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { createLocator, type Position } from '../../generators/load/locate.js';
import { isSemanticVersion, OUTPUTS, packageNameProblem, type OutputName, type PackageOptions } from '../../generators/outputs.js';
import { firstDuplicateMember } from '../../generators/shared/json-duplicates.js';
import { jsonSyntaxErrorPlace } from '../../generators/shared/json-syntax-error.js';
import { toPointer } from '../../generators/shared/json-pointer.js';
import { entryKind } from '../../generators/shared/entry-kind.js';
import { decodeUtf8 } from '../../generators/load/read-file.js';
import { SpecError } from '../../generators/load/problems.js';
import { printableLine } from '../../generators/shared/printable-text.js';

export const CONFIG_FILE = 'mtc.config.json';

export interface Target {
  readonly spec: string;
  readonly out: string;
  readonly outputs: readonly OutputName[];
  readonly package?: PackageOptions;
}

export interface Config {
  /** Top-level `spec` and `outputs`: the defaults of every target, and of a target made from flags. */
  readonly spec?: string;
  readonly outputs?: readonly OutputName[];
  /** Empty when the file names no `out` (flags must then give one, or the default applies). */
  readonly targets: readonly Target[];
  /**
   * `file:line:col  #pointer  ` of the member `spec` or `out` (at the top or in a target) that
   * holds `value`, to start a message about it; '' when none does (a flag gave it). For the
   * mistakes only a whole target list shows (overlapping folders, a spec inside an output folder,
   * a spec that names no file), found in the text only then, like the others.
   */
  placeOf(member: 'spec' | 'out', value: string): string;
}

export class ConfigError extends Error {}

/** A value the config must not hold, at the JSON pointer of its member; readConfig places it in the file. */
class MemberError extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(message);
  }
}

type Json = { readonly [key: string]: unknown };

/** Names another tool might use for this config: read by nobody here, so never silently skipped. */
const OTHER_FORMS = ['mtc.config.yaml', 'mtc.config.yml', 'mtc.config.js', 'mtc.config.mjs', 'mtc.config.cjs', 'mtc.config.ts'];

function danglingLinkTarget(file: string): string | undefined {
  try {
    return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When `cwd` holds no config but a folder above it does: the words that send the user there. A
 * path that names nothing from a subfolder of the project (`cd src && npx mtc generate`) read
 * "no such file: spec/openapi.yaml" (the default, since no config was found), which named a file
 * the user never chose (2026-11-27, a new-user pass). The config is not looked for upwards:
 * its paths are relative to the folder mtc runs in, so running from the subfolder could not use it.
 */
export function configAboveHint(cwd: string): string {
  if (existsSync(path.join(cwd, CONFIG_FILE))) return '';
  for (let folder = path.dirname(cwd); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, CONFIG_FILE))) return `; ${cwd} has no ${CONFIG_FILE} but ${folder} has one: run mtc from ${folder}`;
    if (path.dirname(folder) === folder) return '';
  }
}

/** The config in `cwd`, or undefined when there is none. */
export function readConfig(cwd: string): Config | undefined {
  const file = path.join(cwd, CONFIG_FILE);
  let text: string;
  try {
    // Checked before reading: readFileSync waits for a writer on a FIFO, on the main thread, so
    // every command hung deaf to Ctrl-C, and a link to /dev/zero read without end (2026-11-27).
    const stats = statSync(file);
    if (!stats.isFile() && !stats.isDirectory()) throw new ConfigError(`${file}: is ${entryKind(stats)}, not a file`);
    if (stats.size > CONFIG_BYTES_LIMIT) throw new ConfigError(`${file}: is ${stats.size} bytes, larger than a config needs (at most ${CONFIG_BYTES_LIMIT}); list fewer targets, or run mtc generate --spec FILE --out DIR for each`);
    text = configText(readFileSync(file), file);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new ConfigError(`${file}: cannot be read (${(error as Error).message})`);
    // A link whose target is gone (a shared config not checked out) reads as no file at all, and
    // the defaults then ran in its place.
    const target = danglingLinkTarget(file);
    if (target !== undefined) throw new ConfigError(`${file}: is a link to ${target}, which does not exist`);
    const other = OTHER_FORMS.find((name) => existsSync(path.join(cwd, name)));
    if (other !== undefined) throw new ConfigError(`${path.join(cwd, other)}: only ${CONFIG_FILE} is read (JSON, with the same members); rename it and write it as JSON`);
    return undefined;
  }
  let value: unknown;
  // A byte order mark is what Windows editors (Notepad, PowerShell's Out-File) put first; JSON.parse refuses it.
  const json = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const place = jsonSyntaxErrorPlace(json, (error as Error).message);
    // JSON.parse quotes the text around the mistake as it is: an escape sequence there acted on the terminal.
    throw new ConfigError(located(file, place, '', `not valid JSON (${printableLine(place.mistake ?? (error as Error).message)})`));
  }
  // JSON.parse keeps the last of two members with one name; the first would be silently ignored.
  const duplicate = firstDuplicateMember(json);
  if (duplicate !== undefined) throw new ConfigError(located(file, duplicate, duplicate.pointer, `"${duplicate.name}" is given twice in one object; keep one`));
  try {
    // Parsed for places once, when first asked: check asks for each target's, and parsing the
    // text each time cost 1000 targets 50 s (a red-team pass, 2026-11-28).
    let locate: ReturnType<typeof createLocator> | undefined;
    const placeOf = (member: 'spec' | 'out', held: string): string => {
      const pointer = pointerOfMember(value as Json, member, held);
      return pointer === undefined ? '' : located(file, (locate ??= createLocator(json))(pointer), pointer, '');
    };
    return { ...parseConfig(value), placeOf };
  } catch (error) {
    if (!(error instanceof MemberError)) throw error;
    // Found in the text only now, as a document's problems are: a config that reads well never parses for places.
    throw new ConfigError(located(file, createLocator(json)(error.pointer), error.pointer, error.message));
  }
}

/**
 * The file's bytes as text. Not UTF-8, they were decoded anyway: a Latin-1 `é` in a path became
 * U+FFFD ("no such file: \uFFFD.yaml"), and a UTF-16 file (what Windows editors save as "Unicode")
 * was "not valid JSON" quoting its NULs raw to the terminal (a red-team pass, 2026-11-28). Refused
 * at the first bad byte, in the words generate uses for a document.
 */
function configText(bytes: Buffer, file: string): string {
  try {
    return decodeUtf8(bytes, file);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    const [problem] = error.problems;
    throw new ConfigError(located(file, problem, '', `${problem?.message ?? 'not UTF-8'}; save it as UTF-8 (JSON files are UTF-8)`));
  }
}

/** `file:line:col  #pointer  message`, one line in the form of a document's problems (file alone when the place is unknown). */
function located(file: string, place: Position | undefined, pointer: string, message: string): string {
  const where = place === undefined || place.line === 0 ? file : `${file}:${place.line}:${place.column}`;
  return `${where}  #${pointer}  ${message}`;
}

/** The pointer of the first member `member` holding `value`: a target's own, else the top level's. */
function pointerOfMember(root: Json, member: 'spec' | 'out', value: string): string | undefined {
  const targets = Array.isArray(root['targets']) ? (root['targets'] as unknown[]) : [];
  const index = targets.findIndex((entry) => (entry as Json)[member] === value);
  if (index >= 0) return toPointer(['targets', index, member]);
  return root[member] === value ? toPointer([member]) : undefined;
}

/** The config's value as targets; a MemberError names the member at fault by JSON pointer. */
function parseConfig(value: unknown): Omit<Config, 'placeOf'> {
  const root = object(value, '');
  if (root['targets'] === undefined) {
    allowOnly(root, ['$schema', 'spec', 'out', 'outputs', 'package'], '');
    const defaults = { spec: optionalPath(root['spec'], '/spec'), outputs: optionalOutputs(root['outputs'], '/outputs') };
    const out = optionalPath(root['out'], '/out');
    const pkg = optionalPackage(root['package'], '/package');
    const targets = out === undefined ? [] : [target(defaults, out, pkg)];
    if (out === undefined && pkg !== undefined) throw new MemberError('/package', 'needs "out", the folder that becomes the package');
    return { ...defaults, targets };
  }
  allowOnly(root, ['$schema', 'spec', 'outputs', 'targets'], '', ' (with "targets", "out" and "package" belong to each target)');
  const defaults = { spec: optionalPath(root['spec'], '/spec'), outputs: optionalOutputs(root['outputs'], '/outputs') };
  if (!Array.isArray(root['targets']) || root['targets'].length === 0) throw new MemberError('/targets', 'must be a non-empty list of targets');
  const targets = root['targets'].map((item: unknown, index) => {
    const where = toPointer(['targets', index]);
    const entry = object(item, where);
    allowOnly(entry, ['spec', 'out', 'outputs', 'package'], where);
    const out = optionalPath(entry['out'], `${where}/out`);
    if (out === undefined) throw new MemberError(where, 'needs "out"');
    const spec = optionalPath(entry['spec'], `${where}/spec`);
    const outputs = optionalOutputs(entry['outputs'], `${where}/outputs`) ?? defaults.outputs;
    return target({ spec: spec ?? defaults.spec, outputs }, out, optionalPackage(entry['package'], `${where}/package`));
  });
  return { ...defaults, targets };
}

/** The spec default when neither the config nor a flag names one. */
export const DEFAULT_SPEC = 'spec/openapi.yaml';

interface Defaults {
  readonly spec?: string | undefined;
  readonly outputs?: readonly OutputName[] | undefined;
}

/** What a package target holds when the config names no outputs: the client, with its types. */
const PACKAGE_OUTPUTS: readonly OutputName[] = ['types', 'client'];

function target(defaults: Defaults, out: string, pkg: PackageOptions | undefined): Target {
  // A package holds the client alone, so "every output" cannot be its default.
  const outputs = defaults.outputs ?? (pkg === undefined ? OUTPUTS : PACKAGE_OUTPUTS);
  return { spec: defaults.spec ?? DEFAULT_SPEC, out, outputs, ...(pkg === undefined ? {} : { package: pkg }) };
}

// Each check below is given the JSON pointer of the value it reads.

function object(value: unknown, pointer: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MemberError(pointer, 'must be an object');
  return value as Json;
}

/** Placed at the first unknown member, so its line is the one to fix. */
function allowOnly(value: Json, allowed: readonly string[], pointer: string, note = ''): void {
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new MemberError(`${pointer}${toPointer([unknown[0]!])}`, `unknown member ${unknown.map((key) => shown(key)).join(', ')} (allowed: ${allowed.join(', ')})${note}`);
}

/**
 * A path in the config, which is shared between machines: `src\\partner` names two folders on
 * Windows but one folder with a backslash in its name on Linux and macOS, so a config written on
 * Windows generated somewhere else in CI, and `check` there compared another folder. `/` means
 * the same everywhere, Windows included.
 */
function optionalPath(value: unknown, pointer: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new MemberError(pointer, 'must be a non-empty path');
  // Only a shell expands `~`: here it named a folder called `~` in the project ("wrote 73 files to
  // ~/partner" read as the home folder), one `rm -rf ~` away from deleting the user's home
  // (a new-user pass, 2026-11-27).
  if (value === '~' || value.startsWith('~/')) {
    throw new MemberError(pointer, `${shown(value)} starts with ~, which only a shell reads as the home folder (here it would be a folder named ~); write the path relative to this folder, or absolute`);
  }
  // Only a shell expands variables: `$HOME/partner` made a folder named `$HOME` in the project
  // (a red-team pass, 2026-11-28), as `~` did before the check above.
  const variable = SHELL_VARIABLE.exec(value);
  if (variable !== null) {
    throw new MemberError(pointer, `${shown(value)} holds ${shown(variable[0])}, which only a shell reads as a variable (here it would be part of a folder's name); write the path itself`);
  }
  // A NUL reached the file system, which refuses it with an exception: check said "cannot check
  // gen x" (exit 1, the NUL printed raw), and a spec was "a problem in the document" (a red-team
  // pass, 2026-11-28). Other control characters (a newline, an escape) name no file anyone meant
  // and print as something else.
  const control = CONTROL_CHARACTER.exec(value);
  if (control !== null) {
    throw new MemberError(pointer, `${shown(value)} holds the control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}, which no path here may hold; remove it`);
  }
  // Longer than any file system takes (Linux: 4,096 bytes a path, 255 a name): the file system
  // refused it with an exception, which check reported as exit 1 quoting the megabyte twice.
  const name = value.split('/').find((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES);
  if (Buffer.byteLength(value) > MAX_PATH_BYTES || name !== undefined) {
    const why = name === undefined ? `is ${Buffer.byteLength(value)} bytes long; a path may be at most ${MAX_PATH_BYTES}` : `has a name of ${Buffer.byteLength(name)} bytes; a file or folder name may be at most ${MAX_NAME_BYTES}`;
    throw new MemberError(pointer, `${shown(value)} ${why}`);
  }
  if (value.includes('\\')) {
    throw new MemberError(pointer, `${shown(value)} separates folders with \\; write ${value.length <= SHOWN_LENGTH ? value.replaceAll('\\', '/') : 'it with /'} (Windows reads / as well, and elsewhere \\ is part of a name)`);
  }
  return value;
}

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** `$NAME`, `${NAME}` and `%NAME%` (cmd.exe): a variable in a shell's command line, and no folder anyone names. */
const SHELL_VARIABLE = /\$(?:[A-Za-z_][A-Za-z0-9_]*|\{[^}]*\})|%[A-Za-z_][A-Za-z0-9_]*%/;
/**
 * The largest config read: one of 20,000 targets is under 1 MB. A 700 MB config was read whole
 * (783 MB of memory) before failing as a string too long (a red-team pass, 2026-11-28).
 */
const CONFIG_BYTES_LIMIT = 1024 * 1024;
const MAX_PATH_BYTES = 4096;
const MAX_NAME_BYTES = 255;

/** A value of the file quoted in a message, as JSON, and cut when long, so a megabyte member is not printed back whole. */
function shown(value: unknown): string {
  // JSON escapes C0 controls but not C1 ones or direction overrides (U+202E printed the rest of the line reversed).
  if (typeof value === 'string') return printableLine(value.length <= SHOWN_LENGTH ? JSON.stringify(value) : `${JSON.stringify(value.slice(0, SHOWN_LENGTH))}… (${value.length} characters)`);
  const text = printableLine(JSON.stringify(value) ?? String(value));
  return text.length <= SHOWN_LENGTH ? text : `${text.slice(0, SHOWN_LENGTH)}… (${text.length} characters of JSON)`;
}

const SHOWN_LENGTH = 100;

/** `outputs` of the config, or `--outputs` of the command line (whose caller names the flag instead of the pointer). */
export function optionalOutputs(value: unknown, pointer: string): OutputName[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0) throw new MemberError(pointer, `must be a non-empty list of ${OUTPUTS.join(', ')}${listAdvice(value)}`);
  for (const item of value) {
    if (!OUTPUTS.includes(item as OutputName)) throw new MemberError(pointer, `${shown(item)} is not an output (${OUTPUTS.join(', ')})`);
  }
  // In registry order, once each: the same choice always gives the same files and command.
  return OUTPUTS.filter((output) => value.includes(output));
}

/**
 * `"outputs": "types,client"`, as `--outputs` takes it, written back as the list the file wants
 * (a new-user pass, 2026-11-28: the refusal said what a list may hold, not that it was no list).
 */
function listAdvice(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const items = value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return `; the file takes a JSON list where --outputs takes commas: ${JSON.stringify(items).replaceAll(',', ', ')}`;
}

function optionalPackage(value: unknown, pointer: string): PackageOptions | undefined {
  if (value === undefined) return undefined;
  const entry = object(value, pointer);
  allowOnly(entry, ['name', 'version'], pointer);
  if (typeof entry['name'] !== 'string' || entry['name'] === '') throw new MemberError(`${pointer}/name`, "must be the package's name");
  const nameProblem = packageNameProblem(entry['name']);
  if (nameProblem !== undefined) throw new MemberError(`${pointer}/name`, nameProblem);
  const version = entry['version'];
  if (version !== undefined && (typeof version !== 'string' || !isSemanticVersion(version))) {
    throw new MemberError(`${pointer}/version`, `must be a semantic version such as "1.2.0" (got ${shown(version)}); leave it out to use the document's info.version`);
  }
  return { name: entry['name'], ...(version === undefined ? {} : { version }) };
}
