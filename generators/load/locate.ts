/**
 * Line and column for a JSON pointer, found in the document's own text. JSON is YAML, so one
 * parser serves both. Parsing for positions is done lazily — only when a problem needs a line —
 * because big documents (several MB) parse much faster with JSON.parse. mtc.config.json's
 * problems are placed by it too (scripts/lib/config.ts).
 */
import type { LineCounter, Node } from 'yaml';
import { yamlPackage } from './yaml-package.js';
import { fromPointer } from '../shared/json-pointer.js';

export interface Position {
  readonly line: number;
  readonly column: number;
}

export type Locator = (pointer: string) => Position;

const UNKNOWN: Position = { line: 0, column: 0 };

export function createLocator(text: string): Locator {
  let parsed: { root: unknown; counter: LineCounter } | undefined;
  return (pointer) => {
    parsed ??= parseForPositions(text);
    const node = deepestNode(parsed.root, fromPointer(pointer));
    const offset = node?.range?.[0];
    if (offset === undefined) return UNKNOWN;
    const { line, col } = parsed.counter.linePos(offset);
    return { line, column: col };
  };
}

function parseForPositions(text: string): { root: unknown; counter: LineCounter } {
  const { LineCounter, parseDocument } = yamlPackage();
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, keepSourceTokens: false, uniqueKeys: false });
  return { root: document.contents, counter };
}

/** Walks as far along the pointer as the source allows; the last node reached gives the position. */
function deepestNode(root: unknown, segments: readonly string[]): Node | undefined {
  let current = root as Node | null | undefined;
  for (const segment of segments) {
    const next = childNode(current, segment);
    if (next === undefined) break;
    current = next;
  }
  return current ?? undefined;
}

function childNode(node: Node | null | undefined, segment: string): Node | undefined {
  const { isMap, isScalar, isSeq } = yamlPackage();
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
    const value = pair?.value;
    if (value && typeof value === 'object' && 'range' in value) return value as Node;
    return pair && isScalar(pair.key) ? pair.key : undefined;
  }
  if (isSeq(node) && /^(0|[1-9][0-9]*)$/.test(segment)) {
    const item = node.items[Number(segment)];
    return item && typeof item === 'object' && 'range' in item ? (item as Node) : undefined;
  }
  return undefined;
}
