/**
 * Line and column for a JSON pointer, found in the document's own text. JSON is YAML, so one
 * parser serves both. Parsing for positions is done lazily — only when a problem needs a line —
 * because big documents (several MB) parse much faster with JSON.parse. mtc.config.json's
 * problems are placed by it too (scripts/lib/config.ts).
 */
import { fromPointer } from '../shared/json-pointer.js';
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
    find ??= yamlPositions(text);
    return find(fromPointer(pointer)) ?? UNKNOWN;
  };
}
