/**
 * A member name given twice in one object of a JSON text. JSON.parse keeps the last and says
 * nothing, so the first is silently lost; YAML's parser (with `uniqueKeys`) refuses the same
 * thing. Used where JSON is read from people: OpenAPI documents (generators/load/parse.ts) and
 * mtc.config.json (scripts/lib/config.ts).
 */
import { toPointer } from './json-pointer.js';

export interface DuplicateMember {
  readonly name: string;
  /** 1-based, of the second occurrence's opening quote. */
  readonly line: number;
  readonly column: number;
  /** JSON pointer of the member (its object's pointer and the name). */
  readonly pointer: string;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

/**
 * The first name that occurs twice in one object of `json`, which must already be valid JSON
 * (JSON.parse accepted it): one pass over the text, iterative, so a deep text cannot exhaust
 * the stack.
 */
export function firstDuplicateMember(json: string): DuplicateMember | undefined {
  // Per open object: the names so far and the current member's; per open array: the index.
  const open: ({ names: Set<string>; member: string } | { index: number })[] = [];
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
        if (top.names.has(name)) return { name, line, column: index - lineStart + 1, pointer: toPointer([...pathOf(open), name]) };
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

/** The index of the quote that closes the string opening at `start` (strings hold no raw newline in JSON). */
function closingQuote(json: string, start: number): number {
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
function pathOf(open: readonly ({ names: Set<string>; member: string } | { index: number })[]): (string | number)[] {
  // Every open container but the innermost is entered through its current member or index.
  return open.slice(0, -1).map((container) => ('names' in container ? container.member : container.index));
}
