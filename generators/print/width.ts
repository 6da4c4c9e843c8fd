/**
 * Display width of text exactly as prettier measures it when it decides where lines break (East
 * Asian wide characters count 2, combining marks 0), for printers that lay out text the way
 * prettier would (generators/print/data-literal.ts).
 */
import { util } from 'prettier';

export function stringWidth(text: string): number {
  return util.getStringWidth(text);
}
