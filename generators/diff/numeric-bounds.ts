/**
 * A number's lower and upper bound as one each: `minimum: 0` is `>= 0` and `exclusiveMinimum: 0`
 * (OpenAPI 3.1, JSON Schema 2020-12) is `> 0`. Compared keyword by keyword, `exclusiveMinimum: 0`
 * rewritten as `minimum: 0` read as a new minimum (breaking) beside a dropped exclusive one, where
 * the head accepts more (0 itself), and `minimum: 0` becoming `exclusiveMinimum: 0` was said as
 * two changes (a red-team pass, 2026-11-29). The stricter keyword of a side is its bound.
 */

interface Bound {
  readonly value: number;
  readonly exclusive: boolean;
}

interface BoundKeywords {
  readonly lower: boolean;
  readonly inclusive: string;
  readonly exclusive: string;
}

const BOUNDS: readonly BoundKeywords[] = [
  { lower: true, inclusive: 'minimum', exclusive: 'exclusiveMinimum' },
  { lower: false, inclusive: 'maximum', exclusive: 'exclusiveMaximum' },
];

export interface BoundChange {
  /** The keywords this change stands for, which are not compared one by one. */
  readonly keywords: readonly string[];
  readonly narrowed: boolean;
  readonly text: string;
}

/** Whether `a` lets fewer values through than `b`. */
function stricter(lower: boolean, a: Bound, b: Bound): boolean {
  if (a.value !== b.value) return lower ? a.value > b.value : a.value < b.value;
  return a.exclusive && !b.exclusive;
}

function boundOf(constraints: ReadonlyMap<string, unknown>, keywords: BoundKeywords): Bound | undefined {
  const inclusive = constraints.get(keywords.inclusive);
  const exclusive = constraints.get(keywords.exclusive);
  const given: Bound[] = [];
  if (typeof inclusive === 'number') given.push({ value: inclusive, exclusive: false });
  if (typeof exclusive === 'number') given.push({ value: exclusive, exclusive: true });
  return given.reduce<Bound | undefined>((kept, next) => (kept === undefined || stricter(keywords.lower, next, kept) ? next : kept), undefined);
}

function boundText(bound: Bound | undefined, keywords: BoundKeywords): string {
  if (bound === undefined) return 'none';
  const sign = keywords.lower ? (bound.exclusive ? '>' : '>=') : bound.exclusive ? '<' : '<=';
  return `${sign} ${bound.value} (${bound.exclusive ? keywords.exclusive : keywords.inclusive})`;
}

/**
 * The bounds that changed where a side uses a numeric exclusive keyword; where neither does, the
 * keywords are compared one by one as before (`maximum changed from 100 to 10`).
 */
export function boundChanges(base: ReadonlyMap<string, unknown>, head: ReadonlyMap<string, unknown>): BoundChange[] {
  const changes: BoundChange[] = [];
  for (const keywords of BOUNDS) {
    const exclusiveUsed = [base, head].some((side) => typeof side.get(keywords.exclusive) === 'number');
    if (!exclusiveUsed) continue;
    const before = boundOf(base, keywords);
    const after = boundOf(head, keywords);
    const covered = [keywords.inclusive, keywords.exclusive];
    if (before !== undefined && after !== undefined && before.value === after.value && before.exclusive === after.exclusive) {
      changes.push({ keywords: covered, narrowed: false, text: '' });
      continue;
    }
    const narrowed = after !== undefined && (before === undefined || stricter(keywords.lower, after, before));
    const side = keywords.lower ? 'lower' : 'upper';
    changes.push({ keywords: covered, narrowed, text: `${side} bound changed from ${boundText(before, keywords)} to ${boundText(after, keywords)}` });
  }
  return changes;
}
