/**
 * openapi-typescript's bundled Redocly core (1.x) looks up every object key of the document in
 * plain objects (`type.properties[name]`), so a schema property named `valueOf`, `toString` or
 * `hasOwnProperty` finds Object.prototype's function and crashes it (`constructor` and
 * `__proto__` are misread more quietly). Our loader accepts such names, so before handing the
 * document over we replace every prototype-member name — as a key, as a whole string value
 * (`required`, `enum`, parameter names) or as a `$ref` segment — with a unique placeholder, and
 * put the real name back in the printed TypeScript: a placeholder identifier becomes a quoted
 * property name, and inside strings and comments the plain name returns.
 */
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';
import { stringLiteral } from '../print/escape.js';
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
  // Most documents name no prototype member at all: then a copy parsed from the text is enough
  // (masking copies object by object, about half a second on Stripe's, to change nothing). A
  // copy either way: openapi-typescript writes into the document it is given (it appends to
  // discriminator descriptions), and the other emitters share this one.
  if (!MENTION.test(text)) return { document: JSON.parse(text) as unknown, originals: new Map() };
  const prefix = uniquePlaceholder(text, '__oats_masked_');
  const placeholders = new Map(PROTOTYPE_NAMES.map((name, index) => [name, `${prefix}${index}__`]));
  const originals = new Map([...placeholders].map(([name, placeholder]) => [placeholder, name]));
  const maskString = (value: string): string => {
    const whole = placeholders.get(value);
    if (whole !== undefined) return whole;
    if (!value.startsWith('#/')) return value;
    return value
      .split('/')
      .map((segment) => placeholders.get(segment) ?? segment)
      .join('/');
  };
  return { document: maskValue(document, maskString), originals };
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
    const original = kind === ts.SyntaxKind.Identifier ? originals.get(tokenText) : undefined;
    output += original !== undefined ? stringLiteral(original) : tokenText.replace(pattern, (placeholder) => originals.get(placeholder) ?? placeholder);
  }
  return output;
}
