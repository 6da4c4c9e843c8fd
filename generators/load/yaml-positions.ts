/**
 * Positions in a YAML text (or any text the JSON scanner refuses, json-positions.ts), from the
 * `yaml` package's syntax tree: about ten times JSON.parse's cost per byte, so built only when a
 * problem needs a line. A map's members are indexed by name the first time a pointer passes
 * through it: searching them one by one made N lookups under a map of N members cost N².
 */
import type { Node, Pair, YAMLMap } from 'yaml';
import { yamlPackage } from './yaml-package.js';
import type { PositionFinder } from './locate.js';

export function yamlPositions(text: string): PositionFinder {
  const { LineCounter, parseDocument } = yamlPackage();
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, keepSourceTokens: false, uniqueKeys: false });
  const membersOf = new WeakMap<YAMLMap, ReadonlyMap<string, Pair>>();
  const childNode = (node: Node | null | undefined, segment: string): Node | undefined => {
    const { isMap, isSeq } = yamlPackage();
    if (isMap(node)) {
      let members = membersOf.get(node);
      if (members === undefined) membersOf.set(node, (members = membersByName(node)));
      return memberNode(members.get(segment));
    }
    if (isSeq(node) && /^(0|[1-9][0-9]*)$/.test(segment)) return rangedNode(node.items[Number(segment)]);
    return undefined;
  };
  return (segments) => {
    const offset = deepestNode(document.contents, segments, childNode)?.range?.[0];
    if (offset === undefined) return undefined;
    const { line, col } = counter.linePos(offset);
    return { line, column: col };
  };
}

/** Walks as far along the pointer as the source allows; the last node reached gives the position. */
function deepestNode(root: unknown, segments: readonly string[], childNode: (node: Node | null | undefined, segment: string) => Node | undefined): Node | undefined {
  let current = root as Node | null | undefined;
  for (const segment of segments) {
    const next = childNode(current, segment);
    if (next === undefined) break;
    current = next;
  }
  return current ?? undefined;
}

/** A map's members by name; of a name given twice, the first (uniqueKeys is off: a JSON text may repeat one). */
function membersByName(map: YAMLMap): ReadonlyMap<string, Pair> {
  const { isScalar } = yamlPackage();
  const members = new Map<string, Pair>();
  for (const pair of map.items) {
    if (!isScalar(pair.key)) continue;
    const name = String(pair.key.value);
    if (!members.has(name)) members.set(name, pair);
  }
  return members;
}

/** A member's value, or its key when the value is written nowhere (`name:` with nothing after). */
function memberNode(pair: Pair | undefined): Node | undefined {
  if (pair === undefined) return undefined;
  return rangedNode(pair.value) ?? rangedNode(pair.key);
}

function rangedNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && 'range' in value ? (value as Node) : undefined;
}
