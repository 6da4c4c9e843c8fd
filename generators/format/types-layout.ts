/**
 * openapi-typescript prints types.ts with TypeScript's printer: 4-space indentation, double
 * quotes, one member per line, nothing wrapped. Formatting all of it with prettier costs seconds
 * on a big document (Stripe: 2 MB), yet nearly every line already is what prettier prints. So:
 *
 * 1. token by token, do what prettier does to such text: indentation halved (2 spaces), string
 *    literals re-quoted (prettier's quote choice), JSDoc-style comments re-indented (each line
 *    ` * ...` trimmed, as prettier does; other comments are kept verbatim, as prettier does);
 * 2. every code line still wider than the print width is wrapped: the smallest member
 *    (`name: type;`) holding the whole line is formatted at its depth and put back, by the
 *    declaration formatter when it knows every construct in it, else by prettier itself (one
 *    call for all of those).
 *
 * The result is byte-identical to formatting the whole file with prettier (checked by
 * test/generators/types-layout.test.ts on real documents).
 */
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';
import { prettierNumberText, requote, PRINT_WIDTH } from './data-literal.js';
import { formatTypeDeclaration } from './type-format.js';

// Required, not imported: an ESM import of this 9 MB CommonJS module makes Node scan all of it
// for export names first, which costs more than loading it.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

export type Formatter = (text: string) => Promise<string>;
export type StringWidth = (text: string) => number;

/** A member (`name: type;`) in the converted text: [start of its first token, end of its `;`). */
interface Member {
  readonly start: number;
  readonly end: number;
  /** Number of enclosing `{`. */
  readonly depth: number;
}

interface Converted {
  readonly text: string;
  readonly members: readonly Member[];
  /** Ranges of comments in `text`. */
  readonly comments: readonly (readonly [number, number])[];
  /**
   * Positions of type literals in a place where prettier's layout differs from TypeScript's
   * printer even when every line fits: a `{ ... }` spanning lines inside a union, an
   * intersection, parentheses, type arguments or a tuple (prettier puts each union member on its
   * own line, `| {`), and any one-line `{ ... }`.
   */
  readonly irregular: readonly number[];
}

const PLAIN_ASCII = /^[\x20-\x7E]*$/;

export async function prettierLayout(printed: string, format: Formatter, stringWidth: StringWidth): Promise<string> {
  const converted = convert(printed);
  const wide = [...wideCodeLines(converted, stringWidth), ...converted.irregular.map((position) => lineOf(converted.text, position))].sort((a, b) => a[0] - b[0]);
  if (wide.length === 0) return converted.text;
  const members = enclosingMembers(converted, wide);
  if (members === undefined) return format(converted.text); // not inside a member: let prettier do the whole file
  return rewrap(converted.text, members, format);
}

/** Step 1, with the members and comments recorded in output coordinates. */
export function convert(printed: string): Converted {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, printed);
  const members: Member[] = [];
  const comments: [number, number][] = [];
  /** Start of the member being read at each depth (index = depth), or -1 between members. */
  const open: number[] = [-1];
  const irregular: number[] = [];
  /** For each open `{`: its output position and whether a line break followed it. */
  const braces: { position: number; line: number }[] = [];
  let line = 0;
  let previous = ts.SyntaxKind.Unknown; // last token that is not trivia
  /** After a multi-line `}`: where it was, until the token after it (and after any `[]`) is seen. */
  let closed: number | undefined;
  let out = '';
  let lineIndent = 0; // output indentation of the current line
  let atLineStart = true;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const token = scanner.getTokenText();
    switch (kind) {
      case ts.SyntaxKind.NewLineTrivia:
        out += '\n';
        line += 1;
        atLineStart = true;
        lineIndent = 0;
        continue;
      case ts.SyntaxKind.WhitespaceTrivia:
        if (atLineStart) {
          // Leading indentation: 4 spaces per level become 2.
          const width = token.length;
          lineIndent = Math.floor(width / 4) * 2 + (width % 4);
          out += ' '.repeat(lineIndent);
        } else {
          out += token;
        }
        continue;
      case ts.SyntaxKind.MultiLineCommentTrivia: {
        const start = out.length;
        out += blockComment(token, lineIndent);
        comments.push([start, out.length]);
        atLineStart = false;
        continue;
      }
      case ts.SyntaxKind.SingleLineCommentTrivia: {
        const start = out.length;
        out += token.trimEnd();
        comments.push([start, out.length]);
        atLineStart = false;
        continue;
      }
      default:
        break;
    }
    atLineStart = false;
    const depth = open.length - 1;
    if (closed !== undefined && kind !== ts.SyntaxKind.OpenBracketToken && kind !== ts.SyntaxKind.CloseBracketToken) {
      if (AFTER_TYPE_LITERAL_IN_COMBINATION.has(kind)) irregular.push(closed);
      closed = undefined;
    }
    if (open[depth] === -1 && kind !== ts.SyntaxKind.CloseBraceToken) open[depth] = out.length;
    const position = out.length;
    out += printToken(kind, token);
    if (kind === ts.SyntaxKind.OpenBraceToken) {
      if (!BEFORE_PLAIN_TYPE_LITERAL.has(previous)) irregular.push(position);
      braces.push({ position, line });
      open.push(-1);
    } else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (open.length > 1) open.pop();
      const brace = braces.pop();
      if (brace !== undefined && brace.line === line && previous !== ts.SyntaxKind.OpenBraceToken) irregular.push(position);
      else if (brace !== undefined && brace.line !== line) closed = position;
    } else if (kind === ts.SyntaxKind.SemicolonToken) {
      members.push({ start: open[depth]!, end: out.length, depth });
      open[depth] = -1;
    }
    previous = kind;
  }
  return { text: out, members, comments, irregular };
}

/** A type literal after these is the whole type of a member or alias (or an interface body). */
const BEFORE_PLAIN_TYPE_LITERAL = new Set([ts.SyntaxKind.ColonToken, ts.SyntaxKind.EqualsToken, ts.SyntaxKind.Identifier]);
/** After a multi-line `}` (and any `[]`), these mean it is part of a union, intersection, ... */
const AFTER_TYPE_LITERAL_IN_COMBINATION = new Set([
  ts.SyntaxKind.BarToken,
  ts.SyntaxKind.AmpersandToken,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.CommaToken,
  ts.SyntaxKind.QuestionToken,
  ts.SyntaxKind.ExtendsKeyword,
]);

function printToken(kind: TypeScript.SyntaxKind, token: string): string {
  if (kind === ts.SyntaxKind.StringLiteral) return requote(asDoubleQuoted(token));
  if (kind === ts.SyntaxKind.NumericLiteral) return prettierNumberText(token);
  return token;
}


/** [first code character, end) of the line holding `position`. */
function lineOf(text: string, position: number): [number, number] {
  const start = text.lastIndexOf('\n', position - 1) + 1;
  let end = text.indexOf('\n', position);
  if (end === -1) end = text.length;
  let codeStart = start;
  while (text[codeStart] === ' ') codeStart += 1;
  return [codeStart, end];
}

/** TypeScript's printer writes double quotes; a single-quoted literal is turned into that form first. */
function asDoubleQuoted(token: string): string {
  if (token.startsWith('"')) return token;
  return JSON.stringify(JSON.parse(`"${token.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`));
}

/**
 * prettier's layout of a block comment: a comment whose every line starts with `*` gets each
 * line trimmed and indented one space past the code; any other comment stays as written.
 */
function blockComment(token: string, indent: number): string {
  const value = token.slice(2, -2);
  const lines = value.split('\n');
  if (lines.length === 1 || !`*${value}*`.split('\n').every((line) => line.trimStart().startsWith('*'))) return token;
  const pad = ' '.repeat(indent);
  const body = lines.map((line, index) => (index === 0 ? line.trimEnd() : ` ${index < lines.length - 1 ? line.trim() : line.trimStart()}`));
  return `/*${body.join(`\n${pad}`)}*/`;
}

/** [first code character, end) of each line wider than the print width that holds code, not only a comment. */
function wideCodeLines({ text, comments }: Converted, stringWidth: StringWidth): [number, number][] {
  const wide: [number, number][] = [];
  let commentIndex = 0;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    // A wide character counts 2, so only lines longer than half the width can be too wide.
    if (end - start > PRINT_WIDTH / 2) {
      const line = text.slice(start, end);
      const width = PLAIN_ASCII.test(line) ? line.length : stringWidth(line);
      if (width > PRINT_WIDTH) {
        const codeStart = start + (line.length - line.trimStart().length);
        while (commentIndex < comments.length && comments[commentIndex]![1] <= codeStart) commentIndex += 1;
        const comment = comments[commentIndex];
        const onlyComment = comment !== undefined && comment[0] <= codeStart && comment[1] >= end;
        if (!onlyComment) wide.push([codeStart, end]);
      }
    }
    start = end + 1;
  }
  return wide;
}

/**
 * For each wide line the smallest member holding all of it (members nest, so scanning back from
 * the line, the first one that reaches past its end is the innermost); then only the outermost
 * of those. Undefined when a wide line is in no member.
 */
function enclosingMembers({ members }: Converted, wide: readonly [number, number][]): Member[] | undefined {
  const sorted = [...members].sort((a, b) => a.start - b.start || b.end - a.end);
  const chosen = new Set<Member>();
  for (const [codeStart, lineEnd] of wide) {
    let index = firstStartingAfter(sorted, codeStart) - 1;
    while (index >= 0 && sorted[index]!.end < lineEnd) index -= 1;
    const member = sorted[index];
    if (member === undefined || member.depth === 0) return undefined;
    chosen.add(member);
  }
  const outer: Member[] = [];
  for (const member of [...chosen].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = outer[outer.length - 1];
    if (last !== undefined && member.end <= last.end) continue; // inside the previous one
    outer.push(member);
  }
  return outer;
}

function firstStartingAfter(sorted: readonly Member[], position: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.start <= position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Step 2: every chosen member formatted at its depth and put back: by the declaration formatter
 * when it knows every construct in the member (generators/print/type-format.ts, the same layout
 * without a parse), the others by prettier, in one call.
 */
async function rewrap(text: string, members: readonly Member[], format: Formatter): Promise<string> {
  const wrappers = members.map((member, index) => wrap(text.slice(member.start, member.end), member.depth, index));
  const direct = wrappers.map((wrapper) => formatTypeDeclaration(wrapper));
  const left = wrappers.filter((_, index) => direct[index] === undefined);
  const formatted = left.length === 0 ? [] : (await format(left.join(''))).split(/^interface __Wrap\d+ \{\n/m).slice(1);
  if (formatted.length !== left.length) throw new Error(`types.ts: could not re-wrap ${members.length} wide members`);
  // Each chunk as after prettier's split: the lines after `interface __WrapN {`, with a final newline.
  const chunks = direct.map((own) => (own === undefined ? formatted.shift()! : `${own.slice(own.indexOf('\n') + 1)}\n`));
  let result = '';
  let position = 0;
  members.forEach((member, index) => {
    const lines = chunks[index]!.replace(/\n$/, '').split('\n');
    const body = lines.slice(member.depth - 1, lines.length - member.depth).join('\n');
    result += text.slice(position, member.start) + body.trimStart();
    position = member.end;
  });
  return result + text.slice(position);
}

/** `member` inside `depth` levels of braces, so prettier lays it out with its real indentation. */
function wrap(member: string, depth: number, index: number): string {
  const openers = [`interface __Wrap${index} {\n`, ...Array.from({ length: depth - 1 }, () => '__wrap: {\n')];
  const closers = [...Array.from({ length: depth - 1 }, () => '};\n'), '}\n'];
  return `${openers.join('')}${member}\n${closers.join('')}`;
}
