/**
 * openapi-typescript takes `parseRef` and `escapePointer` from its own Redocly core (1.x, CommonJS,
 * not the 2.x the toolkit bundles). That core's `lib/ref-utils.js` requires `./utils` for two
 * one-line helpers, and `utils.js` loads js-yaml, minimatch, an HTTPS proxy agent and pluralize
 * on the way: 45-65 ms of every `generate`, for nothing the run uses.
 *
 * In a command process, that one require, from that one file, is answered with
 * scripts/lib/ref-utils-helpers.cjs, which holds just those helpers, when both files are as
 * expected: ref-utils.js requires `./utils` once and uses no other member of it, and utils.js
 * defines each helper with exactly the body the small module has. Both are read and compared on
 * every run (a few KB), so a Redocly release that changes either gets its own utils.js. The answer
 * is given where Node loads a module (`Module._load`), not where it resolves a name: Node
 * remembers a resolved relative name for the whole folder, so any other file of that `lib/` (whose
 * `./utils` must be the real one) would have been given the small module too.
 */
import { readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HELPERS_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'ref-utils-helpers.cjs');
const REF_UTILS = `${path.sep}@redocly${path.sep}openapi-core${path.sep}lib${path.sep}ref-utils.js`;

/** What utils.js must say for each helper, compared with its whitespace collapsed. */
export const HELPER_DEFINITIONS = {
  isPlainObject: "function isPlainObject(value) { return value !== null && typeof value === 'object' && !Array.isArray(value); }",
  isTruthy: 'function isTruthy(value) { return !!value; }',
};

/** Installs the redirect for the rest of the process; returns what removes it (for tests). */
export function lightenRefUtils() {
  const load = Module._load;
  if (typeof load !== 'function') return () => undefined;
  const answers = new Map();
  Module._load = function loadLightRefUtils(request, parent, ...rest) {
    const from = parent?.filename;
    if (request === './utils' && typeof from === 'string' && from.endsWith(REF_UTILS)) {
      if (!answers.has(from)) answers.set(from, onlyHelpersUsed(from));
      if (answers.get(from)) return load.call(this, HELPERS_MODULE, parent, ...rest);
    }
    return load.call(this, request, parent, ...rest);
  };
  return () => {
    Module._load = load;
  };
}

/** Whether the ref-utils.js at `file` needs nothing of its ./utils but the helpers, defined as ours are. */
export function onlyHelpersUsed(file) {
  let refUtils;
  let utils;
  try {
    refUtils = readFileSync(file, 'utf8');
    utils = readFileSync(path.join(path.dirname(file), 'utils.js'), 'utf8');
  } catch {
    return false;
  }
  // One require of ./utils, in any quoting, bound to a name; a second would be answered unchecked.
  if ((refUtils.match(/\brequire\(\s*["'`]\.\/utils(?:\.js)?["'`]\s*\)/g) ?? []).length !== 1) return false;
  const binding = /\bconst (\w+) = require\("\.\/utils"\);/.exec(refUtils)?.[1];
  if (binding === undefined) return false;
  const mentions = refUtils.match(new RegExp(`\\b${binding}\\b(\\.\\w+)?`, 'g')) ?? [];
  // The require's own binding once; every other mention reads a known helper.
  const members = mentions.filter((mention) => mention !== binding).map((mention) => mention.slice(binding.length + 1));
  if (mentions.length - members.length !== 1 || members.some((member) => !Object.hasOwn(HELPER_DEFINITIONS, member))) return false;
  const collapsed = utils.replace(/\s+/g, ' ');
  return [...new Set(members)].every((member) => collapsed.includes(HELPER_DEFINITIONS[member]));
}
