/**
 * Names openapi-typescript cannot take, masked on the way in and restored on the way out:
 * - prototype-member names: its bundled Redocly core (1.x) looks up every object key of the
 *   document in plain objects (`type.properties[name]`), so a schema property named `valueOf`,
 *   `toString` or `hasOwnProperty` finds Object.prototype's function and crashes it (`constructor`
 *   and `__proto__` are misread more quietly);
 * - names percent-decoding refuses (a `%` that starts no escape, as in a property `50%off`, a
 *   schema `Rate%` or a parameter `rate%`): it builds a JSON pointer from each name on its way down
 *   and decodes it again, which threw "URI malformed" for an object below such a name.
 * Our loader accepts both, so before handing the document over we replace each such name — as a
 * key, as a whole string value (`required`, `enum`, parameter names) or as a `$ref` segment — with
 * a unique placeholder, and put the real name back in the printed TypeScript: a placeholder
 * identifier becomes a quoted property name, inside a string literal the literal is written again
 * with the name in it, and inside a comment the name is escaped as comment text (a name is spec
 * text: `"` or `*\/` in it must not end either).
 */
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';
import { lineCommentText, stringLiteral } from '../print/escape.js';
import { decodeFragment, unescapeToken } from '../shared/json-pointer.js';
import { setOwn, uniquePlaceholder } from '../shared/key-masking.js';

// Required, not imported: an ESM import of this 9 MB CommonJS module makes Node scan all of it
// for export names first, which costs more than loading it.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

export interface Masking {
  readonly document: unknown;
  /** Placeholder → original name. */
  readonly originals: ReadonlyMap<string, string>;
}

export function maskPrototypeNames(document: unknown): Masking {
  const text = JSON.stringify(document) ?? '';
  // Most documents name none: then a copy parsed from the text is enough (masking copies object
  // by object, about half a second on Stripe's, to change nothing). A copy either way:
  // openapi-typescript writes into the document it is given (it appends to discriminator
  // descriptions), and the other emitters share this one.
  const names = [...(MENTION.test(text) ? PROTOTYPE_NAMES : []), ...(PERCENT_NAME.test(text) ? undecodableNames(document) : [])];
  if (names.length === 0) return { document: JSON.parse(text) as unknown, originals: new Map() };
  const prefix = uniquePlaceholder(text, '__oats_masked_');
  const placeholders = new Map(names.map((name, index) => [name, `${prefix}${index}__`]));
  const originals = new Map([...placeholders].map(([name, placeholder]) => [placeholder, name]));
  const maskString = (value: string): string => {
    const whole = placeholders.get(value);
    if (whole !== undefined) return whole;
    if (!value.startsWith('#/')) return value;
    return value
      .split('/')
      .map((segment) => placeholders.get(segment) ?? placeholders.get(pointerToken(segment)) ?? segment)
      .join('/');
  };
  return { document: maskValue(document, maskString), originals };
}

/** A `$ref` segment as the name it stands for: percent-decoded, then `~1` and `~0` undone. */
function pointerToken(segment: string): string {
  return unescapeToken(decodeFragment(segment));
}

/**
 * Whether the JSON text may hold a key or a `name` value with a `%` in it: a `%` in a string that
 * ends `":` (a key), or in a `"name":` string. Descriptions have `%` more often than names do, and
 * walking Stripe's document for names took 70 ms; this test of its text takes 1 ms (a false alarm
 * only costs the walk).
 */
const PERCENT_NAME = /%(?:[^"\\]|\\.)*":|"name":"(?:[^"\\]|\\.)*%/;

/** Keys and `name` values (parameters, headers) that percent-decoding refuses. */
function undecodableNames(document: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (!Array.isArray(node) && !decodes(key)) found.add(key);
      if (key === 'name' && typeof value === 'string' && !decodes(value)) found.add(value);
      visit(value);
    }
  };
  visit(document);
  return [...found];
}

function decodes(name: string): boolean {
  if (!name.includes('%')) return true;
  try {
    decodeURIComponent(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `maskString` could change anything: a string (key or value) equal to a prototype
 * member's name is `"name"` in the JSON text, and a `$ref` segment is `/name/` or `/name"`. One
 * pattern that also takes `"name/` (a false alarm only costs the masking copy): 36 searches of
 * the text took about 30 ms on a 2 MB document, this one about 3 ms.
 */
const MENTION = new RegExp(`["/](?:${PROTOTYPE_NAMES.join('|')})["/]`);

function maskValue(value: unknown, maskString: (value: string) => string): unknown {
  if (typeof value === 'string') return maskString(value);
  if (Array.isArray(value)) return value.map((item) => maskValue(item, maskString));
  if (typeof value !== 'object' || value === null) return value;
  const masked: { [key: string]: unknown } = {};
  for (const [key, item] of Object.entries(value)) {
    const name = maskString(key);
    const child = maskValue(item, maskString);
    // A key that is still `__proto__` here must stay data.
    setOwn(masked, name, child);
  }
  return masked;
}

/** Puts the real names back into printed TypeScript, token by token. */
export function unmaskPrototypeNames(text: string, originals: ReadonlyMap<string, string>): string {
  if (originals.size === 0) return text;
  const pattern = new RegExp([...originals.keys()].sort((a, b) => b.length - a.length).join('|'), 'g');
  if (!pattern.test(text)) return text;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  let output = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const tokenText = scanner.getTokenText();
    output += restoredToken(kind, tokenText, scanner, pattern, originals);
  }
  return output;
}

/** A token with the real names back: a placeholder identifier quoted, a string literal written again, comment text escaped. */
function restoredToken(kind: TypeScript.SyntaxKind, tokenText: string, scanner: TypeScript.Scanner, pattern: RegExp, originals: ReadonlyMap<string, string>): string {
  const restore = (escape: (name: string) => string) => (placeholder: string) => {
    const original = originals.get(placeholder);
    return original === undefined ? placeholder : escape(original);
  };
  const whole = kind === ts.SyntaxKind.Identifier ? originals.get(tokenText) : undefined;
  if (whole !== undefined) return stringLiteral(whole);
  if (!tokenText.match(pattern)) return tokenText;
  if (kind === ts.SyntaxKind.StringLiteral) return stringLiteral(scanner.getTokenValue().replace(pattern, restore((name) => name)));
  if (kind === ts.SyntaxKind.MultiLineCommentTrivia || kind === ts.SyntaxKind.SingleLineCommentTrivia) return tokenText.replace(pattern, restore(lineCommentText));
  return tokenText.replace(pattern, restore((name) => name));
}
