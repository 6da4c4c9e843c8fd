/**
 * A route table the runtime started on is remembered, and only that (start-check-memory.ts):
 * any change to the table, to the runtime or to a member's presence checks again, and a refusal
 * is never remembered.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runStartCheck } from '../../generators/emit/server/start-check-thread.js';
import { runtimeIdentity, startMemory } from '../../generators/emit/server/start-check-memory.js';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';

const folder = mkdtempSync(path.join(os.tmpdir(), 'start-check-memory-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const table = { routes: [{ method: 'GET', url: '/a', schema: { type: 'string', enum: ['x'] } }] };
const runtime = () => 'runtime-1';

describe('what the start check remembers', () => {
  it('remembers a table once told it started, for the same table and runtime only', () => {
    expect(startMemory(table, ['/paths/~1a/get'], { folder, runtime }).remembered).toBe(false);
    startMemory(table, ['/paths/~1a/get'], { folder, runtime }).remember();
    expect(startMemory(table, ['/paths/~1a/get'], { folder, runtime }).remembered).toBe(true);
    expect(startMemory(structuredClone(table), ['/paths/~1a/get'], { folder, runtime }).remembered).toBe(true);

    const changed = { routes: [{ ...table.routes[0], schema: { type: 'string', enum: ['y'] } }] };
    expect(startMemory(changed, ['/paths/~1a/get'], { folder, runtime }).remembered).toBe(false);
    expect(startMemory(table, ['/paths/~1b/get'], { folder, runtime }).remembered).toBe(false);
    expect(startMemory(table, ['/paths/~1a/get'], { folder, runtime: () => 'runtime-2' }).remembered).toBe(false);
  });

  it('tells a member set to undefined from an absent one, and from any string', () => {
    const absent = { routes: [{ method: 'GET', url: '/b' }] };
    startMemory(absent, [], { folder, runtime }).remember();
    expect(startMemory({ routes: [{ method: 'GET', url: '/b', schema: undefined }] }, [], { folder, runtime }).remembered).toBe(false);
    const withUndefined = { routes: [{ method: 'GET', url: '/c', schema: undefined }] };
    startMemory(withUndefined, [], { folder, runtime }).remember();
    expect(startMemory({ routes: [{ method: 'GET', url: '/c', schema: 'u' }] }, [], { folder, runtime }).remembered).toBe(false);
  });

  it('remembers nothing when the runtime cannot be identified or the table is not data', () => {
    const broken = () => {
      throw new Error('no runtime here');
    };
    const memory = startMemory(table, [], { folder, runtime: broken });
    memory.remember();
    expect(memory.remembered).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(startMemory(cyclic, [], { folder, runtime }).remembered).toBe(false);
  });

  it('identifies the runtime by its files and packages, the same all through a process', () => {
    expect(runtimeIdentity()).toMatch(/^[0-9a-f]{64}$/);
    expect(runtimeIdentity()).toBe(runtimeIdentity());
  });
});

describe('the start check with its memory', () => {
  const document = (schema: string) =>
    `openapi: 3.1.0\ninfo: {title: T, version: 1.0.0}\npaths:\n  /items:\n    get:\n      operationId: getItems\n      responses: {"200": {description: ok, content: {application/json: {schema: ${schema}}}}}\n`;

  const modelOf = async (name: string, text: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return buildModel(await loadDocument(file), { source: file });
  };

  it('checks a new table, then answers from memory; a refusal is worked out every time', async () => {
    // A property name of this run's own, so no earlier run has remembered the table.
    const fresh = `p${process.pid}x${Date.now()}`;
    const model = await modelOf('fresh.yaml', document(`{type: object, properties: {${fresh}: {type: integer}}}`));
    expect(await runStartCheck(model)).toEqual({ failure: undefined, where: 'main thread' });
    expect(await runStartCheck(model)).toEqual({ failure: undefined, where: 'memory' });

    const refused = await modelOf('refused.yaml', document('{type: string, format: email, formatMaximum: a}'));
    const first = await runStartCheck(refused);
    expect(first.failure?.pointer).toBe('/paths/~1items/get');
    expect(await runStartCheck(refused)).toEqual(first);
  });
});
