/**
 * The bench harness's own logic: statistics, run order, options, report formatting. The
 * benchmarks themselves are not part of npm test; bench-smoke.test.ts runs them with tiny counts.
 */
import { describe, expect, it } from 'vitest';
import { withOneSchemaEdited, withOneSummaryEdited } from '../../scripts/bench/generation.js';
import { parseBenchOptions } from '../../scripts/bench/options.js';
import { atLeast, atMost, formatReport, formatSection, formatSectionOfRun, reportSections, sectionsToWrite, type Section } from '../../scripts/bench/report.js';
import { alternate, summarize } from '../../scripts/bench/stats.js';

describe('summarize', () => {
  it.each([
    ['odd count', [5, 1, 3], { median: 3, min: 1, max: 5, n: 3 }],
    ['even count averages the middle two', [4, 1, 3, 10], { median: 3.5, min: 1, max: 10, n: 4 }],
    ['one sample', [7], { median: 7, min: 7, max: 7, n: 1 }],
  ])('%s', (_name, samples, want) => {
    expect(summarize(samples)).toEqual(want);
  });

  it('refuses an empty list instead of reporting NaN', () => {
    expect(() => summarize([])).toThrow(/no samples/);
  });
});

describe('alternate', () => {
  it('interleaves contenders round by round and discards the warm-up rounds', async () => {
    const calls: string[] = [];
    let counter = 0;
    const contender = (label: string) => ({
      label,
      run: async () => {
        calls.push(label);
        return counter++;
      },
    });
    const results = await alternate([contender('ours'), contender('baseline')], 2, 1);
    expect(calls).toEqual(['ours', 'baseline', 'ours', 'baseline', 'ours', 'baseline']);
    // Values 0 and 1 came from the warm-up round.
    expect(results.get('ours')).toEqual([2, 4]);
    expect(results.get('baseline')).toEqual([3, 5]);
  });
});

describe('parseBenchOptions', () => {
  it('defaults to every benchmark, three runs', () => {
    expect(parseBenchOptions([])).toMatchObject({ only: ['generation', 'server', 'client', 'stores'], runs: 3, quick: false, write: false });
  });

  it('accepts repeated and comma-separated --only, in the canonical order', () => {
    expect(parseBenchOptions(['--only', 'client,generation']).only).toEqual(['generation', 'client']);
    expect(parseBenchOptions(['--only', 'server', '--only', 'client']).only).toEqual(['server', 'client']);
  });

  it('makes --quick a single run unless --runs says otherwise', () => {
    expect(parseBenchOptions(['--quick']).runs).toBe(1);
    expect(parseBenchOptions(['--quick', '--runs', '4']).runs).toBe(4);
  });

  it.each([
    [['--only', 'gen'], /--only gen: unknown benchmark/],
    [['--runs', '0'], /--runs 0: give a whole number/],
    [['--runs', 'x'], /--runs x/],
    [['--fast'], /Unknown option/],
  ])('refuses %j with a message that says how to fix it', (argv, message) => {
    expect(() => parseBenchOptions(argv)).toThrow(message);
  });
});

describe('report', () => {
  it('judges goals at their boundary', () => {
    expect(atMost('ratio', 1.5, 1.5).pass).toBe(true);
    expect(atMost('ratio', 1.51, 1.5).pass).toBe(false);
    expect(atLeast('ratio', 0.85, 0.85).pass).toBe(true);
    expect(atLeast('ratio', 0.84, 0.85).pass).toBe(false);
  });

  it('prints rows, PASS/MISS and what was not measured', () => {
    const section: Section = {
      title: 'T',
      description: 'D',
      rows: [{ label: 'ours', unit: 'ms', summary: summarize([1200, 1000, 1400]) }],
      checks: [atMost('time ratio', 2, 1.5), atLeast('speed ratio', 0.9, 0.85)],
      notMeasured: ['not measured: the thing is missing'],
      notes: [],
    };
    const text = formatSection(section);
    expect(text).toContain('| ours | 1,200 ms | 1,000 ms | 1,400 ms | 3 |');
    expect(text).toContain('- MISS: time ratio = 2.00 (goal ≤ 1.5)');
    expect(text).toContain('- PASS: speed ratio = 0.90 (goal ≥ 0.85)');
    expect(text).toContain('- not measured: the thing is missing');
  });

  it('a run of some benchmarks rewrites their sections and keeps the others, each naming its run (--only once replaced the whole report)', () => {
    const section = (title: string, figure: string): Section => ({ title, description: figure, rows: [], checks: [atMost('ratio', 1, 1.5)], notMeasured: [], notes: [] });
    const machine = { cpu: 'C', cores: 2, memoryGiB: 24, node: 'v20', platform: 'linux', loadAverage: 0.5 };
    const full = { command: 'npm run bench -- --runs 5', startedAt: 'T1', load: 0.5 };
    const titles = ['1. Generation', '2. Server', '3. Client'];
    const first = formatReport(machine, full, sectionsToWrite(titles, new Map(titles.map((title) => [title, formatSectionOfRun(section(title, `${title} first`), full)])), new Map()));
    const partial = { command: 'npm run bench -- --only server', startedAt: 'T2', load: 1.5 };
    const second = formatReport(machine, partial, sectionsToWrite(titles, new Map([['2. Server', formatSectionOfRun(section('2. Server', 'server second'), partial)]]), reportSections(first)));
    expect(second).toContain('1. Generation first\n');
    expect(second).toContain('3. Client first\n');
    expect(second).toContain('server second\n');
    expect(second).not.toContain('2. Server first');
    const kept = reportSections(second);
    expect([...kept.keys()].filter((title) => titles.includes(title))).toEqual(titles);
    expect(kept.get('1. Generation')).toContain('- measured by `npm run bench -- --runs 5`, started T1, load average 0.50 at its start\n');
    expect(kept.get('2. Server')).toContain('- measured by `npm run bench -- --only server`, started T2, load average 1.50 at its start\n');
    // Written again with nothing new, the report is the same text: keeping a section changes nothing in it.
    expect(formatReport(machine, partial, sectionsToWrite(titles, new Map(), kept))).toBe(second);
  });
});

describe('withOneSummaryEdited (the generation benchmark\'s run after an edit)', () => {
  it('changes the first operation\'s summary only, and refuses what it cannot edit', () => {
    const document = { openapi: '3.0.3', paths: { '/a': { parameters: [], get: { summary: 'List', responses: {} }, post: { responses: {} } } } };
    const edited = JSON.parse(withOneSummaryEdited(JSON.stringify(document))!);
    expect(edited.paths['/a'].get.summary).toBe('List (edited for the benchmark)');
    expect({ ...edited, paths: { '/a': { ...edited.paths['/a'], get: { ...edited.paths['/a'].get, summary: 'List' } } } }).toEqual(document);
    expect(withOneSummaryEdited('openapi: 3.0.3\n')).toBeUndefined();
    expect(withOneSummaryEdited(JSON.stringify({ paths: { '/a': { parameters: [] } } }))).toBeUndefined();
  });
});

describe("withOneSchemaEdited (the generation benchmark's run after a schema edit)", () => {
  it("changes the first object-like component schema's description only, in 3.x and 2.0, and refuses what it cannot edit", () => {
    const document = { openapi: '3.0.3', paths: {}, components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'object', description: 'Bee' }, C: { type: 'string' } } } };
    const edited = JSON.parse(withOneSchemaEdited(JSON.stringify(document))!);
    expect(edited.components.schemas.B.description).toBe('Bee (edited for the benchmark)');
    expect({ ...edited, components: { schemas: { ...edited.components.schemas, B: { type: 'object', description: 'Bee' } } } }).toEqual(document);
    const swagger = JSON.parse(withOneSchemaEdited(JSON.stringify({ swagger: '2.0', definitions: { Pet: { type: 'object' } } }))!);
    expect(swagger.definitions.Pet.description).toBe('Schema (edited for the benchmark)');
    expect(withOneSchemaEdited('openapi: 3.0.3\n')).toBeUndefined();
    expect(withOneSchemaEdited(JSON.stringify({ openapi: '3.0.3', components: { schemas: { A: { $ref: '#/x' } } } }))).toBeUndefined();
  });
});
