/**
 * Display width of text exactly as prettier measures it when it decides where lines break (East
 * Asian wide characters count 2, combining marks 0), for printers that lay out text the way
 * prettier would (generators/print/data-literal.ts, generators/emit/types-layout.ts). prettier is
 * only loaded for text that is not plain ASCII, and through its small CommonJS entry.
 */
import { createRequire } from 'node:module';
import type * as Prettier from 'prettier';

const PLAIN_ASCII = /^[\x20-\x7E]*$/;

let getStringWidth: ((text: string) => number) | undefined;

export function stringWidth(text: string): number {
  if (PLAIN_ASCII.test(text)) return text.length;
  getStringWidth ??= (createRequire(import.meta.url)('prettier') as typeof Prettier).util.getStringWidth;
  return getStringWidth(text);
}
