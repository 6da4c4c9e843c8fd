/**
 * Each benchmark end to end with tiny counts, so a broken harness shows up in npm test rather
 * than on the day someone runs `npm run bench`. The figures themselves mean nothing here.
 * Where a part of ours has not landed, the benchmark must say "not measured: <what>" instead
 * of printing a figure.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchClient } from '../../scripts/bench/client.js';
import { benchGeneration } from '../../scripts/bench/generation.js';
import { GENERATE_CLI, OUR_SPEC, REPO_ROOT } from '../../scripts/bench/paths.js';
import type { Section } from '../../scripts/bench/report.js';
import { benchServer } from '../../scripts/bench/server.js';

const REFERENCE_APP = path.join(REPO_ROOT, 'service/src/app.ts');
const GENERATED_SERVER = path.join(REPO_ROOT, 'generated/server.ts');
const canGenerate = existsSync(GENERATE_CLI) && existsSync(OUR_SPEC);
/** One operation: the harness is what is under test here, not the generator's speed. */
const TINY_SPEC = path.join(REPO_ROOT, 'test/bench/fixtures/one-operation.yaml');
// Each case starts real processes (a full generate takes ~10-20 s on a busy two-core machine).
const TIMEOUT_MS = 240_000;

/** `judged`: whether the section must have checks; the server's may all be set aside as notes (a held-back baseline), which its test asserts per route. */
function expectFigures(section: Section, rows: number, judged = true): void {
  expect(section.notMeasured.filter((line) => line.includes('failed'))).toEqual([]);
  expect(section.rows).toHaveLength(rows);
  for (const row of section.rows) {
    expect(Number.isFinite(row.summary.median) && row.summary.median > 0, `${row.label}: ${row.summary.median}`).toBe(true);
  }
  if (judged) expect(section.checks.length).toBeGreaterThan(0);
}

function expectNotMeasured(section: Section, missing: RegExp): void {
  expect(section.rows).toEqual([]);
  expect(section.checks).toEqual([]);
  expect(section.notMeasured.join('\n')).toMatch(missing);
}

describe('npm run bench, tiny counts', () => {
  it('generation: times our generate, cold and warm, on a tiny document (our spec, Stripe and the hey-api comparison are left to the real run)', async () => {
    // The types alone: the harness is under test (cold and warm runs, their rows and checks), not
    // the emitters.
    const section = await benchGeneration({ runs: 1, warmups: 0, skipStripe: true, skipMidSize: true, spec: TINY_SPEC, outputs: ['types'] });
    if (canGenerate) expectFigures(section, 3);
    else expectNotMeasured(section, /not measured: .*does not exist yet/);
  }, TIMEOUT_MS);

  it('server: loads the reference server and both baselines', async () => {
    // 2,000 requests per server and route, each checked by autocannon (a failed one throws): a
    // count rather than a quarter second of load, which on a saturated machine once answered none
    // (a rate of 0); and enough CPU time for /proc's 10 ms ticks to give every server a figure.
    const section = await benchServer({ runs: 1, durationSeconds: 0.25, requests: 2_000, connections: 2, warmups: 0 });
    if (existsSync(REFERENCE_APP) && existsSync(GENERATED_SERVER)) {
      // Requests/s for each server and route, and where /proc tells it, the server's CPU per request.
      const cpu = existsSync('/proc/self/stat');
      expectFigures(section, cpu ? 12 : 6, false);
      if (cpu) expect(section.rows.filter((row) => row.unit === 'µs')).toHaveLength(6);
      for (const route of ['GET', 'POST']) {
        // Each ratio is judged, or set aside in a note that says why (a baseline the load
        // generator held back, which two connections for a quarter second may do); the CPU
        // ratio, where /proc gives it, goes with the requests/s one.
        const judged = section.checks.some((check) => check.what.startsWith(route) && check.what.endsWith('ours / hand-written Fastify'));
        const setAside = section.notes.some((note) => note.startsWith(route) && note.includes('not judged: the load generator held back'));
        expect(judged).toBe(!setAside);
        if (!cpu) continue;
        const cpuJudged = section.checks.some((check) => check.what.startsWith(route) && check.what.includes('server CPU per request'));
        const cpuSetAside = section.notes.some((note) => note.startsWith(route) && note.includes('server CPU per request ratio') && note.includes('not judged'));
        expect([cpuJudged, cpuSetAside]).toEqual([judged, setAside]);
      }
    } else expectNotMeasured(section, /not measured: (service\/src\/app.ts|generated\/server.ts) does not exist/);
  }, TIMEOUT_MS);

  it('client: calls the generated client and both baselines, and sizes the bundle (Stripe is left to the real run)', async () => {
    const section = await benchClient({ runs: 1, calls: 200, warmups: 0, skipStripe: true });
    if (canGenerate) {
      // The generator may not emit client.ts yet: then the section says so, and nothing else.
      if (section.rows.length === 0) expectNotMeasured(section, /not measured: .*client/);
      else expectFigures(section, 6);
    } else {
      expectNotMeasured(section, /not measured: .*does not exist yet/);
    }
  }, TIMEOUT_MS);
});
