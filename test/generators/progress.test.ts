/**
 * The heartbeat of a long generate (generators/progress.ts): a large document kept generate
 * silent for half a minute after "emitting…", which looks hung; and, its beats coming from a
 * timer of the busy thread, for 13 s while an emitter worked synchronously.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BEAT_SECONDS, beatLine, heartbeat } from '../../generators/progress.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'progress-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

afterEach(() => {
  vi.useRealTimers();
});

describe('heartbeat', () => {
  it('names what is still under way every ten seconds, and says nothing once the work is done or stopped', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const beat = heartbeat((line) => lines.push(line), { now: () => Date.now() });
    const finishers: (() => void)[] = [];
    const task = () => new Promise<void>((resolve) => finishers.push(resolve));
    const emitting = beat.during('emitting client', task());
    const laying = ['client.ts', 'server.ts', 'envelope.ts', 'types.ts', 'runtime/a.ts', 'runtime/b.ts'].map((file) => beat.during(`laying out ${file}`, task()));
    await vi.advanceTimersByTimeAsync(BEAT_SECONDS * 1000 - 1);
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(lines).toEqual(['…still at work after 10 s: emitting client, laying out client.ts, laying out server.ts, laying out envelope.ts and 3 more']);
    finishers[0]!();
    await emitting;
    await vi.advanceTimersByTimeAsync(BEAT_SECONDS * 1000);
    expect(lines[1]).toBe('…still at work after 20 s: laying out client.ts, laying out server.ts, laying out envelope.ts, laying out types.ts and 2 more');
    for (const finish of finishers) finish();
    await Promise.all(laying);
    await vi.advanceTimersByTimeAsync(BEAT_SECONDS * 1000);
    expect(lines).toHaveLength(2);
    beat.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes each piece of work\'s result or failure through unchanged', async () => {
    const beat = heartbeat(() => undefined);
    try {
      await expect(beat.during('x', Promise.resolve(42))).resolves.toBe(42);
      await expect(beat.during('y', Promise.reject(new Error('no')))).rejects.toThrow('no');
    } finally {
      beat.stop();
    }
  });

  it('beats while this thread is blocked by synchronous work, once the run is long, from a thread of its own', () => {
    const file = path.join(scratch, 'blocked.log');
    const fd = openSync(file, 'w');
    const lines: string[] = [];
    const beat = heartbeat((line) => lines.push(line), { fd, beatMs: 100 });
    try {
      beat.long();
      expect(beat.threaded()).toBe(true);
      // Work that never lets this thread's timers run, until three beats came or for 5 s (fifty are due).
      const written = beat.blocking('checking the blocked thread', () => {
        const until = Date.now() + 5000;
        let text = '';
        while (Date.now() < until && text.split('\n').length <= 3) text = readFileSync(file, 'utf8');
        return text;
      });
      const beats = written.split('\n').filter((line) => line !== '');
      expect(beats.length).toBeGreaterThanOrEqual(3);
      for (const line of beats) expect(line).toMatch(/^…still at work after \d+ s: checking the blocked thread$/);
      // This thread's own timer no longer beats: nothing comes twice.
      expect(lines).toEqual([]);
    } finally {
      beat.stop();
      closeSync(fd);
    }
  });

  it('starts no thread for a short run, nor without a file descriptor to write to', async () => {
    const fd = openSync(path.join(scratch, 'short.log'), 'w');
    try {
      const short = heartbeat(() => undefined, { fd, longAfterMs: 60_000 });
      await short.during('a short stage', new Promise((resolve) => setTimeout(resolve, 20)));
      expect(short.threaded()).toBe(false);
      short.stop();
      const unwritable = heartbeat(() => undefined, { longAfterMs: 0 });
      unwritable.long();
      await unwritable.during('a stage', Promise.resolve());
      expect(unwritable.threaded()).toBe(false);
      unwritable.stop();
    } finally {
      closeSync(fd);
    }
  });

  it('moves to its thread when a stage starts after the run has lasted long enough, or when the timer first gets a turn', async () => {
    const fd = openSync(path.join(scratch, 'late.log'), 'w');
    try {
      const byStage = heartbeat(() => undefined, { fd, longAfterMs: 30 });
      const until = Date.now() + 40;
      while (Date.now() < until) {
        // a first stage that blocked this thread past the grace
      }
      byStage.blocking('the next stage', () => expect(byStage.threaded()).toBe(true));
      byStage.stop();
      const byTimer = heartbeat(() => undefined, { fd, longAfterMs: 30 });
      // This thread idle: its timer gets a turn soon after the grace.
      await vi.waitFor(() => expect(byTimer.threaded()).toBe(true), { timeout: 5000, interval: 20 });
      byTimer.stop();
    } finally {
      closeSync(fd);
    }
  });

  it('gives the thread labels past what it holds cut at a character, and the same line as this thread writes', () => {
    const file = path.join(scratch, 'long-labels.log');
    const fd = openSync(file, 'w');
    const beat = heartbeat(() => undefined, { fd, beatMs: 50 });
    try {
      beat.long();
      const label = `laying out ${'é'.repeat(3000)}`;
      const written = beat.blocking(label, () => {
        const until = Date.now() + 5000;
        let text = '';
        while (Date.now() < until && !text.includes('\n')) text = readFileSync(file, 'utf8');
        return text;
      });
      const first = written.split('\n')[0]!;
      const seconds = Number(/after (\d+) s/.exec(first)?.[1]);
      const named = first.slice(beatLine(seconds * 1000, '').length);
      expect(first).toBe(beatLine(seconds * 1000, named));
      expect(named).not.toContain('\uFFFD');
      expect(named.length).toBeLessThan(label.length);
      expect(label.startsWith(named)).toBe(true);
    } finally {
      beat.stop();
      closeSync(fd);
    }
  });
});
