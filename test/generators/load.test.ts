/** The loader: syntax errors with positions, validation problems collected, no network, Swagger 2.0. */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDocument, SpecError, type SpecProblem } from '../../generators/load/index.js';
import { formatProblem } from '../../generators/load/problems.js';
import { scratchDir, writeSpec } from './helpers/scratch.js';
import { unnamedMappingTargets } from '../../generators/load/discriminator-mappings.js';

async function problemsOf(file: string): Promise<SpecProblem[]> {
  try {
    await loadDocument(file);
  } catch (error) {
    if (error instanceof SpecError) return [...error.problems];
    throw error;
  }
  throw new Error(`expected ${file} to be refused`);
}

const HEAD = `openapi: 3.1.0
info: { title: t, version: '1' }
`;

describe('syntax errors', () => {
  it('reports YAML errors with file, line and column', async () => {
    const file = writeSpec('yaml-syntax', `${HEAD}paths:\n  /a:\n    get: [unclosed\n`);
    const [problem, ...rest] = await problemsOf(file);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file, message: expect.stringContaining('invalid YAML') });
    expect(problem?.line).toBeGreaterThanOrEqual(5);
    expect(problem?.column).toBeGreaterThan(0);
  });

  it('reports only the first YAML error, where the parser lost its way, not every token after it', async () => {
    // The OpenAPI Initiative's v3.0 api-with-examples (test/corpus) closes a flow map less indented than its key.
    const file = writeSpec('yaml-cascade', `${HEAD}paths:\n  /a:\n    get:\n      x-example: {\n        "a": 1,\n     }\n      responses: { '204': { description: none } }\n`);
    const problems = await problemsOf(file);
    expect(problems).toEqual([
      expect.objectContaining({ file, line: 8, column: 6, pointer: '', message: expect.stringMatching(/^invalid YAML: Flow map in block collection must be sufficiently indented and end with a \} \(the parser reported \d+ more errors? after this one/) }),
    ]);
  });

  it('refuses a second YAML document at its `---` in the file\'s terms (it said "please use YAML.parseAllDocuments()")', async () => {
    const file = writeSpec('yaml-two-documents', `${HEAD}paths: {}\n---\n${HEAD}paths: {}\n`);
    const problems = await problemsOf(file);
    expect(problems).toEqual([expect.objectContaining({ file, line: 4, column: 1, pointer: '', message: 'invalid YAML: a second YAML document starts here; the file must hold one' })]);
    expect(problems[0]?.hint).toMatch(/^Delete this `---` line/);
  });

  it('refuses a YAML mapping key that is a list or a map at its line (it became a member named "[ a, b ]")', async () => {
    const file = writeSpec('yaml-complex-key', `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Pet:\n      type: object\n      properties:\n        ? [a, b]\n        : { type: string }\n`);
    const problems = await problemsOf(file);
    expect(problems).toEqual([expect.objectContaining({ file, line: 9, message: expect.stringMatching(/^invalid YAML: With stringKeys, all keys must be strings/) })]);
  });

  it('reads a YAML mapping key as the text written, as a JSON member name is', async () => {
    const file = writeSpec('yaml-key-text', `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Versions:\n      type: object\n      properties:\n        1.0: { type: string }\n        0x10: { type: string }\n        ~: { type: string }\n`);
    const loaded = await loadDocument(file);
    expect(Object.keys((loaded.document as any).components.schemas.Versions.properties)).toEqual(['1.0', '0x10', '~']);
  });

  it('reads YAML 1.1 tags (!!binary, !!set, !!omap) as what is written, never as a Buffer or a Set JSON cannot hold', async () => {
    const file = writeSpec('yaml-known-tags', `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Tagged:\n      type: string\n      example: !!binary aGVsbG8=\n      x-set: !!set { a, b }\n      x-omap: !!omap [ { a: 1 }, { b: 2 } ]\n`);
    const loaded = await loadDocument(file);
    const tagged = (loaded.document as any).components.schemas.Tagged;
    expect(tagged.example).toBe('aGVsbG8=');
    expect(tagged['x-set']).toEqual({ a: null, b: null });
    expect(tagged['x-omap']).toEqual([{ a: 1 }, { b: 2 }]);
    expect(JSON.parse(JSON.stringify(tagged))).toEqual(tagged);
  });

  it('reports JSON errors with the line of the mistake', async () => {
    const file = writeSpec('json-syntax', '{\n  "openapi": "3.1.0",\n  "info": {\n    "title": "t",,\n  }\n}\n', 'openapi.json');
    const [problem] = await problemsOf(file);
    expect(problem).toMatchObject({ file, line: 4, message: expect.stringContaining('invalid JSON') });
  });

  it('reports JSON errors that V8 gives no offset for (a comment, a bare word) at their line, not at the end', async () => {
    const comment = writeSpec('json-comment', '// the title\n{\n  "openapi": "3.1.0",\n  "info": { "title": "t", "version": "1" },\n  "paths": {}\n}\n', 'openapi.json');
    expect((await problemsOf(comment))[0]).toMatchObject({ file: comment, line: 1, column: 1, message: 'invalid JSON: a comment, which JSON does not allow; remove it' });
    const bare = writeSpec('json-bare-word', '{\n  "openapi": "3.1.0",\n  "info": { "title": untitled, "version": "1" },\n  "paths": {}\n}\n', 'openapi.json');
    expect((await problemsOf(bare))[0]).toMatchObject({ file: bare, line: 3, column: 22 });
  });

  it('warns at a JSON member given twice in one object and uses the last, as peers do (YAML refuses its duplicate keys)', async () => {
    const text = '{\n  "openapi": "3.1.0",\n  "info": { "title": "t", "version": "1" },\n  "paths": {\n    "/a": { "get": { "responses": { "204": { "description": "first" } } } },\n    "/a": {}\n  }\n}\n';
    const file = writeSpec('json-duplicate', text, 'openapi.json');
    const loaded = await loadDocument(file);
    expect(loaded.warnings[0]).toMatchObject({ file, line: 6, column: 5, pointer: '/paths/~1a', severity: 'warning', message: expect.stringContaining('"/a" is given twice in one object; the last is used') });
    expect(loaded.document['paths']).toEqual({ '/a': {} });
    const yaml = writeSpec('yaml-duplicate', 'openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths: {}\npaths: {}\n');
    expect((await problemsOf(yaml))[0]).toMatchObject({ message: expect.stringContaining('invalid YAML') });
  });

  // YAML 1.2 takes a lone CR as a line break (classic Mac OS files); the yaml package does not, so
  // such a file was refused at 1:10 as "Nested mappings are not allowed in compact mappings"
  // (a red-team pass, 2026-11-27). CRLF was already read as LF.
  it('reads CR and CRLF line ends as YAML does, and places a problem at its line in either', async () => {
    const lines = ['openapi: 3.1.0', 'info: { title: t, version: "1" }', 'paths:', '  /a:', '    get:', '      description: |', '        one', '        two', "      responses: { '204': { description: none } }", ''];
    for (const end of ['\r', '\r\n']) {
      const loaded = await loadDocument(writeSpec('line-ends', lines.join(end)));
      expect((loaded.document['paths'] as any)['/a'].get.description).toBe('one\ntwo\n');
      const broken = writeSpec('line-ends-broken', lines.join(end).replace('/a:', '/a: [unclosed'));
      expect((await problemsOf(broken))[0]).toMatchObject({ line: 4 });
    }
  });

  // A red-team pass (2026-11-27): only the root file was checked, so a referenced JSON file lost
  // its first member silently, and --strict let it through.
  it('warns at a member given twice in a referenced JSON file, in that file, as in the root', async () => {
    const dir = scratchDir('json-duplicate-ref');
    writeFileSync(path.join(dir, 'movie.json'), '{\n  "type": "object",\n  "type": "string"\n}\n');
    writeFileSync(path.join(dir, 'openapi.yaml'), `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: './movie.json' }\n`);
    const loaded = await loadDocument(path.join(dir, 'openapi.yaml'));
    expect(loaded.warnings).toEqual([
      expect.objectContaining({ file: path.relative(process.cwd(), path.join(dir, 'movie.json')), line: 3, column: 3, pointer: '/type', severity: 'warning', message: expect.stringContaining('"type" is given twice in one object') }),
    ]);
  });

  // JSON and YAML text is UTF-8 here; a Latin-1 file (é as the byte E9) decoded anyway became
  // U+FFFD in every generated comment and docs page, silently.
  it('refuses bytes that are not UTF-8 at their line and column, in the root and in a referenced file', async () => {
    const latin1 = Buffer.concat([Buffer.from(`${HEAD}paths:\n  /a:\n    get:\n      summary: "caf`), Buffer.from([0xe9]), Buffer.from(`"\n      responses: { '204': { description: none } }\n`)]);
    const file = writeSpec('latin1', '');
    writeFileSync(file, latin1);
    expect(await problemsOf(file)).toEqual([
      expect.objectContaining({ file, line: 6, column: 20, pointer: '', message: expect.stringMatching(/not valid UTF-8/) }),
    ]);
    const dir = scratchDir('latin1-ref');
    writeFileSync(path.join(dir, 'movie.yaml'), Buffer.concat([Buffer.from('type: object\ndescription: "na'), Buffer.from([0xef, 0xbf]), Buffer.from('ve"\n')]));
    writeFileSync(path.join(dir, 'openapi.yaml'), `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: './movie.yaml' }\n`);
    const [problem] = await problemsOf(path.join(dir, 'openapi.yaml'));
    expect(problem).toMatchObject({ file: path.relative(process.cwd(), path.join(dir, 'movie.yaml')), line: 2, column: 17, message: expect.stringMatching(/not valid UTF-8/) });
  });

  it('names a UTF-16 file (Windows editors save "Unicode" so) instead of calling it "not an object"', async () => {
    const text = `${HEAD}paths: {}\n`;
    for (const [name, bytes] of [['le', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])], ['be', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])]] as const) {
      const file = writeSpec(`utf16${name}`, '');
      writeFileSync(file, bytes);
      expect(await problemsOf(file)).toEqual([expect.objectContaining({ file, line: 0, message: expect.stringMatching(/UTF-16/), hint: expect.stringMatching(/UTF-8/) })]);
    }
  });

  it('refuses YAML alias bombs instead of expanding them', async () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let level = 1; level < 9; level++) bomb.push(`${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9).fill(`*${String.fromCharCode(96 + level)}`).join(',')}]`);
    const file = writeSpec('alias-bomb', `${bomb.join('\n')}\n`);
    const problems = await problemsOf(file);
    expect(problems[0]?.message).toMatch(/could not be read|alias/i);
  });
});

describe('validation', () => {
  it('collects every refusal at once, each with pointer, line and hint; disagreeing path parameters are only warnings', async () => {
    const file = writeSpec('invalid', `${HEAD}paths:
  /movies/{id}:
    get:
      operationId: same
      responses: { '200': { description: ok } }
  /shows/{id}/seasons/{season}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string } }
    get:
      operationId: same
      responses: { '200': { description: ok } }
  /a/../b:
    post: {}
  /v2/{name=accounts/*}:
    get: { responses: { '200': { description: ok } } }
`);
    const problems = await problemsOf(file);
    const summary = problems.map((problem) => `${problem.pointer} ${problem.message}`);
    // The undeclared {id} and {season} are warnings now (generated as required strings), not refusals.
    // A Google resource template spans segments (the idea from OpenAPITools/openapi-generator#6116): mounted, it matched nothing.
    expect(summary).toEqual([
      '/paths/~1shows~1{id}~1seasons~1{season}/get/operationId operationId "same" is already used at /paths/~1movies~1{id}/get',
      '/paths/~1a~1..~1b path "/a/../b" has a "." or ".." segment',
      '/paths/~1v2~1{name=accounts~1*} path template {name=accounts/*} holds a "/": a path parameter\'s value is one segment, so no request could reach this path',
    ]);
    expect(problems.every((problem) => problem.hint.length > 10 && problem.file === file && problem.severity === undefined)).toBe(true);
    // The duplicate operationId is reported on its own line (12) of the file.
    expect(problems[0]).toMatchObject({ line: 12 });
  });

  it('loads a 3.1 document with neither paths, components nor webhooks, with a located warning', async () => {
    const loaded = await loadDocument(writeSpec('no-paths', HEAD));
    expect(loaded.warnings).toEqual([expect.objectContaining({ pointer: '', line: 1, severity: 'warning', message: expect.stringContaining('paths, components, webhooks') })]);
  });

  it('refuses a file that does not exist, saying which', async () => {
    const problems = await problemsOf('/nonexistent/openapi.yaml');
    expect(problems[0]?.message).toMatch(/cannot read the document/);
    // The path may have come from the config or the default, not only from --spec.
    expect(problems[0]?.hint).toMatch(/--spec, else "spec" in mtc\.config\.json, else spec\/openapi\.yaml/);
  });

  // `--spec https://…` was read as a relative path: "ENOENT … stat '<cwd>/https:/example.com/…'".
  it('says a URL given as the document is not fetched, without a path made of it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const said = async (url: string): Promise<string | undefined> => {
        const [problem, ...rest] = await problemsOf(url);
        expect(rest).toEqual([]);
        expect(problem).toMatchObject({ file: url, line: 0, pointer: '', hint: expect.stringMatching(/nothing is fetched over the network/) });
        expect(problem?.message).not.toMatch(/ENOENT/);
        return problem?.message;
      };
      expect(await said('https://api.example.com/openapi.yaml')).toMatch(/is a URL, and documents are read from files only .*: download it first \(curl /);
      // A file: URL names a path here: that path is what to give, not a download.
      expect(await said('file:///tmp/openapi.yaml')).toBe('file:///tmp/openapi.yaml is a URL, and documents are given by their path: give /tmp/openapi.yaml');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('references', () => {
  const fetchSpy = vi.fn(() => Promise.reject(new Error('network used')));
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    fetchSpy.mockClear();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('refuses a remote $ref without fetching it, naming the pointer', async () => {
    const file = writeSpec('remote-ref', `${HEAD}paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: 'https://example.invalid/schema.json' }
`);
    const problems = await problemsOf(file);
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/paths/~1a/get/responses/200/content/application~1json/schema',
        line: 11,
        message: expect.stringContaining('never fetched over the network'),
      }),
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses remote refs in a Swagger 2.0 document too (the converter resolves nothing)', async () => {
    const file = writeSpec('swagger-remote', `swagger: '2.0'
info: { title: t, version: '1' }
paths:
  /a:
    get:
      parameters:
        - $ref: 'https://example.invalid/p.json'
      responses:
        '200':
          description: ok
          schema: { $ref: 'https://example.invalid/s.json' }
`);
    const problems = await problemsOf(file);
    // Located in the Swagger 2.0 text as written: the checks run before conversion.
    expect(problems.map((problem) => [problem.pointer, problem.line])).toEqual([
      ['/paths/~1a/get/parameters/0', 7],
      ['/paths/~1a/get/responses/200/schema', 11],
    ]);
    expect(problems.every((problem) => problem.message.includes('never fetched over the network'))).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a file $ref outside the document folder', async () => {
    const dir = scratchDir('outside-ref');
    mkdirSync(path.join(dir, 'spec'));
    writeFileSync(path.join(dir, 'secret.yaml'), 'x: { description: secret }\n');
    const file = path.join(dir, 'spec', 'openapi.yaml');
    writeFileSync(file, `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200': { $ref: '../secret.yaml#/x' }\n`);
    const problems = await problemsOf(file);
    expect(problems[0]?.message).toMatch(/outside the document's folder/);
    // How to keep a layout as common as spec/ beside shared/: move the root up, not "fix the $ref".
    expect(problems[0]?.hint).toMatch(/^Files are read from the root document's folder and below, never above it: move the root document up/);
  });

  it('refuses a symbolic link that leads outside the document folder', async () => {
    const dir = scratchDir('symlink-ref');
    mkdirSync(path.join(dir, 'spec'));
    writeFileSync(path.join(dir, 'secret.yaml'), 'x: { description: secret }\n');
    symlinkSync(path.join(dir, 'secret.yaml'), path.join(dir, 'spec', 'link.yaml'));
    const file = path.join(dir, 'spec', 'openapi.yaml');
    writeFileSync(file, `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200': { $ref: './link.yaml#/x' }\n`);
    const problems = await problemsOf(file);
    expect(problems[0]?.message).toMatch(/outside the document's folder/);
  });

  /** A root document whose one response schema is `./movie.yaml`. */
  const ROOT_REFERRING_TO_MOVIE = `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: './movie.yaml' }\n`;

  it('names the line of a problem inside a referenced file, in that file', async () => {
    const dir = scratchDir('nested-remote-ref');
    writeFileSync(path.join(dir, 'movie.yaml'), 'type: object\nproperties:\n  id:\n    $ref: "https://example.invalid/id.json"\n');
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, ROOT_REFERRING_TO_MOVIE);
    const problems = await problemsOf(file);
    expect(problems).toEqual([
      expect.objectContaining({ file: path.relative(process.cwd(), path.join(dir, 'movie.yaml')), line: 4, column: 5, pointer: '/properties/id' }),
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('bundles local file refs under the document folder', async () => {
    const dir = scratchDir('local-ref');
    writeFileSync(path.join(dir, 'movie.yaml'), 'type: object\nproperties: { id: { type: string } }\n');
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, ROOT_REFERRING_TO_MOVIE);
    const loaded = await loadDocument(file);
    expect(JSON.stringify(loaded.document)).not.toContain('movie.yaml');
    expect(JSON.stringify(loaded.document)).toContain('"id":{"type":"string"}');
  });

  // A .yaml file may be written in YAML's flow style, which opens with `{` as JSON does; it was
  // read as JSON and refused ("invalid JSON") although Redocly and every peer read it as YAML.
  it('reads a YAML file written in flow style as YAML, root or referenced; a .json file stays JSON', async () => {
    const dir = scratchDir('flow-yaml');
    writeFileSync(path.join(dir, 'tag.yaml'), '{ type: string, enum: [a, b] }  # flow style\n');
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, "{ openapi: 3.1.0, info: { title: t, version: '1' }, components: { schemas: { Tag: { $ref: 'tag.yaml' } } } }\n");
    const loaded = await loadDocument(file);
    expect((loaded.document as any).components.schemas).toEqual({ Tag: { $ref: '#/components/schemas/tag' }, tag: { type: 'string', enum: ['a', 'b'] } });
    expect(loaded.warnings).toEqual([]);
    const json = writeSpec('flow-json', "{ openapi: 3.1.0, info: { title: t, version: '1' } }\n", 'openapi.json');
    expect((await problemsOf(json))[0]).toMatchObject({ file: json, line: 1, message: expect.stringContaining('invalid JSON') });
  });

  // Redocly's bundler names a referenced component after its pointer or file, and numbers it
  // when another component holds that name; the document is valid, only the generated name differs.
  it('warns (does not refuse) when a referenced schema is renamed because its name is taken', async () => {
    const dir = scratchDir('renamed-component');
    writeFileSync(path.join(dir, 'schemas.yaml'), 'Pet:\n  type: object\n  properties: { name: { type: string } }\n');
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, `${HEAD}paths:
  /pets:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: 'schemas.yaml#/Pet' }
components:
  schemas:
    Pet: { type: object, properties: { local: { type: boolean } } }
`);
    const loaded = await loadDocument(file);
    expect(loaded.warnings).toEqual([
      expect.objectContaining({ file, line: 11, pointer: '/paths/~1pets/get/responses/200/content/application~1json/schema', severity: 'warning', message: 'the component referenced here is named Pet, as a different one already is; it was named Pet-2' }),
    ]);
    const schemas = (loaded.document as any).components.schemas;
    expect(schemas.Pet).toEqual({ type: 'object', properties: { local: { type: 'boolean' } } });
    expect(schemas['Pet-2']).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
    expect((loaded.document as any).paths['/pets'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Pet-2' });
  });

  // Redocly named such a component by the escaped token (`a~1b~0c`) and pointed the `$ref`s it
  // rewrote at `#/components/schemas/a~1b~0c`, which reads as `a/b~c`: the document was refused
  // at references that were correct.
  it('names a component brought in from a file by its unescaped name, which the rewritten references read', async () => {
    const dir = scratchDir('escaped-component');
    writeFileSync(path.join(dir, 'schemas.yaml'), '"a/b~c":\n  type: object\n  properties: { self: { $ref: "#/a~1b~0c" } }\n');
    const file = path.join(dir, 'openapi.yaml');
    const root = (components: string) => `${HEAD}paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: 'schemas.yaml#/a~1b~0c' }
${components}`;
    writeFileSync(file, root('components:\n  schemas:\n    "a~1b": { type: string }\n'));
    const loaded = await loadDocument(file);
    const document = loaded.document as any;
    // The root's own `a~1b` keeps its name; only the bundled one is renamed.
    expect(Object.keys(document.components.schemas)).toEqual(['a~1b', 'a/b~c']);
    expect(document.components.schemas['a/b~c']).toEqual({ type: 'object', properties: { self: { $ref: '#/components/schemas/a~1b~0c' } } });
    expect(document.paths['/a'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/a~1b~0c' });

    // A component named __proto__ stays a member when the group is rebuilt.
    writeFileSync(file, root('components:\n  schemas:\n    __proto__: { type: string }\n'));
    const withProto = (await loadDocument(file)).document as any;
    expect(Object.getPrototypeOf(withProto.components.schemas)).toBe(Object.prototype);
    expect(Object.keys(withProto.components.schemas)).toEqual(['__proto__', 'a/b~c']);

    writeFileSync(file, root('components:\n  schemas:\n    "a/b~c": { type: string }\n'));
    expect(await problemsOf(file)).toEqual([
      expect.objectContaining({ file, pointer: '/components/schemas/a~1b~0c', message: expect.stringContaining('a component named "a/b~c" exists, and a referenced file brings in another one') }),
    ]);
  });

  it('treats a "$ref" key inside examples as data: not fetched, load succeeds', async () => {
    const file = writeSpec('example-ref', `${HEAD}paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object, example: { $ref: 'https://example.invalid/a' } }
              examples:
                one: { value: { $ref: 'https://example.invalid/b' } }
`);
    const loaded = await loadDocument(file);
    const media = (loaded.document as any).paths['/a'].get.responses['200'].content['application/json'];
    expect(media.schema.example).toEqual({ $ref: 'https://example.invalid/a' });
    expect(media.examples.one.value).toEqual({ $ref: 'https://example.invalid/b' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  // AutoRest's documents point `x-ms-examples` at example files published apart from the document
  // (Azure/autorest.testserver, every Azure REST spec): the whole document was refused for a file
  // that only an extension, which OpenAPI leaves to its tool, names.
  it('keeps a "$ref" inside a specification extension as written: not resolved, read or fetched', async () => {
    const file = writeSpec('extension-ref', `${HEAD}x-top: { $ref: './missing-top.json' }
paths:
  /a:
    get:
      x-ms-examples:
        one: { $ref: './examples/missing.json' }
        two: { $ref: 'https://example.invalid/c' }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object, x-shape: { $ref: '#/nowhere' } }
`);
    const loaded = await loadDocument(file);
    const get = (loaded.document as any).paths['/a'].get;
    expect(get['x-ms-examples']).toEqual({ one: { $ref: './examples/missing.json' }, two: { $ref: 'https://example.invalid/c' } });
    expect(get.responses['200'].content['application/json'].schema['x-shape']).toEqual({ $ref: '#/nowhere' });
    expect((loaded.document as any)['x-top']).toEqual({ $ref: './missing-top.json' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  // An Example's externalValue names an example kept elsewhere (often bytes JSON cannot hold);
  // Redocly's bundler followed it as a $ref, refusing valid documents and inlining example files.
  it('keeps an example\'s externalValue as written, root or referenced file: nothing is fetched or read', async () => {
    const file = writeSpec('external-value', `${HEAD}paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object }
              examples:
                remote: { summary: big, externalValue: 'https://example.invalid/big.json' }
                beside: { externalValue: 'rows.json' }
                missing: { externalValue: 'nowhere/x.json' }
            image/png:
              schema: { type: string, format: binary }
              examples:
                picture: { externalValue: 'picture.png' }
        '201': { $ref: 'created.yaml' }
`);
    const folder = path.dirname(file);
    writeFileSync(path.join(folder, 'rows.json'), '{"rows": [1, 2]}');
    writeFileSync(path.join(folder, 'picture.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xc0, 0xff]));
    writeFileSync(path.join(folder, 'created.yaml'), "description: made\ncontent:\n  application/json:\n    examples:\n      far: { externalValue: 'https://example.invalid/created.json' }\n");
    const loaded = await loadDocument(file);
    const responses = (loaded.document as any).paths['/a'].get.responses;
    expect(responses['200'].content['application/json'].examples).toEqual({
      remote: { summary: 'big', externalValue: 'https://example.invalid/big.json' },
      beside: { externalValue: 'rows.json' },
      missing: { externalValue: 'nowhere/x.json' },
    });
    expect(responses['200'].content['image/png'].examples.picture).toEqual({ externalValue: 'picture.png' });
    expect(JSON.stringify(loaded.document)).toContain('"far":{"externalValue":"https://example.invalid/created.json"}');
    expect(JSON.stringify(loaded.document)).not.toMatch(/x-externalValue|"rows"/);
    expect(loaded.warnings).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps an externalValue spelled with an escape as written too (only files that cannot hold one are not searched)', async () => {
    const dir = scratchDir('external-value-escaped');
    const file = path.join(dir, 'openapi.json');
    writeFileSync(path.join(dir, 'rows.json'), '{"rows": [1, 2]}');
    const example = '{"external\\u0056alue": "rows.json"}';
    writeFileSync(file, `{"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {"/a": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}, "examples": {"beside": ${example}}}}}}}}}}`);
    const loaded = await loadDocument(file);
    expect((loaded.document as any).paths['/a'].get.responses['200'].content['application/json'].examples.beside).toEqual({ externalValue: 'rows.json' });
  });
});

describe('versions', () => {
  it('converts a small Swagger 2.0 document to OpenAPI 3.1', async () => {
    const file = writeSpec('swagger2', `swagger: '2.0'
info: { title: pets, version: '1' }
basePath: /v1
paths:
  /pets/{id}:
    get:
      operationId: getPet
      produces: [application/json]
      parameters:
        - { name: id, in: path, required: true, type: string }
      responses:
        '200':
          description: ok
          schema: { $ref: '#/definitions/Pet' }
definitions:
  Pet:
    type: object
    properties: { name: { type: string, x-nullable: true } }
`);
    const loaded = await loadDocument(file);
    expect(loaded.originalVersion).toBe('2.0');
    expect(loaded.document.openapi).toBe('3.1.0');
    const operation = (loaded.document as any).paths['/pets/{id}'].get;
    expect(operation.parameters[0]).toMatchObject({ name: 'id', in: 'path', schema: { type: 'string' } });
    expect(operation.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Pet' });
  });

  it('converts Swagger 2.0 schemas in referenced files too (bundled before conversion)', async () => {
    const dir = scratchDir('swagger-ref');
    writeFileSync(path.join(dir, 'pet.yaml'), 'type: object\nproperties:\n  name: { type: string, x-nullable: true }\n');
    const file = path.join(dir, 'swagger.yaml');
    writeFileSync(file, `swagger: '2.0'\ninfo: { title: pets, version: '1' }\npaths:\n  /pets:\n    get:\n      produces: [application/json]\n      responses:\n        '200': { description: ok, schema: { $ref: './pet.yaml' } }\n`);
    const loaded = await loadDocument(file);
    expect((loaded.document as any).components.schemas.pet).toEqual({ type: 'object', properties: { name: { type: ['string', 'null'] } } });
  });

  it('normalises nullable (3.0, and 3.1 documents that still use it) to type arrays', async () => {
    const file = writeSpec('nullable', `openapi: 3.0.3
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    A:
      type: object
      properties:
        name: { type: string, nullable: true, enum: [a, b] }
        ref: { $ref: '#/components/schemas/B', nullable: true, description: kept }
        count: { type: integer, minimum: 1, exclusiveMinimum: true }
    B: { type: string }
`);
    const loaded = await loadDocument(file);
    const properties = (loaded.document as any).components.schemas.A.properties;
    expect(properties.name).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expect(properties.ref).toEqual({ description: 'kept', anyOf: [{ $ref: '#/components/schemas/B' }, { type: 'null' }] });
    expect(properties.count).toEqual({ type: 'integer', exclusiveMinimum: 1 });
    expect(loaded.document.openapi).toBe('3.1.0');
  });
});

describe('hostile structure: refused with a message, never a crash or a hang', () => {
  const cases: [string, { text: string; fileName?: string; want: RegExp }][] = [
    ['an array instead of a document', { text: '[1, 2]\n', fileName: 'openapi.json', want: /not an object/ }],
    ['an empty file', { text: '', want: /not an object/ }],
    ['an unknown OpenAPI version', { text: 'openapi: 4.0.0\ninfo: { title: t, version: "1" }\npaths: {}\n', want: /unsupported version "4\.0\.0"/ }],
    ['Swagger 1.2', { text: 'swagger: "1.2"\ninfo: { title: t, version: "1" }\n', want: /unsupported version "1\.2"/ }],
    ['no version at all', { text: 'info: { title: t, version: "1" }\npaths: {}\n', want: /^not an OpenAPI document: it says neither `openapi` nor `swagger` at its top level$/ }],
    // Redocly's structural check (generators/load/structure.ts) words these.
    ['paths that is a string', { text: `${HEAD}paths: nope\n`, want: /Expected type `Paths` \(object\) but got `string`/ }],
    ['an operation that is a number', { text: `${HEAD}paths:\n  /a:\n    get: 5\n`, want: /Expected type `Operation` \(object\) but got `integer`/ }],
    ['parameters that is not a list', { text: `${HEAD}paths:\n  /a:\n    get:\n      parameters: 7\n      responses: { '200': { description: x } }\n`, want: /Expected type `ParameterList` \(array\) but got `integer`/ }],
    ['a $ref cycle', { text: `${HEAD}paths:\n  /a:\n    get:\n      responses: { '200': { $ref: '#/components/responses/A' } }\ncomponents:\n  responses:\n    A: { $ref: '#/components/responses/B' }\n    B: { $ref: '#/components/responses/A' }\n`, want: /this \$ref leads back to itself through \/components\/responses\/A → \/components\/responses\/B → \/components\/responses\/A/ }],
    ['a $ref to nothing', { text: `${HEAD}paths:\n  /a/{id}:\n    get:\n      parameters: [{ $ref: '#/nope' }]\n      responses: { '200': { description: x } }\n`, want: /^\$ref "#\/nope" names nothing: this file has no such place$/ }],
    ['a recursive YAML alias', { text: `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: x\n          content:\n            application/json:\n              schema: &s\n                type: object\n                properties: { self: *s }\n`, want: /YAML alias .* contains it/ }],
    ['nesting 200 000 levels deep', { text: `{"openapi":"3.1.0","x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`, fileName: 'openapi.json', want: /nested more than 64 levels deep/ }],
  ];
  it.each(cases)('%s', async (name, { text, fileName, want }) => {
    const problems = await problemsOf(writeSpec(`hostile-${name.replace(/\W+/g, '-')}`, text, fileName));
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(want);
    expect(problems.every((problem) => problem.hint !== '')).toBe(true);
  });

  // Redocly said only "Can't resolve $ref", and its hint spoke of files; kubb's 3.1 features
  // fixture (test/corpus) writes `#/$defs/Status` as if `#` were the enclosing schema.
  it('names the $ref whose pointer leads nowhere, in the root or in another file, and says where `#` starts', async () => {
    const dir = scratchDir('ref-pointer-nowhere');
    writeFileSync(path.join(dir, 'parts.yaml'), 'Pet: { type: object }\n');
    const root = path.join(dir, 'openapi.yaml');
    writeFileSync(root, `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Pet:\n      type: object\n      properties:\n        status: { $ref: '#/$defs/Status' }\n        other: { $ref: './parts.yaml#/Cat' }\n      $defs:\n        Status: { type: string }\n`);
    const problems = await problemsOf(root);
    expect(problems.map(({ pointer, line, message }) => ({ pointer, line, message }))).toEqual([
      { pointer: '/components/schemas/Pet/properties/status', line: 9, message: '$ref "#/$defs/Status" names nothing: this file has no such place' },
      { pointer: '/components/schemas/Pet/properties/other', line: 10, message: '$ref "./parts.yaml#/Cat" names nothing: the file it names has no such place' },
    ]);
    expect(problems[0]?.hint).toMatch(/read from the root of the file \(not from the schema that holds the `\$ref`\).*'#\/components\/schemas\/Name'/);
  });

  // Ideas from orval-labs/orval#3551 (a mapping target that is absent crashed orval) and
  // OpenAPITools/openapi-generator#11127 (which reports it): a reference to nothing was refused
  // as a bare "Can't resolve $ref", a bare schema name to nothing not at all.
  it('refuses a discriminator mapping to no schema, by reference or by name, at the entry', async () => {
    const pet = (mapping: string) => `${HEAD}paths: {}
components:
  schemas:
    Pet:
      oneOf: [{ $ref: '#/components/schemas/Cat' }]
      discriminator:
        propertyName: kind
        mapping: { cat: Cat, ${mapping} }
    Cat: { type: object, required: [kind], properties: { kind: { type: string } } }
`;
    const byReference = await problemsOf(writeSpec('mapping-to-nothing-ref', pet("dog: '#/components/schemas/Dog'")));
    expect(byReference.map(({ pointer, line, column, message }) => ({ pointer, line, column, message }))).toEqual([
      { pointer: '/components/schemas/Pet/discriminator/mapping/dog', line: 10, column: 35, message: 'discriminator mapping target "#/components/schemas/Dog" names nothing: this file has no such place' },
    ]);
    const byName = await problemsOf(writeSpec('mapping-to-nothing-name', pet('bird: Bird')));
    expect(byName.map(({ pointer, line, column, message }) => ({ pointer, line, column, message }))).toEqual([
      { pointer: '/components/schemas/Pet/discriminator/mapping/bird', line: 10, column: 36, message: 'discriminator mapping "bird" names schema "Bird", which #/components/schemas does not have' },
    ]);
    expect(byName[0]?.hint).toContain("'#/components/schemas/Bird'");
    // The reference the hint suggests is a JSON pointer: a `~` in the name is written `~0`.
    const tilde = unnamedMappingTargets({ components: { schemas: { Pet: { discriminator: { propertyName: 'kind', mapping: { cat: 'Ca~t' } } } } } });
    expect(tilde.map(({ pointer, hint }) => ({ pointer, hint }))).toEqual([{ pointer: '/components/schemas/Pet/discriminator/mapping/cat', hint: expect.stringContaining("'#/components/schemas/Ca~0t'") }]);
  });

  // openapi-typescript, hey-api and Redocly all refuse these too; the hint said to copy a schema
  // the document already holds, or spoke only of components (a 3.1 new-user pass, 2026-11-28).
  it('refuses a $ref written as a schema\'s $id or $anchor, naming the schema and the pointer to write', async () => {
    const components = "components:\n  schemas:\n    Pet:\n      $id: https://example.com/schemas/pet\n      type: object\n      $defs:\n        Tag: { $anchor: tag, type: string }\n";
    const operation = (ref: string) => `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: '${ref}' }\n${components}`;
    const byId = await problemsOf(writeSpec('ref-by-id', operation('https://example.com/schemas/pet')));
    expect(byId.map(({ line, message, hint }) => ({ line, message, hint }))).toEqual([
      { line: 11, message: expect.stringMatching(/remote reference https:\/\/example\.com\/schemas\/pet refused/), hint: expect.stringContaining("write `$ref: '#/components/schemas/Pet'`") },
    ]);
    const byAnchor = await problemsOf(writeSpec('ref-by-anchor', operation('#tag')));
    expect(byAnchor.map(({ message, hint }) => ({ message, hint }))).toEqual([
      { message: '$ref "#tag" does not name a schema under #/components/schemas', hint: expect.stringContaining("write `$ref: '#/components/schemas/Pet/$defs/Tag'`") },
    ]);
  });

  // Each refused reference walked the whole document for the schema it names: 10,000 of them (a
  // 200 KB document) held generate for 180 s before it refused them (a red-team pass, 2026-11-28).
  it('names the schemas of many refused identifier references in one walk of the document, not one each', async () => {
    for (const [reference, pointer] of [['#tag', '#/components/schemas/Pet/$defs/Tag'], ['https://example.com/schemas/pet', '#/components/schemas/Pet']] as const) {
      const text = JSON.stringify({
        openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {},
        components: { schemas: { Pet: { $id: 'https://example.com/schemas/pet', type: 'object', $defs: { Tag: { $anchor: 'tag', type: 'string' } } }, Many: { anyOf: Array.from({ length: 6_000 }, () => ({ $ref: reference })) } } },
      });
      const started = performance.now();
      const problems = await problemsOf(writeSpec('ref-by-identifier-many', text, 'openapi.json'));
      expect(performance.now() - started).toBeLessThan(30_000);
      expect(problems).toHaveLength(6_000);
      expect(problems.filter((problem) => problem.hint.includes(`write \`$ref: '${pointer}'\``))).toHaveLength(6_000);
    }
  }, 600_000);

  // Redocly reports a referenced file that is no object twice: in that file, and again in the root
  // at the component bundling made for it, a pointer the root does not have (a red-team pass, 2026-11-27).
  it('reports a referenced file that is not a schema once, in that file, not again at a pointer the root lacks', async () => {
    const dir = scratchDir('ref-not-object');
    writeFileSync(path.join(dir, 'note.yaml'), 'just text\n');
    const root = path.join(dir, 'openapi.yaml');
    writeFileSync(root, `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: './note.yaml' }\n`);
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({ file: path.relative(process.cwd(), path.join(dir, 'note.yaml')), line: 1, pointer: '', message: 'Expected type `Schema` (object) but got `string`' }),
    ]);
  });

  // Redocly throws "Self-referencing circular pointer" with no place; a loop through other files
  // was reported as the root document as a whole (`openapi.yaml  #`), naming neither file (a red-team pass, 2026-11-27).
  it('locates a $ref loop that runs through other files at the $ref that starts it, in its file', async () => {
    const dir = scratchDir('ref-loop-files');
    mkdirSync(path.join(dir, 'parts'));
    writeFileSync(path.join(dir, 'parts', 'a.yaml'), 'description: an alias\n$ref: "../b.yaml#/Pet"\n');
    writeFileSync(path.join(dir, 'b.yaml'), 'Pet:\n  $ref: "parts/a.yaml"\n');
    writeFileSync(path.join(dir, 'openapi.yaml'), `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: './parts/a.yaml' }\n`);
    const problems = await problemsOf(path.join(dir, 'openapi.yaml'));
    const name = (file: string): string => path.relative(process.cwd(), path.join(dir, file));
    expect(problems).toEqual([
      expect.objectContaining({ file: name('parts/a.yaml'), line: 2, column: 7, pointer: '/$ref', message: `this $ref leads back to itself through ${name('parts/a.yaml')}# → ${name('b.yaml')}#/Pet → ${name('parts/a.yaml')}#, so it names no schema or object at all` }),
    ]);
  });

  it('accepts x- extensions in paths and responses, and prototype names as properties', async () => {
    const loaded = await loadDocument(writeSpec('extensions', `${HEAD}paths:
  x-internal: true
  /a:
    get:
      responses:
        x-note: ignored
        '200':
          description: x
          content:
            application/json:
              schema: { type: object, properties: { __proto__: { type: string }, constructor: { type: string } } }
`));
    const schema = (loaded.document as any).paths['/a'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype);
  });
});

describe('YAML merge keys', () => {
  it('applies `<<: *anchor` as Redocly (and so openapi-typescript) does, in the root and in referenced files', async () => {
    const dir = scratchDir('yaml-merge');
    writeFileSync(path.join(dir, 'shared.yaml'), 'base: &base\n  type: object\n  properties: { id: { type: integer } }\nWithName:\n  <<: *base\n  required: [id]\n');
    const root = path.join(dir, 'openapi.yaml');
    writeFileSync(root, `${HEAD}x-parts:
  base: &base
    type: object
    properties: { id: { type: integer } }
  named: &named
    properties: { name: { type: string } }
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                <<: [*base, *named]
                required: [id]
  /b:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: './shared.yaml#/WithName' }
`);
    const loaded = await loadDocument(root);
    expect(loaded.warnings).toEqual([]);
    const paths = loaded.document['paths'] as Record<string, { get: { responses: { '200': { content: { 'application/json': { schema: Record<string, unknown> } } } } } }>;
    const schemaOf = (route: string): Record<string, unknown> => {
      const schema = paths[route]!.get.responses['200'].content['application/json'].schema;
      const ref = schema['$ref'];
      return typeof ref === 'string' ? (loaded.document['components'] as { schemas: Record<string, Record<string, unknown>> }).schemas[ref.split('/').pop()!]! : schema;
    };
    // Later sources in the list do not override earlier ones, and the map's own members win.
    expect(schemaOf('/a')).toEqual({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] });
    expect(schemaOf('/b')).toEqual({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] });
  });
});

describe('keywords beside a $ref', () => {
  const withSiblings = (version: string): string => `openapi: ${version}
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    Pet: { type: object, properties: { id: { type: integer } } }
    Named:
      $ref: '#/components/schemas/Pet'
      description: a pet with a name
      readOnly: true
      x-note: kept
      properties: { name: { type: string } }
      required: [name]
`;
  const named = async (version: string): Promise<unknown> => {
    const loaded = await loadDocument(writeSpec(`ref-siblings-${version}`, withSiblings(version)));
    return (loaded.document['components'] as { schemas: Record<string, unknown> }).schemas['Named'];
  };

  it('apply together with the reference in 3.1 (JSON Schema 2020-12): written as allOf, which every tool reads alike', async () => {
    expect(await named('3.1.0')).toEqual({
      allOf: [{ $ref: '#/components/schemas/Pet' }],
      description: 'a pet with a name',
      readOnly: true,
      'x-note': 'kept',
      properties: { name: { type: 'string' } },
      required: ['name'],
    });
  });

  it('are ignored in 3.0, as its Reference Object says, except annotations', async () => {
    expect(await named('3.0.3')).toEqual({ $ref: '#/components/schemas/Pet', description: 'a pet with a name', readOnly: true, 'x-note': 'kept' });
  });
});

describe('a problem as printed', () => {
  it('percent-encodes what the document says that would act on a terminal or reorder the line', async () => {
    const file = writeSpec('printed-problem', `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a:
    get:
      operationId: getA
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object, properties: { "x\\u202Ey\\u009Bz\\u2028": { type: strin } } }
`);
    const error = await loadDocument(file).then(() => undefined, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(SpecError);
    const printed = (error as SpecError).problems.map(formatProblem).join('\n');
    expect(printed).toContain('/properties/x%E2%80%AEy%C2%9Bz%E2%80%A8/type');
    expect(printed).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2028\u2029]/);
    // Letters of other scripts, tab and the line break between message and hint stay as they are.
    expect(formatProblem({ file: 'a.yaml', line: 1, column: 2, pointer: '/properties/caf\u00e9', message: 'm\tn', hint: 'h' })).toBe('a.yaml:1:2  #/properties/caf\u00e9  m\tn\n  h');
  });

  it('is two lines whatever the document holds: a line feed in a member name, a file name or a quoted value cannot forge a line (a CI log read `::error::` as a workflow command)', async () => {
    const forged = 'a\n::error::all checks passed\nwrote 79 files to out in 1 ms\n';
    const file = writeSpec('forged-problem-line', JSON.stringify({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/a': { get: { operationId: 'getA', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { [forged]: { type: 'string', pattern: '(' } } } } } } } } } },
    }), 'openapi.json');
    const error = await loadDocument(file).then(() => undefined, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(SpecError);
    const printed = (error as SpecError).problems.map(formatProblem);
    expect(printed).toHaveLength(1);
    expect(printed[0]!.split('\n')).toHaveLength(2);
    expect(printed[0]).toContain('/properties/a%0A::error::all checks passed%0Awrote 79 files to out in 1 ms%0A/pattern');
    expect(printed[0]).not.toMatch(/^::/m);
    // The file and the message's own text likewise; a tab in the message stays.
    const made = formatProblem({ file: 'x\ny.yaml', line: 1, column: 1, pointer: '', message: 'm\n::add-mask::s\tt', hint: 'h\ni' });
    expect(made).toBe('x%0Ay.yaml:1:1  #  m%0A::add-mask::s\tt\n  h%0Ai');
  });
});
