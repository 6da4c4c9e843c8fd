/**
 * Generated from generators/runtime/server/json-duplicates.ts by npm run generate. Do not edit.
 */

/**
 * A member name given twice in one object of a JSON text. JSON.parse keeps the last and says
 * nothing, so the first is silently lost, and a reader that keeps the first (a proxy, a gateway,
 * an audit log) sees another value than the handler (RFC 8259 §4). The server refuses such bodies
 * (request-body.ts); the generator refuses such documents and configs (shared/json-duplicates.ts).
 * Both read a text JSON.parse has already accepted.
 */

export interface DuplicateName {
  readonly name: string;
  /** 1-based, of the second occurrence's opening quote. */
  readonly line: number;
  readonly column: number;
  /** The member names and array indexes leading to the object that holds the name twice. */
  readonly path: readonly (string | number)[];
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

type Open = { names: Set<string>; member: string } | { index: number };

/**
 * Whether `text` may give a member twice, cheaply: every member has exactly one colon outside
 * strings, so a text with more such colons than `value` (what JSON.parse made of it) has members
 * has lost some. For a request body on every call: two passes without a set of names per object.
 */
export function losesMembers(text: string, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return colonsOutsideStrings(text) > memberCount(value);
}

/**
 * The first name that occurs twice in one object of `json`, which must be valid JSON: one pass
 * over the text, iterative, so a deep text cannot exhaust the stack.
 */
export function firstDuplicateName(json: string): DuplicateName | undefined {
  // Per open object: the names so far and the current member's; per open array: the index.
  const open: Open[] = [];
  let expectName = false;
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (code === NEWLINE) {
      line += 1;
      lineStart = index + 1;
    } else if (code === QUOTE) {
      const end = closingQuote(json, index);
      const top = open.at(-1);
      if (expectName && top !== undefined && 'names' in top) {
        const name = JSON.parse(json.slice(index, end + 1)) as string;
        if (top.names.has(name))
          return { name, line, column: index - lineStart + 1, path: pathOf(open) };
        top.names.add(name);
        top.member = name;
        expectName = false;
      }
      index = end;
    } else if (code === 0x7b) {
      open.push({ names: new Set(), member: '' });
      expectName = true;
    } else if (code === 0x5b) open.push({ index: 0 });
    else if (code === 0x7d || code === 0x5d) open.pop();
    else if (code === 0x2c) {
      const top = open.at(-1);
      if (top !== undefined && 'index' in top) top.index += 1;
      expectName = top !== undefined && 'names' in top;
    }
  }
  return undefined;
}

function colonsOutsideStrings(text: string): number {
  let count = 0;
  let colon = text.indexOf(':');
  let quote = text.indexOf('"');
  while (colon !== -1) {
    if (quote === -1 || colon < quote) {
      count += 1;
      colon = text.indexOf(':', colon + 1);
      continue;
    }
    const end = closingQuote(text, quote);
    if (colon < end) colon = text.indexOf(':', end + 1);
    quote = text.indexOf('"', end + 1);
  }
  return count;
}

/** Own members of every object in `root`, iteratively (a body may nest up to the depth limit). */
function memberCount(root: object): number {
  let count = 0;
  const pending: unknown[] = [root];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next !== 'object' || next === null) continue;
    if (Array.isArray(next)) {
      for (const item of next) if (typeof item === 'object' && item !== null) pending.push(item);
      continue;
    }
    for (const key in next) {
      count += 1;
      const member = (next as Record<string, unknown>)[key];
      if (typeof member === 'object' && member !== null) pending.push(member);
    }
  }
  return count;
}

/** The index of the quote that closes the string opening at `start` (strings hold no raw newline in JSON). */
export function closingQuote(json: string, start: number): number {
  let end = json.indexOf('"', start + 1);
  while (end !== -1) {
    let backslashes = 0;
    for (let before = end - 1; json.charCodeAt(before) === BACKSLASH; before -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return end;
    end = json.indexOf('"', end + 1);
  }
  return json.length;
}

/** The path to the innermost open object: the member names and array indexes leading to it. */
function pathOf(open: readonly Open[]): (string | number)[] {
  // Every open container but the innermost is entered through its current member or index.
  return open
    .slice(0, -1)
    .map((container) => ('names' in container ? container.member : container.index));
}
