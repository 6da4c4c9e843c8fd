/**
 * node redocly-child.mjs CLI_PATH ARGS…: runs Redocly's CLI (CLI_PATH) with ARGS, fenced in:
 * - it exits as soon as its standard input closes. The parent (mtc lint) holds that pipe open for the whole run, so the CLI (up to 1.5 GB on a large document) never
 *   outlives it, even when the parent is killed with SIGKILL and cannot stop it;
 * - it opens no network connection: a URL named by a document (a remote `$ref`) is never
 *   fetched, whatever the CLI would otherwise do. Fetching fails with an error it reports;
 * - the file reads through which it follows a `$ref` read only regular files of at most 32 MiB
 *   (a FIFO hung `mtc lint` forever, /dev/zero grew it to 640 MB), and, when the parent names
 *   the folders it may read (MTC_REDOCLY_READ_ROOTS, absolute, path.delimiter-separated), only
 *   files under them, symbolic links followed (`$ref: /etc/passwd` printed that file's lines).
 *   The same rules as the generator's loader (decisions/0014), as errors the CLI reports at the `$ref`;
 *   and, as there, at most 16 such files are open at once (the CLI reads every `$ref` of a file
 *   together: a document split into 600 files failed with EMFILE under a limit of 256).
 * - a file read as text must be UTF-8, as the loader requires (load/read-file.ts): otherwise the
 *   CLI reported nothing of the bytes it replaced with U+FFFD;
 * - a percent-encoded `$ref` (`my%20defs/m.yaml`) names the decoded file, as in the generator's
 *   loader (load/resolver.ts), and the fence above applies to the decoded name;
 * - the CLI's notice that Node 20 support is ending is not printed: the toolkit supports Node 20.19+;
 *   nor its advice to run `redocly lint --generate-ignore-file`, a command mtc's users do not have.
 * - a configuration naming rules Redocly does not have ends with exit code 2, not 0 (below).
 * Plain JavaScript: it runs without a loader.
 */
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import tls from 'node:tls';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [cli, ...args] = process.argv.slice(2);

process.stdin.on('end', () => process.exit(130));
process.stdin.on('error', () => process.exit(130));
process.stdin.resume();
// The watch alone must not keep the CLI alive once its work is done.
process.stdin.unref();

const refuse = (what) => () => {
  throw new Error(`${what}: this run never uses the network (a URL named by a document is not fetched)`);
};
globalThis.fetch = async (input) => refuse(`fetch ${String(input?.url ?? input)}`)();
for (const [module, names] of [[http, ['request', 'get']], [https, ['request', 'get']], [net, ['connect', 'createConnection']], [tls, ['connect']]]) {
  for (const name of names) module[name] = refuse(`network access (${name})`);
}

// Redocly's CLI tells every Node 20 user, in a box on stderr, to move to Node 22. The toolkit
// supports Node 20.19+ (package.json `engines`), so under `mtc lint` the box would contradict the
// tool the user ran: the one write that holds its title is left out. Nothing else is filtered.
const NODE_20_NOTICE = 'Node.js 20 support is ending';
// After errors the CLI says to run `redocly lint --generate-ignore-file`: a command an mtc user
// has not installed, which would write the ignore file beside mtc's own rules (a CI user's pass,
// 2026-11-28). Left out as the notice is.
const IGNORE_FILE_ADVICE = '--generate-ignore-file';
// A rule the configuration names that Redocly does not have (a misspelling, a plugin not
// loaded) checks nothing, and the CLI only warns and exits 0: in CI a typo turned a rule off
// without anyone seeing. Under `mtc lint` such a run ends with the usage error's code (2), after
// the CLI has said which rules they are.
const UNUSED_RULES = '[WARNING] Unused rules found in';
let namesUnknownRules = false;
const writeStderr = process.stderr.write.bind(process.stderr);
process.stderr.write = function withoutForeignAdvice(chunk, ...rest) {
  if (typeof chunk === 'string' && chunk.includes(UNUSED_RULES)) namesUnknownRules = true;
  if (typeof chunk !== 'string' || !(chunk.includes(NODE_20_NOTICE) || chunk.includes(IGNORE_FILE_ADVICE))) return writeStderr(chunk, ...rest);
  rest.find((argument) => typeof argument === 'function')?.();
  return true;
};
process.on('exit', (code) => {
  if (!namesUnknownRules || code !== 0) return;
  writeStderr('mtc lint: the rules configuration names rules Redocly does not have (listed above); they would check nothing. Correct or remove them.\n');
  process.exitCode = 2;
});

const MAX_READ_BYTES = 32 * 1024 * 1024;
const readRoots = (process.env.MTC_REDOCLY_READ_ROOTS ?? '').split(path.delimiter).filter((root) => path.isAbsolute(root));
// The CLI's own files: the node_modules folder holding @redocly/cli (CLI_PATH is …/node_modules/@redocly/cli/bin/cli.js).
if (readRoots.length > 0) readRoots.push(fs.realpathSync(path.resolve(path.dirname(cli), '..', '..', '..')));
const inside = (folder, file) => {
  const relative = path.relative(folder, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};
// A `$ref` is a URI reference (RFC 3986): `my%20defs/m.yaml` names the file `my defs/m.yaml`.
// The CLI joins it to the folder as written and looks for a file named with the escape, so lint
// reported "Can't resolve $ref" where generate (load/resolver.ts `fileSpelling`, the same rule,
// which this plain-JavaScript child cannot import) read the file (2026-11-28, a CI user's pass).
// The decoded name is used when it names a file, else the one written (a file whose name holds
// the escape itself), as the loader reads it; the fence below then checks the name used.
const lstatSync = fs.lstatSync;
function fileSpelling(target) {
  if (typeof target !== 'string' || !target.includes('%')) return target;
  let decoded;
  try {
    decoded = path.resolve(decodeURIComponent(target));
  } catch {
    return target;
  }
  if (decoded === target) return target;
  try {
    return fs.statSync(decoded).isFile() ? decoded : target;
  } catch {
    return target;
  }
}
// The CLI's resolver asks whether a `$ref` names a folder before it reads the file.
fs.lstatSync = function lstatSyncDecoded(file, ...rest) {
  return lstatSync.call(this, fileSpelling(file), ...rest);
};
// The CLI imports `node:fs` as a namespace, whose names follow the module's object only when synced.
syncBuiltinESMExports();
const readFile = fs.promises.readFile;
const OPEN_AT_ONCE = 16;
let openNow = 0;
const waiting = [];
fs.promises.readFile = async function fencedReadFile(file, ...rest) {
  if (openNow >= OPEN_AT_ONCE) await new Promise((resolve) => waiting.push(resolve));
  else openNow += 1;
  try {
    return await fencedRead.call(this, file, ...rest);
  } finally {
    const next = waiting.shift();
    if (next === undefined) openNow -= 1;
    else next();
  }
};
async function fencedRead(file, ...rest) {
  if (typeof file === 'string' || file instanceof URL) {
    const target = fileSpelling(file instanceof URL ? fileURLToPath(file) : file);
    const info = await fs.promises.stat(target);
    if (!info.isFile()) throw new Error(`${target} is not a regular file (a FIFO, device, socket or folder); only files are read`);
    if (info.size > MAX_READ_BYTES) throw new Error(`${target} is larger than 32 MiB; it is not read`);
    const real = await fs.promises.realpath(target);
    if (readRoots.length > 0 && !readRoots.some((root) => inside(root, real))) throw new Error(`${target} is outside the folders of the documents; it is not read`);
    if (!readsText(rest[0])) return readFile.call(this, target, ...rest);
    // Read as text, bytes that are not UTF-8 became U+FFFD without a word, so a Latin-1 file a
    // document refers to linted clean while generate refuses it (a red-team pass, 2026-11-28).
    const bytes = await readFile.call(this, target);
    const problem = utf8Problem(bytes);
    if (problem !== undefined) throw new Error(`${target}: ${problem}; save the file as UTF-8`);
    return bytes.toString('utf8');
  }
  return readFile.call(this, file, ...rest);
}

/** Whether readFile's options ask for UTF-8 text. */
function readsText(options) {
  const encoding = typeof options === 'string' ? options : options?.encoding;
  return typeof encoding === 'string' && /^utf-?8$/i.test(encoding);
}

/** Where `bytes` stop being UTF-8, in the loader's words (load/read-file.ts), or undefined. */
function utf8Problem(bytes) {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'the file is encoded as UTF-16 (it starts with a UTF-16 byte order mark); only UTF-8 is read';
  if (isUtf8(bytes)) return undefined;
  const again = Buffer.from(bytes.toString('utf8'), 'utf8');
  let bad = 0;
  while (bad < bytes.length && bytes[bad] === again[bad]) bad += 1;
  while (bad > 0 && (again[bad] & 0xc0) === 0x80) bad -= 1;
  const before = bytes.subarray(0, bad).toString('utf8');
  const line = before.split('\n').length;
  const column = before.length - (before.lastIndexOf('\n') + 1) + 1;
  return `not valid UTF-8 at the byte ${bytes[bad].toString(16).toUpperCase().padStart(2, '0')} (line ${line}, column ${column}; Latin-1 or Windows-1252 text?)`;
}

// The CLI reads its arguments from process.argv, after the node binary and the script.
process.argv = [process.argv[0], cli, ...args];
await import(pathToFileURL(cli).href);

