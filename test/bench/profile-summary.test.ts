import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/bench/paths.js';
import { ownerOf, projectAttribution, selfTimes, summarizeProfile } from '../../scripts/bench/profile-summary.js';

const inRepo = (file: string) => pathToFileURL(`${REPO_ROOT}/${file}`).href;
const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9 });
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', '') },
    { id: 2, callFrame: frame('format', inRepo('node_modules/prettier/index.mjs')) },
    { id: 3, callFrame: frame('emitClient', inRepo('generators/emit/client.ts')) },
  ],
  samples: [2, 2, 3, 2],
  timeDeltas: [1000, 2000, 500, 3000],
};

describe('profile-summary', () => {
  it('adds each sample\'s time delta to the node it landed on', () => {
    expect(selfTimes(profile)).toEqual(new Map([[2, 6], [3, 0.5]]));
  });

  it.each([
    [inRepo('node_modules/prettier/index.mjs'), 'prettier'],
    [inRepo('node_modules/@ts-morph/common/dist/x.js'), '@ts-morph/common'],
    [inRepo('generators/emit/client.ts'), 'generators/emit/client.ts'],
    ['node:internal/modules/cjs/loader', 'node internals'],
    ['', '(native, GC, idle)'],
    ['file:///somewhere/else/tool.js', '/somewhere/else/tool.js'],
  ])('names the owner of %s', (url, owner) => {
    expect(ownerOf(url)).toBe(owner);
  });

  it('ranks owners by self time with their share', () => {
    const text = summarizeProfile(profile, 5);
    expect(text).toContain('total sampled: 7 ms');
    expect(text).toMatch(/6 ms\s+92\.3%\s+prettier/);
    expect(text.indexOf('prettier')).toBeLessThan(text.indexOf('generators/emit/client.ts'));
  });

  it('blames time inside a dependency on the innermost project function that called it', () => {
    const tree = {
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
        { id: 2, callFrame: frame('emitServer', inRepo('generators/emit/server.ts')), children: [3] },
        { id: 3, callFrame: frame('scan', inRepo('node_modules/@ts-morph/common/dist/typescript.js')) },
        { id: 4, callFrame: frame('compile', 'node:internal/modules/cjs/loader') },
      ],
      samples: [3, 3, 2, 4],
      timeDeltas: [1000, 1000, 1000, 5000],
    };
    expect(projectAttribution(tree)).toEqual(
      new Map([
        ['emitServer generators/emit/server.ts:10', 3],
        ['(outside project code: start-up, module loading, GC)', 5],
      ]),
    );
  });
});
