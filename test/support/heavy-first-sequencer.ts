/**
 * The order `npm test` starts its files in. vitest runs the longest files first when it has their
 * durations from an earlier run, and otherwise the largest files first. On a fresh clone (every CI
 * run) it has none, and some of the longest files are small: the committed-project check (a
 * `tsc -p` of the whole project) started last and ran alone for 15 s at the end while the other
 * worker had nothing left. Files in `heavyFirst` without a recorded duration start first, in the
 * order given; everything else keeps vitest's order.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function heavyFirstSequencer(heavyFirst: readonly string[]): typeof BaseSequencer {
  return class HeavyFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = new Map(sorted.map((spec) => [spec, this.rankOf(spec)]));
      // Array.prototype.sort is stable: within a project, files of equal rank keep vitest's order.
      return sorted.sort((a, b) => (a.project.name === b.project.name ? rank.get(a)! - rank.get(b)! : 0));
    }

    /** Its place in `heavyFirst`; after all of them when it is not listed or has a recorded duration. */
    private rankOf(spec: TestSpecification): number {
      const file = path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
      const index = heavyFirst.indexOf(file);
      const recorded = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`) !== undefined;
      return index === -1 || recorded ? heavyFirst.length : index;
    }
  };
}
