/**
 * Summaries and the alternating run order shared by every benchmark.
 *
 * Contenders run interleaved (A, B, C, A, B, C, ...) rather than in blocks, so a burst of machine
 * noise (another process, thermal throttling, GC of the harness) lands on all of them instead of
 * skewing one. Medians, not means, because a single stalled run must not move the figure.
 */

export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly n: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('summarize: no samples (a benchmark produced no measurement)');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, n: sorted.length };
}

/** One contender: a label and a function that performs one measured run and returns its samples. */
export interface Contender<M> {
  readonly label: string;
  readonly run: () => Promise<M>;
}

/**
 * Runs every contender `runs` times, alternating, and returns each contender's measurements in
 * label order. Warm-up runs (discarded) go first, also alternating, so no contender profits
 * alone from a warm file cache or JIT.
 */
export async function alternate<M>(
  contenders: readonly Contender<M>[],
  runs: number,
  warmups = 0,
): Promise<Map<string, M[]>> {
  const results = new Map<string, M[]>(contenders.map((c) => [c.label, []]));
  for (let round = 0; round < warmups + runs; round++) {
    for (const contender of contenders) {
      const measurement = await contender.run();
      if (round >= warmups) results.get(contender.label)!.push(measurement);
    }
  }
  return results;
}
