/**
 * Line and column for a JSON pointer, found in the document's own text: a JSON text by a scanner
 * of its own (json-positions.ts), anything else by the `yaml` package (yaml-positions.ts). The
 * text decides, not the file's name: a text is JSON when the scanner reads it whole, and a YAML
 * file written as JSON is placed the same by both. Parsing for positions is done lazily — only
 * when a problem needs a line — because the loader reads values with JSON.parse, much faster on
 * big documents. mtc.config.json's problems are placed by it too (scripts/lib/config.ts).
 */
import { fromPointer } from '../shared/json-pointer.js';
import { jsonPositions } from './json-positions.js';
import { yamlPositions } from './yaml-positions.js';

export interface Position {
  readonly line: number;
  readonly column: number;
}

export type Locator = (pointer: string) => Position;

/** The position of the deepest node a pointer's segments reach in a text, if any. */
export type PositionFinder = (segments: readonly string[]) => Position | undefined;

const UNKNOWN: Position = { line: 0, column: 0 };

export function createLocator(text: string): Locator {
  let find: PositionFinder | undefined;
  return (pointer) => {
    find ??= jsonPositions(text) ?? yamlPositions(text);
    return find(fromPointer(pointer)) ?? UNKNOWN;
  };
}
