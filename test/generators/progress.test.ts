/**
 * The heartbeat of a long generate (generators/progress.ts): a large document kept generate
 * silent for half a minute after "emitting…", which looks hung.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEAT_SECONDS, heartbeat } from '../../generators/progress.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('heartbeat', () => {
  it('names what is still under way every ten seconds, and says nothing once the work is done or stopped', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const beat = heartbeat((line) => lines.push(line), () => Date.now());
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
});
