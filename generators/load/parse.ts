/**
 * Text → value, with syntax errors reported as file:line:column. JSON goes through JSON.parse
 * (fast on multi-MB documents); YAML through the `yaml` package. Every file is charged to the
 * load's budget: its YAML aliases are counted before anything is built, and its nodes after, as
 * if every alias were written out — the yaml package shares an aliased object instead of copying
 * it, so a "billion laughs" document is measured and refused without ever being expanded.
 */
import type { Document } from 'yaml';
import { yamlPackage } from './yaml-package.js';
import type { InputBudget } from './budget.js';
import { createLocator } from './locate.js';
import { cachedYamlValue } from './parse-cache.js';
import { SpecError, type SpecProblem } from './problems.js';
import { firstDuplicateMember } from '../shared/json-duplicates.js';
import { jsonSyntaxErrorPlace } from '../shared/json-syntax-error.js';
import { toPointer } from '../shared/json-pointer.js';

/** A parsed file, and whether its text was read as JSON (only then can it hold a duplicate JSON member). */
export interface ParsedText {
  readonly value: unknown;
  readonly json: boolean;
}

/**
 * Whether the text of a JSON or YAML file can hold the member name `key`: it spells it, or it
 * has an escape that could (`\u…` in JSON or YAML, `\x…` or `\U…` in YAML). Lets a pass that
 * walks a whole parsed document for one rare key skip the files that cannot have it: such a walk
 * cost 40-90 ms on Stripe's 3.9 MB on every run.
 */
export function mayHoldKey(text: string, key: string): boolean {
  return text.includes(key) || /\\[uxU]/.test(text);
}

export function parseText(file: string, text: string, budget: InputBudget): ParsedText {
  const json = readAsJson(file, text);
  const value = json === undefined ? parseYaml(file, text, budget) : json.value;
  // Depth first: counting nodes recurses, and so does everything after loading.
  const locate = createLocator(text);
  budget.checkNesting(file, value, locate, false);
  budget.chargeFile(file, value, locate);
  return { value, json: json !== undefined };
}

/**
 * The value of a text read as JSON, or undefined when it is YAML. A `.json` file is JSON (a
 * syntax error is reported as one). Any other file whose text opens with `{` or `[` is tried
 * with JSON.parse first, which is much faster on multi-MB documents, but JSON is only one form
 * of YAML: a YAML flow mapping (`{ type: string }`, common in small referenced files) opens the
 * same way, so a text JSON.parse refuses is read as the YAML its file name says it is.
 */
function readAsJson(file: string, text: string): { value: unknown } | undefined {
  if (file.toLowerCase().endsWith('.json')) return { value: parseJson(file, text) };
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function parseJson(file: string, text: string): unknown {
  try {
    // A member given twice keeps its last value, as peers read it: duplicateMemberWarning says so.
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { line, column, mistake } = jsonSyntaxErrorPlace(text, message);
    throw new SpecError([syntaxProblem(file, line, column, `invalid JSON: ${mistake ?? message}`)]);
  }
}

/**
 * A warning at a member a JSON text gives twice in one object: JSON.parse, like the peer tools,
 * keeps the last one, so the first is silently lost (decision 0004: generated as peers do,
 * refused with --strict). In YAML the same is a syntax error (`uniqueKeys`).
 */
export function duplicateMemberWarning(file: string, parsed: ParsedText, text: string): SpecProblem | undefined {
  if (!parsed.json) return undefined;
  const duplicate = firstDuplicateMember(text);
  if (duplicate === undefined) return undefined;
  return {
    file,
    line: duplicate.line,
    column: duplicate.column,
    pointer: duplicate.pointer,
    message: `"${duplicate.name}" is given twice in one object; the last is used and the first is lost`,
    hint: 'Merge the two members into one.',
    severity: 'warning',
  };
}

/**
 * How YAML is parsed. `merge`: YAML 1.1 merge keys (`<<: *base`), which hand-written documents
 * use to share parts and which Redocly's own parser (so openapi-typescript) applies. Without it
 * the key stayed a member named `<<` and the merged schema lost its type and properties. Merged
 * members are shallow copies of aliased maps, so the budget below still bounds them.
 * `stringKeys`: a mapping key is the text written, as a JSON member name is (`1.0:` is "1.0",
 * not "1"; `0x10:` is "0x10", not "16"; `~:` is "~", not ""), and a key that is a list or a map
 * (`? [a, b]`) is a syntax error at its line; it was made a member named "[ a, b ]", with a
 * warning of Node's own on stderr that named no file or line (Redocly's parser refuses it too).
 * `resolveKnownTags: false`: only the YAML 1.2 core schema's tags are read as types. The yaml
 * package otherwise read YAML 1.1's `!!binary`, `!!set`, `!!omap` and `!!pairs` too, as a Buffer
 * or a Set, which no JSON holds: an example written `!!binary aGVsbG8=` reached openapi.json as
 * `{"type":"Buffer","data":[…]}`. Such a value is now what it is written as: the text, the map.
 * Part of the key of a remembered value (parse-cache.ts), so a change here is never answered
 * from before it.
 */
const YAML_OPTIONS = { uniqueKeys: true, prettyErrors: false, merge: true, stringKeys: true, resolveKnownTags: false } as const;

function parseYaml(file: string, text: string, budget: InputBudget): unknown {
  return cachedYamlValue(text, JSON.stringify(YAML_OPTIONS), () => parseYamlText(file, text, budget));
}

/** The value, and whether the text has aliases (one object shared by several places). */
function parseYamlText(file: string, text: string, budget: InputBudget): { value: unknown; shared: boolean } {
  const { LineCounter, parseDocument } = yamlPackage();
  const counter = new LineCounter();
  let document: Document;
  try {
    document = parseDocument(text, { lineCounter: counter, ...YAML_OPTIONS });
  } catch (error) {
    // The yaml package recurses per level of nesting; the depth limit cannot be checked before it.
    if (!(error instanceof RangeError)) throw error;
    throw new SpecError([syntaxProblem(file, 0, 0, `the YAML is nested too deeply to read; at most ${budget.limits.depth} levels are supported`)]);
  }
  const [error, ...after] = document.errors;
  if (error !== undefined) {
    const position = error.linePos?.[0] ?? counter.linePos(error.pos[0]);
    // The yaml package recurses per level and reports running out of stack as an error of its own.
    if (/call stack/i.test(error.message)) throw new SpecError([syntaxProblem(file, position.line, position.col, `the YAML is nested too deeply to read; at most ${budget.limits.depth} levels are supported`)]);
    // Only the first error: once the parser has lost its way, every later token is "unexpected"
    // (one under-indented flow map in the OpenAPI Initiative's api-with-examples gave 244 problems).
    const more = after.length === 0 ? '' : ` (the parser reported ${after.length} more error${after.length === 1 ? '' : 's'} after this one, most often consequences of it)`;
    // The package's own words for a second document named a function of its API (`please use
    // YAML.parseAllDocuments()`), advice for its programmers, not for the file's author.
    if (error.code === 'MULTIPLE_DOCS') {
      const hint = 'Delete this `---` line and what follows it, or move what follows into a file of its own and name it with a `$ref`.';
      throw new SpecError([{ ...syntaxProblem(file, position.line, position.col, `invalid YAML: a second YAML document starts here; the file must hold one`), hint }]);
    }
    throw new SpecError([syntaxProblem(file, position.line, position.col, `invalid YAML: ${firstLine(error.message)}${more}`)]);
  }
  const aliases = countAliases(document, text);
  budget.chargeAliases(file, aliases);
  let value: unknown;
  try {
    // No cap of the yaml package's own: aliases are shared, not copied, and the budget counts them.
    value = document.toJS({ maxAliasCount: -1 });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SpecError([syntaxProblem(file, 0, 0, `YAML could not be read: ${message}`)]);
  }
  const cycle = aliases === 0 ? undefined : findCycle(value);
  if (cycle !== undefined) {
    const pointer = toPointer(cycle);
    throw new SpecError([
      { file, ...createLocator(text)(pointer), pointer, message: 'a YAML alias (*name) refers to a node that contains it, so the document is infinite', hint: 'Replace the recursive alias with a `$ref` to a named schema under components/schemas.' },
    ]);
  }
  return { value, shared: aliases > 0 };
}

function countAliases(document: Document, text: string): number {
  if (!text.includes('*')) return 0; // no alias can be written without one
  let count = 0;
  yamlPackage().visit(document, { Alias: () => void count++ });
  return count;
}

/** The path to the first object that contains itself (recursive YAML aliases), if any. */
function findCycle(root: unknown): string[] | undefined {
  const onPath = new Set<object>();
  const done = new Set<object>();
  const visit = (node: unknown, segments: string[]): string[] | undefined => {
    if (typeof node !== 'object' || node === null || done.has(node)) return undefined;
    if (onPath.has(node)) return segments;
    onPath.add(node);
    for (const [key, child] of Object.entries(node)) {
      const found = visit(child, [...segments, key]);
      if (found) return found;
    }
    onPath.delete(node);
    done.add(node);
    return undefined;
  };
  return visit(root, []);
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

function syntaxProblem(file: string, line: number, column: number, message: string): SpecProblem {
  return { file, line, column, pointer: '', message, hint: 'Fix the syntax at this position; the file must be valid JSON or YAML.' };
}
