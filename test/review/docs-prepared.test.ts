/**
 * The docs renderer starts before the document is loaded (emit/docs/render.ts prepareRenderer,
 * generators/redocly-child.mjs): its CLI loads its modules, then waits for the go-ahead. A run
 * that fails before the docs are rendered must leave neither that process nor its folder behind,
 * and the modules it loads first must be the CLI's own (generators/redocly-preload.mjs). The
 * document it wrote is read with JSON.parse (generators/redocly-own-json.mjs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prepareRenderer } from '../../generators/emit/docs/render.js';
// @ts-expect-error plain JavaScript module without declarations (the child runs without a loader)
import { preloadList } from '../../generators/redocly-preload.mjs';
// @ts-expect-error plain JavaScript module without declarations (the child runs without a loader)
import { readOwnJsonWithJsonParse, resolverClassIn } from '../../generators/redocly-own-json.mjs';

const CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const list = preloadList as (cli: string, handler: string) => Promise<string[]>;

/** This process's docs scratch folders in the system temporary folder. */
function ownScratch(): string[] {
  return readdirSync(os.tmpdir()).filter((name) => name.startsWith('mtc-docs-') && name.includes(`-${process.pid}-`));
}

describe('what the prepared renderer loads first', () => {
  it('the CLI entry\'s static chunks in order, then the chunk build-docs\' handler comes from', async () => {
    const files = await list(CLI, 'handlerBuildCommand');
    const entry = readFileSync(path.join(path.dirname(CLI), '..', 'lib', 'index.js'), 'utf8');
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(existsSync(file), file).toBe(true);
    // The last one exports the handler build-docs runs; those before it are imported by the entry itself.
    expect(readFileSync(files.at(-1)!, 'utf8')).toMatch(/handlerBuildCommand/);
    for (const file of files.slice(0, -1)) expect(entry).toContain(`"./chunks/${path.basename(file)}"`);
    const staticOnly = await list(CLI, 'noSuchHandler');
    expect(staticOnly).toEqual(files.slice(0, -1));
  });

  it('nothing for a CLI without the bundled entry, and no pattern from a hostile handler name', async () => {
    expect(await list('/nonexistent/bin/cli.js', 'handlerBuildCommand')).toEqual([]);
    expect(await list(CLI, ')|.*(')).toEqual(await list(CLI, 'noSuchHandler'));
  });
});

describe('a prepared renderer the run does not use', () => {
  it('is stopped by dispose(), with its folder removed, and cannot render afterwards', async () => {
    const renderer = prepareRenderer();
    // A scratch folder of this process in the system temporary folder, named as a killed run's would be found.
    expect(ownScratch()).toContain(path.basename(renderer.folder));
    expect(existsSync(path.join(renderer.folder, 'redocly.yaml'))).toBe(true);
    await renderer.dispose();
    expect(existsSync(renderer.folder)).toBe(false);
    await expect(renderer.render({}, 'x')).rejects.toThrow(/renders one document/);
  });

  it('is stopped by the run\'s signal: render() rejects and the folder is removed', async () => {
    const controller = new AbortController();
    const renderer = prepareRenderer(controller.signal);
    controller.abort();
    await expect(renderer.render({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} }, 't')).rejects.toThrow(/stopped/);
    await renderer.dispose();
    expect(existsSync(renderer.folder)).toBe(false);
  });

  it('is stopped by the emitter\'s own signal after the go-ahead', async () => {
    const renderer = prepareRenderer();
    const controller = new AbortController();
    const rendering = renderer.render({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} }, 't', controller.signal);
    controller.abort();
    await expect(rendering).rejects.toThrow(/stopped/);
    expect(existsSync(renderer.folder)).toBe(false);
  });
});

describe('the document the renderer wrote is read with JSON.parse', () => {
  const ownFile = path.join(os.tmpdir(), 'mtc-docs-x', 'openapi.json');
  /** A stand-in for the CLI's resolver: its own parser marks what it parsed. */
  function fakeResolverModule() {
    class Resolver {
      parseDocument(source: { absoluteRef: string; body: string }): { source: unknown; parsed: unknown } {
        return { source, parsed: 'parsed by the CLI' };
      }
      resolveDocument(): void {}
      loadExternalRef(): void {}
    }
    return { a: 1, b: () => undefined, Resolver };
  }

  it('finds the resolver in the real CLI\'s preloaded modules, so a CLI upgrade cannot turn it off unnoticed', async () => {
    const namespaces = await Promise.all((await list(CLI, 'handlerBuildCommand')).map((file) => import(pathToFileURL(file).href)));
    const resolver = resolverClassIn(namespaces);
    expect(resolver, 'no export of the CLI\'s modules has parseDocument, resolveDocument and loadExternalRef').toBeTypeOf('function');
  });

  it('that one file by JSON.parse; other files, and text JSON.parse refuses, by the CLI\'s parser', () => {
    const module = fakeResolverModule();
    expect(readOwnJsonWithJsonParse([{}, module], ownFile)).toBe(true);
    const resolver = new module.Resolver();
    const own = { absoluteRef: ownFile, body: '{"openapi":"3.1.0","x":[1,"\\u2028"]}' };
    expect(resolver.parseDocument(own)).toEqual({ source: own, parsed: { openapi: '3.1.0', x: [1, '\u2028'] } });
    // The same file named through a `.` step.
    const dotted = { absoluteRef: `${path.dirname(ownFile)}${path.sep}.${path.sep}openapi.json`, body: '{}' };
    expect(resolver.parseDocument(dotted).parsed).toEqual({});
    for (const other of [{ absoluteRef: path.join(path.dirname(ownFile), 'other.json'), body: '{}' }, { absoluteRef: ownFile, body: 'openapi: 3.1.0' }]) {
      expect(resolver.parseDocument(other).parsed).toBe('parsed by the CLI');
    }
  });

  it('leaves a CLI without a recognisable resolver as it is', () => {
    expect(readOwnJsonWithJsonParse([{ a: 1 }, { f: () => undefined }], ownFile)).toBe(false);
  });
});
