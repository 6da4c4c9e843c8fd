/**
 * Heavy and hostile inputs (issue 11, points 3 and 4): one budget covers every file a load reads
 * (the root and every file its `$ref`s reach: bytes, YAML aliases, nodes once aliases and shared
 * objects are counted per use), and only regular files are read, so nothing hangs on a FIFO or
 * reads a device forever. Each refusal names the file; a `$ref` to a special file is refused at
 * the `$ref`'s line.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INPUT_LIMITS, loadDocument, SpecError, type InputLimits, type SpecProblem } from '../../generators/load/index.js';
import { expandedNodeCount } from '../../generators/load/budget.js';
import { REPO_ROOT, scratchDir, writeSpec } from './helpers/scratch.js';
import { TSX_IMPORT } from '../support/run-node.js';

async function problemsOf(file: string, limits?: InputLimits): Promise<SpecProblem[]> {
  const error = await loadDocument(file, limits ? { limits } : {}).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (error instanceof SpecError) return [...error.problems];
  throw new Error(`expected ${file} to be refused, got ${String(error)}`);
}

const HEAD = "openapi: 3.1.0\ninfo: { title: t, version: '1' }\n";
/** A root document whose one response schema is the `$ref` given. */
const rootReferring = (ref: string) => `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: '${ref}' }\n`;
const REF_LINE = 11;

/** A folder with the root document (referring to `ref`) and the files given. */
function folderWith(name: string, ref: string, files: { [name: string]: string }): { dir: string; root: string } {
  const dir = scratchDir(name);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  const root = path.join(dir, 'openapi.yaml');
  writeFileSync(root, rootReferring(ref));
  return { dir, root };
}

const relative = (file: string) => path.relative(process.cwd(), file);

describe('one budget for every file read', () => {
  it('refuses an alias bomb hidden in a small referenced file, at once (it took 118 s and 2.7 GB)', async () => {
    // 10 values, then six levels of ten aliases each: 366 bytes that expand to ten million values.
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (const [index, name] of ['b', 'c', 'd', 'e', 'f', 'g'].entries()) levels.push(`${name}: &${name} [${Array(10).fill(`*${'abcdef'[index]}`).join(', ')}]`);
    const bomb = `${levels.join('\n')}\n`;
    expect(bomb.length).toBeLessThan(400);
    const { dir, root } = folderWith('alias-bomb-ref', './bomb.yaml#/g', { 'bomb.yaml': bomb });
    const started = Date.now();
    const problems = await problemsOf(root);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(problems).toEqual([expect.objectContaining({ file: relative(path.join(dir, 'bomb.yaml')), message: expect.stringContaining(`past ${INPUT_LIMITS.nodes} nodes`) })]);
  }, 20_000);

  it('counts bytes over the root and every referenced file together', async () => {
    const schema = `type: object\ndescription: ${'x'.repeat(400)}\n`;
    const { dir, root } = folderWith('bytes-budget', './big.yaml', { 'big.yaml': schema });
    const limits = { ...INPUT_LIMITS, bytes: 600 };
    // Each file alone is under 600 bytes; together they are not.
    expect(rootReferring('./big.yaml').length).toBeLessThan(600);
    expect(schema.length).toBeLessThan(600);
    const problems = await problemsOf(root, limits);
    expect(problems).toEqual([expect.objectContaining({ file: relative(path.join(dir, 'big.yaml')), message: expect.stringMatching(/big\.yaml \(\d+ bytes\) takes the document and the files it references past 600 bytes in total/) })]);
  });

  it('counts YAML aliases over every file together', async () => {
    const withAliases = 'type: object\nproperties:\n  a: &s { type: string }\n  b: *s\n  c: *s\n  d: *s\n';
    const { root } = folderWith('aliases-budget', './aliased.yaml', { 'aliased.yaml': withAliases });
    await expect(loadDocument(root, { limits: { ...INPUT_LIMITS, aliases: 3 } })).resolves.toBeDefined();
    const problems = await problemsOf(root, { ...INPUT_LIMITS, aliases: 2 });
    expect(problems[0]?.message).toMatch(/aliased\.yaml takes the YAML alias uses .* past 2/);
  });

  it('refuses an object of more members than the limit where it is, in the root or a referenced file (300,000 overflowed the bundler\'s stack)', async () => {
    const map = (members: number) => `{ ${Array.from({ length: members }, (_, index) => `k${index}: ${index}`).join(', ')} }`;
    const { dir, root } = folderWith('wide-ref', './wide.yaml', { 'wide.yaml': `type: object\nx-table: ${map(21)}\n` });
    await expect(loadDocument(root, { limits: { ...INPUT_LIMITS, members: 21 } })).resolves.toBeDefined();
    expect(await problemsOf(root, { ...INPUT_LIMITS, members: 20 })).toEqual([
      expect.objectContaining({ file: relative(path.join(dir, 'wide.yaml')), line: 2, column: 10, pointer: '/x-table', message: 'this object has more than 20 members' }),
    ]);
    const wideRoot = writeSpec('wide-root', `${HEAD}paths: {}\ncomponents:\n  schemas: ${map(21)}\n`);
    expect(await problemsOf(wideRoot, { ...INPUT_LIMITS, members: 20 })).toEqual([expect.objectContaining({ line: 5, pointer: '/components/schemas', message: 'this object has more than 20 members' })]);
    // Arrays are not members: a long enum passes.
    const longEnum = writeSpec('long-enum', `${HEAD}paths: {}\ncomponents:\n  schemas:\n    E: { enum: [${Array.from({ length: 30 }, (_, index) => index).join(', ')}] }\n`);
    await expect(loadDocument(longEnum, { limits: { ...INPUT_LIMITS, members: 20 } })).resolves.toBeDefined();
  });

  it('counts the assembled document too: a file copied into many places by bundling', async () => {
    // OpenAPI 3.0 has no component for path items, so Redocly puts the file's content in every path that uses it.
    const item = `get:\n  responses:\n    '200':\n      description: ok\n      content:\n        application/json:\n          schema: { type: object, properties: { a: { type: string }, b: { type: integer } } }\n`;
    const paths = Array.from({ length: 100 }, (_, index) => `  /p${index}: { $ref: './item.yaml' }\n`).join('');
    const dir = scratchDir('assembled-budget');
    writeFileSync(path.join(dir, 'item.yaml'), item);
    const root = path.join(dir, 'openapi.yaml');
    writeFileSync(root, `openapi: 3.0.3\ninfo: { title: t, version: '1' }\npaths:\n${paths}`);
    const loaded = await loadDocument(root);
    expect(expandedNodeCount(loaded.document, 10_000).nodes).toBeGreaterThan(1_300); // the two files together have about 320
    const problems = await problemsOf(root, { ...INPUT_LIMITS, nodes: 1_000 });
    expect(problems).toEqual([expect.objectContaining({ file: root, message: expect.stringContaining('once its references are assembled, has more than 1000 nodes') })]);
  });

  it('counts a path item, parameter or response named by many operations once per use, and a schema $ref as one node', async () => {
    // 400 paths naming one path item of 500 parameters: the model and emitters would write 200,000
    // (80 such paths, a 31 KB document, made a 6.6 MB server.ts), about 1.4 million nodes in all.
    const parameters = Array.from({ length: 500 }, (_, index) => `          - { name: q${index}, in: query, schema: { type: string } }\n`).join('');
    const shared = `components:\n  pathItems:\n    Shared:\n      get:\n        parameters:\n${parameters}        responses: { '204': { description: none } }\n`;
    const paths = Array.from({ length: 400 }, (_, index) => `  /p${index}: { $ref: '#/components/pathItems/Shared' }\n`).join('');
    const file = writeSpec('path-item-amplified', `${HEAD}paths:\n${paths}${shared}`);
    const problems = await problemsOf(file);
    expect(problems).toEqual([expect.objectContaining({ file, message: expect.stringContaining(`once its references are assembled, has more than ${INPUT_LIMITS.nodes} nodes`) })]);
    // The same path item named by two paths loads, counted twice.
    const two = writeSpec('path-item-twice', `${HEAD}paths:\n${paths.split('\n').slice(0, 2).join('\n')}\n${shared}`);
    const loaded = await loadDocument(two);
    expect(expandedNodeCount(loaded.document, 1_000_000, loaded.document).nodes).toBeGreaterThan(2 * 500 * 6);
    // A recursive schema named through `$ref`s (components or deep into paths) stays one node per use.
    const recursive = writeSpec('recursive-schema-refs', `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { type: object, properties: { next: { $ref: '#/paths/~1a/get/responses/200/content/application~1json/schema' }, node: { $ref: '#/components/schemas/Node' } } }\ncomponents:\n  schemas:\n    Node: { type: object, properties: { child: { $ref: '#/components/schemas/Node' } } }\n`);
    await expect(loadDocument(recursive)).resolves.toBeDefined();
    // A callback whose operation names that callback again is written once, not forever: it loads.
    const callback = writeSpec('recursive-callback', `${HEAD}paths:\n  /subscribe:\n    post:\n      responses: { '204': { description: none } }\n      callbacks:\n        onEvent: { $ref: '#/components/callbacks/Loop' }\ncomponents:\n  callbacks:\n    Loop:\n      '{$request.body#/url}':\n        post:\n          responses: { '204': { description: none } }\n          callbacks:\n            again: { $ref: '#/components/callbacks/Loop' }\n`);
    await expect(loadDocument(callback)).resolves.toBeDefined();
  });

  it('refuses a document describing more operations than the limit', async () => {
    const paths = ['a', 'b'].map((name) => `  /${name}:\n    get: { responses: { '204': { description: none } } }\n    put: { responses: { '204': { description: none } } }\n`).join('');
    const file = writeSpec('operations-budget', `${HEAD}paths:\n${paths}`);
    await expect(loadDocument(file, { limits: { ...INPUT_LIMITS, operations: 4 } })).resolves.toBeDefined();
    const problems = await problemsOf(file, { ...INPUT_LIMITS, operations: 3 });
    expect(problems).toEqual([expect.objectContaining({ file, message: 'the document describes 4 operations, more than the 3 one run generates' })]);
  });

  it('refuses a root document over the size limit before reading it', async () => {
    const dir = scratchDir('too-big-root');
    const root = path.join(dir, 'openapi.json');
    writeFileSync(root, '');
    truncateSync(root, INPUT_LIMITS.bytes + 1); // sparse: costs no disk, would cost the limit to read
    const problems = await problemsOf(root);
    expect(problems).toEqual([expect.objectContaining({ file: root, message: expect.stringContaining(`past ${INPUT_LIMITS.bytes / 1024 / 1024} MiB in total`) })]);
  });

  it('refuses a referenced file over the size limit before reading it', async () => {
    const { dir, root } = folderWith('too-big-ref', './huge.json', {});
    writeFileSync(path.join(dir, 'huge.json'), '');
    truncateSync(path.join(dir, 'huge.json'), INPUT_LIMITS.bytes);
    const problems = await problemsOf(root);
    expect(problems).toEqual([expect.objectContaining({ file: relative(path.join(dir, 'huge.json')), message: expect.stringContaining('MiB in total') })]);
  });
});

describe('many files', () => {
  it('reads a document split into more files than the process may hold open at once (it was refused with EMFILE, a file per $ref)', async () => {
    const dir = scratchDir('many-files');
    const count = 400;
    mkdirSync(path.join(dir, 'schemas'));
    const names = Array.from({ length: count }, (_, index) => `S${index}`);
    for (const name of names) writeFileSync(path.join(dir, 'schemas', `${name}.yaml`), 'type: object\nproperties: {a: {type: string}}\n');
    const root = path.join(dir, 'openapi.yaml');
    writeFileSync(root, `${HEAD}paths: {}\ncomponents:\n  schemas:\n${names.map((name) => `    ${name}: {$ref: 'schemas/${name}.yaml'}\n`).join('')}`);
    const script = path.join(dir, 'load.mts');
    writeFileSync(script, `import { loadDocument } from ${JSON.stringify(path.join(REPO_ROOT, 'generators/load/index.ts'))};
const { document } = await loadDocument(${JSON.stringify(root)});
console.log(Object.keys(document.components.schemas).length);
`);
    // 256 descriptors (macOS's default; Linux's is 1,024): Node and tsx hold a few dozen.
    const output = execFileSync('sh', ['-c', 'ulimit -n 256 && exec "$0" "$@"', process.execPath, ...TSX_IMPORT, script], { encoding: 'utf8' });
    expect(output.trim()).toBe(String(count));
  }, 120_000);
});

describe('special files are refused, never read (a FIFO hung generate forever)', () => {
  const servers: net.Server[] = [];
  afterAll(() => servers.forEach((server) => server.close()));

  it.each([
    ['a FIFO', 'pipe.yaml', (file: string) => execFileSync('mkfifo', [file]), /pipe\.yaml is a FIFO \(named pipe\), not a regular file/],
    ['a directory', 'folder.yaml', (file: string) => mkdirSync(file), /folder\.yaml is a directory, not a regular file/],
  ])('a $ref to %s is refused at the $ref', async (_kind, name, make, message) => {
    const { dir, root } = folderWith(`special-${name}`, `./${name}`, {});
    make(path.join(dir, name));
    const problems = await problemsOf(root);
    expect(problems).toEqual([expect.objectContaining({ file: root, line: REF_LINE, pointer: '/paths/~1a/get/responses/200/content/application~1json/schema', message: expect.stringMatching(message) })]);
  }, 20_000);

  it('a $ref to a socket is refused at the $ref', async () => {
    const { dir, root } = folderWith('special-socket', './socket.yaml', {});
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(path.join(dir, 'socket.yaml'), resolve));
    const problems = await problemsOf(root);
    expect(problems).toEqual([expect.objectContaining({ line: REF_LINE, message: expect.stringMatching(/socket\.yaml is a socket, not a regular file/) })]);
  }, 20_000);

  it.each([
    ['a device', '/dev/zero', /cannot read the document: \/dev\/zero is a device, not a regular file/],
    ['a /proc file whose size reads as 0 but that has content', '/proc/self/status', /cannot read the document: \/proc\/self\/status grew while it was being read/],
  ])('%s given as the document is refused at once (%s)', async (_kind, file, message) => {
    const started = Date.now();
    const problems = await problemsOf(file);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(problems).toEqual([expect.objectContaining({ file, message: expect.stringMatching(message) })]);
  }, 20_000);

  it.each([['/dev/zero'], ['/proc/self/environ']])('a $ref to %s is refused at the $ref: it is outside the document\'s folder', async (target) => {
    const { root } = folderWith(`special-absolute-${path.basename(target)}`, target, {});
    const problems = await problemsOf(root);
    expect(problems).toEqual([expect.objectContaining({ file: root, line: REF_LINE, message: expect.stringContaining(`reference to ${target} refused: it is outside the document's folder`) })]);
  }, 20_000);

  it('a FIFO given as the document itself is refused', async () => {
    const fifo = path.join(scratchDir('root-fifo'), 'openapi.yaml');
    execFileSync('mkfifo', [fifo]);
    const problems = await problemsOf(fifo);
    expect(problems).toEqual([expect.objectContaining({ file: fifo, message: expect.stringMatching(/cannot read the document: .*is a FIFO/) })]);
  }, 20_000);

  it('a FIFO named by an example\'s externalValue is never opened: the value is kept as written (load/external-values.ts)', async () => {
    const dir = scratchDir('external-value-fifo');
    execFileSync('mkfifo', [path.join(dir, 'example.json')]);
    const root = path.join(dir, 'openapi.yaml');
    writeFileSync(root, `${HEAD}paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              examples:\n                one: { externalValue: './example.json' }\n`);
    const loaded = await loadDocument(root);
    expect(JSON.stringify(loaded.document)).toContain('"one":{"externalValue":"./example.json"}');
  }, 20_000);
});

describe('nesting is a limit like size (every later stage recurses: stack overflows and "please report" crashes)', () => {
  /** A schema nested `levels` properties deep: two objects and arrays per level. */
  const nestedSchema = (levels: number): string => {
    let schema = '{"type":"string"}';
    for (let level = 0; level < levels; level += 1) schema = `{"type":"object","properties":{"p":${schema}}}`;
    return schema;
  };
  const withSchema = (schema: string, extra = '') =>
    `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"ok","content":{"application/json":{"schema":${schema}}}}}}}}${extra}}`;

  it('accepts objects nested to the limit and refuses one level more, at the pointer and line where it passes it', async () => {
    // The response schema sits 9 levels deep; each property level adds two.
    const atLimit = writeSpec('nesting-at-limit', withSchema(nestedSchema((INPUT_LIMITS.depth - 10) / 2)), 'openapi.json');
    await expect(loadDocument(atLimit)).resolves.toBeDefined();
    const file = writeSpec('nesting-over-limit', withSchema(nestedSchema((INPUT_LIMITS.depth - 10) / 2 + 1)), 'openapi.json');
    const [problem, ...others] = await problemsOf(file);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file, line: 1, message: `objects and arrays are nested more than ${INPUT_LIMITS.depth} levels deep here` });
    expect(problem!.pointer).toBe(`/paths/~1a/get/responses/200/content/application~1json/schema${'/properties/p'.repeat((INPUT_LIMITS.depth - 10) / 2 + 1)}`);
    expect(problem!.column).toBeGreaterThan(1);
  });

  it('refuses 5,000 levels in an example of a referenced file at once, located in that file (it was a stack overflow)', async () => {
    const deep = `{"type":"object","example":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const { dir, root } = folderWith('nesting-ref', './deep.json', { 'deep.json': deep });
    const [problem] = await problemsOf(root);
    expect(problem).toMatchObject({ file: relative(path.join(dir, 'deep.json')), line: 1, message: expect.stringContaining(`nested more than ${INPUT_LIMITS.depth} levels`) });
    expect(problem!.pointer).toMatch(/^\/example(\/0)+$/);
  });

  it('refuses YAML too deep for its parser with a message that says so (it was "invalid YAML: Maximum call stack size exceeded")', async () => {
    const file = writeSpec('nesting-yaml', `${HEAD}paths: {}
x-deep: ${'['.repeat(100_000)}${']'.repeat(100_000)}
`);
    const [problem] = await problemsOf(file);
    expect(problem).toMatchObject({ file, line: 4, message: `the YAML is nested too deeply to read; at most ${INPUT_LIMITS.depth} levels are supported` });
  });

  it('refuses a chain of schemas each naming the next past the walk limit, at the schema where it passes (Redocly overflowed its stack, reported as a $ref cycle)', async () => {
    const chain = (links: number): string => {
      const schemas = Array.from({ length: links }, (_, index) => `"S${index}":{"type":"object","properties":{"next":{"$ref":"#/components/schemas/S${index + 1}"}}}`);
      return withSchema('{"$ref":"#/components/schemas/S0"}', `,"components":{"schemas":{${[...schemas, `"S${links}":{"type":"string"}`].join(',')}}}`);
    };
    // Each link is two levels (the schema and its properties); the schema of the response is 9 deep.
    await expect(loadDocument(writeSpec('chain-at-limit', chain(150), 'openapi.json'))).resolves.toBeDefined();
    const file = writeSpec('chain-over-limit', chain(700), 'openapi.json');
    const [problem] = await problemsOf(file);
    expect(problem).toMatchObject({ file, line: 1, message: expect.stringContaining(`following its $refs, the document nests more than ${INPUT_LIMITS.walk} levels deep here`) });
    expect(problem!.pointer).toMatch(/^\/components\/schemas\/S\d+\/properties\/next$/);
  });

  // It was said at the root file's line 1, with a pointer into the bundle that no file has.
  it('says where a chain of files passes the walk limit: the file, line and pointer of the $ref written there', async () => {
    const links = 450;
    const files = Object.fromEntries(Array.from({ length: links }, (_, index) => [`s${index}.yaml`, `type: object\nproperties:\n  next:\n    $ref: './s${(index + 1) % links}.yaml'\n`]));
    const { dir, root } = folderWith('chain-of-files', './s0.yaml', files);
    const [problem] = await problemsOf(root);
    expect(problem).toMatchObject({ line: 4, column: 5, pointer: '/properties/next', message: expect.stringContaining(`following its $refs, the document nests more than ${INPUT_LIMITS.walk} levels deep here`) });
    // The chain passes the limit in the 196th file (each file is two levels, after the root's nine).
    expect(problem!.file).toBe(relative(path.join(dir, 's195.yaml')));
  });
});
