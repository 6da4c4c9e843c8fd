/**
 * mtc.config.json and the flags (issue 13): what `generate` and `check` do in a folder, which
 * target a flag picks, the regenerate command quoted in headers, and a clear usage error for
 * anything malformed (naming the file and the member).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTargetCommand, refuseMissingFiles, UsageError } from '../../scripts/lib/cli.js';
import { firstDuplicateMember } from '../../generators/shared/json-duplicates.js';
import { jsonSyntaxErrorPlace } from '../../generators/shared/json-syntax-error.js';
import { REPO_ROOT, scratchDir } from './helpers/scratch.js';

const ALL = ['types', 'client', 'server', 'docs'];

function folderWith(config: unknown): string {
  const dir = scratchDir('config');
  writeFileSync(path.join(dir, 'mtc.config.json'), typeof config === 'string' ? config : JSON.stringify(config));
  return dir;
}

describe('targets from mtc.config.json and flags', () => {
  it('without a config: spec/openapi.yaml into generated, every output', () => {
    const command = readTargetCommand([], scratchDir('no-config'));
    expect(command.targets).toEqual([{ spec: 'spec/openapi.yaml', out: 'generated', outputs: ALL }]);
    expect(command.regenerateCommand).toBe('npx mtc generate');
  });

  it('one target, outputs in registry order whatever order the file gives', () => {
    const dir = folderWith({ spec: 'api.yaml', out: 'src/api', outputs: ['client', 'types'], package: { name: '@acme/api', version: '2.0.0' } });
    expect(readTargetCommand([], dir).targets).toEqual([{ spec: 'api.yaml', out: 'src/api', outputs: ['types', 'client'], package: { name: '@acme/api', version: '2.0.0' } }]);
  });

  it('a package target without outputs holds the client and its types (every output is the default elsewhere)', () => {
    const dir = folderWith({ spec: 'api.yaml', out: 'pkg', package: { name: '@acme/api' } });
    expect(readTargetCommand([], dir).targets).toEqual([{ spec: 'api.yaml', out: 'pkg', outputs: ['types', 'client'], package: { name: '@acme/api' } }]);
    const several = folderWith({ spec: 'api.yaml', targets: [{ out: 'gen' }, { out: 'pkg', package: { name: '@acme/api' } }] });
    expect(readTargetCommand([], several).targets.map((target) => target.outputs)).toEqual([ALL, ['types', 'client']]);
  });

  it('several targets share the top-level spec and outputs', () => {
    const dir = folderWith({ spec: 'api.yaml', outputs: ['types'], targets: [{ out: 'a' }, { out: 'b', outputs: ['client'], spec: 'other.yaml' }] });
    expect(readTargetCommand([], dir).targets).toEqual([
      { spec: 'api.yaml', out: 'a', outputs: ['types'] },
      { spec: 'other.yaml', out: 'b', outputs: ['client'] },
    ]);
  });

  it('flags override: --out picks the target with that folder, or makes one; --spec and --outputs apply to the chosen targets', () => {
    const dir = folderWith({ spec: 'api.yaml', targets: [{ out: 'a' }, { out: 'pkg', outputs: ['client'], package: { name: 'x' } }] });
    expect(readTargetCommand(['--out', './pkg'], dir).targets).toEqual([{ spec: 'api.yaml', out: 'pkg', outputs: ['client'], package: { name: 'x' } }]);
    expect(readTargetCommand(['--out', 'elsewhere', '--outputs', 'docs,types'], dir).targets).toEqual([{ spec: 'api.yaml', out: 'elsewhere', outputs: ['types', 'docs'] }]);
    expect(readTargetCommand(['--spec', 'v2.yaml'], dir).targets.map((target) => target.spec)).toEqual(['v2.yaml', 'v2.yaml']);
  });

  it('quotes `npm run generate` in the toolkit and `npx mtc generate` elsewhere, with the flags that changed something', () => {
    expect(readTargetCommand([], REPO_ROOT).regenerateCommand).toBe('npm run generate');
    expect(readTargetCommand(['--spec', 'x.yaml', '--out', 'y'], REPO_ROOT).regenerateCommand).toBe('npm run generate -- --spec x.yaml --out y');
    const dir = folderWith({ spec: 'api.yaml', out: 'src/api' });
    expect(readTargetCommand([], dir).regenerateCommand).toBe('npx mtc generate');
    expect(readTargetCommand(['--out', 'src/api', '--spec', 'api.yaml'], dir).regenerateCommand).toBe('npx mtc generate');
    expect(readTargetCommand(['--outputs', 'types'], dir).regenerateCommand).toBe('npx mtc generate --outputs types');
    // Picking one configured target changes none of its files, so not its headers either.
    const targets = folderWith({ spec: 'api.yaml', targets: [{ out: 'a' }, { out: 'b', outputs: ['client'] }] });
    expect(readTargetCommand(['--out', 'b'], targets).regenerateCommand).toBe('npx mtc generate');
    expect(readTargetCommand(['--out', 'b', '--outputs', 'client'], targets).regenerateCommand).toBe('npx mtc generate');
    expect(readTargetCommand(['--out', 'c'], targets).regenerateCommand).toBe('npx mtc generate --out c');
  });

  // A red-team pass (2026-11-28): `generate --spec ./api.yaml` with the config's `api.yaml` wrote
  // `Generated from ./api.yaml by npx mtc generate --spec ./api.yaml` into every header, and the
  // next plain `mtc check` failed on the headers alone; `--out ./src/api` already kept the config's spelling.
  it('keeps the config\'s spelling when --spec names the same file otherwise, as --out does, so the files and their headers do not change', () => {
    const dir = folderWith({ spec: 'api.yaml', out: 'src/api' });
    for (const spec of ['./api.yaml', path.join(dir, 'api.yaml'), 'sub/../api.yaml']) {
      const command = readTargetCommand(['--spec', spec], dir);
      expect(command.targets).toEqual([{ spec: 'api.yaml', out: 'src/api', outputs: ALL }]);
      expect(command.regenerateCommand).toBe('npx mtc generate');
    }
    expect(readTargetCommand(['--spec', './spec/openapi.yaml'], scratchDir('no-config')).regenerateCommand).toBe('npx mtc generate');
    // Another file is still a change, spelled as given.
    expect(readTargetCommand(['--spec', './v2.yaml'], dir).regenerateCommand).toBe('npx mtc generate --spec ./v2.yaml');
    const several = folderWith({ targets: [{ out: 'a', spec: 'api.yaml' }, { out: 'b', spec: 'other.yaml' }] });
    const both = readTargetCommand(['--spec', './api.yaml'], several);
    expect(both.targets.map((target) => target.spec)).toEqual(['api.yaml', './api.yaml']);
    expect(both.regenerateCommand).toBe('npx mtc generate --spec ./api.yaml');
  });

  // A new-user pass (2026-11-28): `--out b --outputs types` printed `npx mtc generate --outputs
  // types`, which pasted applied types alone to every target, and a package target refused it.
  it('keeps --out when it picks one of several targets that another flag changes, so the pasted command regenerates that folder alone', () => {
    const dir = folderWith({ spec: 'api.yaml', targets: [{ out: 'a' }, { out: 'b', outputs: ['client'] }, { out: 'pkg', package: { name: '@acme/api' } }] });
    for (const argv of [['--out', 'b', '--outputs', 'types'], ['--out', './a', '--spec', 'v2.yaml']]) {
      const given = readTargetCommand(argv, dir);
      const words = execFileSync('sh', ['-c', `printf '%s\\n' ${given.regenerateCommand.replace(/^npx mtc generate /, '')}`], { encoding: 'utf8' }).trim().split('\n');
      const pasted = readTargetCommand(words, dir);
      expect(pasted.targets).toEqual(given.targets);
      expect(pasted.regenerateCommand).toBe(given.regenerateCommand);
    }
    expect(readTargetCommand(['--out', 'b', '--outputs', 'types'], dir).regenerateCommand).toBe('npx mtc generate --out b --outputs types');
    // With one target in the config there is nothing to pick: the flag that changed it is enough.
    expect(readTargetCommand(['--out', 'src/api', '--outputs', 'types'], folderWith({ spec: 'api.yaml', out: 'src/api' })).regenerateCommand).toBe('npx mtc generate --outputs types');
  });

  it('quotes each flag value so that the command, pasted into a shell, gets the same words (spaces, quotes, `$(…)`)', () => {
    const dir = folderWith({ spec: 'api.yaml', out: 'src/api' });
    const values = ['my specs/api v2.yaml', "it's`id`$(id)*.yaml", 'gen ü/out'];
    const command = readTargetCommand(['--spec', values[0]!, '--out', values[2]!], dir).regenerateCommand;
    expect(command).toBe("npx mtc generate --spec 'my specs/api v2.yaml' --out 'gen ü/out'");
    const quoted = readTargetCommand(['--spec', values[1]!], dir).regenerateCommand;
    // What sh reads back from the command's words: each value whole, nothing run.
    const words = execFileSync('sh', ['-c', `printf '%s\\n' ${quoted.replace(/^npx mtc generate /, '')}`], { encoding: 'utf8' });
    expect(words).toBe(`--spec\n${values[1]}\n`);
    expect(readTargetCommand(['--spec', 'specs/v2.yaml', '--out', './gen-2', '--outputs', 'types,client'], dir).regenerateCommand).toBe('npx mtc generate --spec specs/v2.yaml --out ./gen-2 --outputs types,client');
  });

  // A new-user pass (2026-11-27): `--spec -api.yaml` is a flag without its value to the parser,
  // so the command printed for `--spec=-api.yaml` failed when pasted.
  it('joins a value that starts with a dash to its flag, so the pasted command reads it back', () => {
    const dir = folderWith({ spec: 'api.yaml', out: 'src/api' });
    const command = readTargetCommand(['--spec=-api.yaml', '--out=-gen out'], dir).regenerateCommand;
    expect(command).toBe("npx mtc generate --spec=-api.yaml '--out=-gen out'");
    const words = execFileSync('sh', ['-c', `printf '%s\\n' ${command.replace(/^npx mtc generate /, '')}`], { encoding: 'utf8' }).trim().split('\n');
    expect(readTargetCommand(words, dir).targets).toEqual([expect.objectContaining({ spec: '-api.yaml', out: '-gen out' })]);
  });
});

describe('malformed configs and flags are usage errors', () => {
  it.each([
    ["{ not json", /mtc\.config\.json:1:3  #  not valid JSON/],
    [{ spec: 'a.yaml', out: 'o', extra: 1 }, /mtc\.config\.json:1:36  #\/extra  unknown member "extra"/],
    [{ out: 'o', outputs: ['clients'] }, /:1:22  #\/outputs  "clients" is not an output \(types, client, server, docs\)/],
    [{ out: 'o', outputs: [] }, /#\/outputs  must be a non-empty list/],
    // A new-user pass (2026-11-27): `~` is not expanded here, so this made a folder named ~ in the project.
    [{ spec: 'api.yaml', out: '~/partner' }, /mtc\.config\.json:1:26  #\/out  "~\/partner" starts with ~, which only a shell reads as the home folder/],
    [{ spec: '~', out: 'o' }, /#\/spec  "~" starts with ~/],
    // A red-team pass (2026-11-28): nor are variables; this made a folder named $HOME in the project.
    [{ spec: 'api.yaml', out: '$HOME/partner' }, /#\/out  "\$HOME\/partner" holds "\$HOME", which only a shell reads as a variable/],
    [{ spec: '${API_DIR}/api.yaml', out: 'o' }, /#\/spec  "\$\{API_DIR\}\/api\.yaml" holds "\$\{API_DIR\}"/],
    [{ spec: 'api.yaml', out: '%USERPROFILE%/gen' }, /#\/out  .* holds "%USERPROFILE%"/],
    [{ package: { name: 'x' } }, /#\/package  needs "out"/],
    [{ out: 'o', outputs: ['client', 'server'], package: { name: 'x' } }, /#\/out  o: a package holds the client, so its outputs must be client/],
    [{ targets: [{ spec: 'b/api.yaml', out: 'a' }, { spec: 'api.yaml', out: 'b' }] }, /#\/targets\/1\/out  the spec b\/api\.yaml is inside the output folder b,/],
    [{ outputs: ['types', 'client', 'docs'], targets: [{ out: 'o', package: { name: 'x' } }] }, /o: a package holds the client, so its outputs must be client/],
    [{ out: 'o', outputs: ['client'], package: { name: 'x', private: true } }, /#\/package\/private  unknown member "private"/],
    // Checked with the config, before the document is loaded, not after it was generated.
    [{ out: 'o', outputs: ['client'], package: { name: 'Pets Client' } }, /#\/package\/name  "Pets Client" is not a valid npm package name/],
    [{ out: 'o', outputs: ['client'], package: { name: '@acme' } }, /#\/package\/name  "@acme" is not a valid npm package name/],
    // A red-team pass (2026-11-28): `events` was packed and installed, and `import … from 'events'`
    // got Node's module; npm's install refused `node_modules` (EINVALIDPACKAGENAME).
    [{ out: 'o', outputs: ['client'], package: { name: 'events' } }, /#\/package\/name  "events" is the name of a Node\.js built-in module: an app's import or require of "events" gets Node's module, never this package; choose another name, such as @scope\/events or events-client/],
    [{ out: 'o', outputs: ['client'], package: { name: 'http' } }, /#\/package\/name  "http" is the name of a Node\.js built-in module/],
    [{ out: 'o', outputs: ['client'], package: { name: 'node_modules' } }, /#\/package\/name  "node_modules" is a name npm refuses to install/],
    [{ out: 'o', outputs: ['client'], package: { name: 'favicon.ico' } }, /#\/package\/name  "favicon\.ico" is a name npm refuses to install/],
    [{ out: 'o', outputs: ['client'], package: { name: 'x', version: '1.0' } }, /#\/package\/version  must be a semantic version such as "1\.2\.0" \(got "1\.0"\)/],
    [{ out: 'o', outputs: ['client'], package: { name: 'x', version: 2 } }, /#\/package\/version  must be a semantic version/],
    [{ targets: [{ out: 'o', outputs: ['client'], package: { name: 'ok', version: 'v1.2.3' } }] }, /:1:78  #\/targets\/0\/package\/version  must be a semantic version/],
    [{ targets: [{ out: 'a' }, { out: 'a/b' }] }, /mtc\.config\.json:1:32  #\/targets\/1\/out  the output folders a and a\/b overlap/],
    [{ targets: [] }, /#\/targets  must be a non-empty list/],
    [{ targets: [{ spec: 'x.yaml' }] }, /#\/targets\/0  needs "out"/],
    [{ out: 'o', targets: [{ out: 'a' }] }, /with "targets", "out" and "package" belong to each target/],
    [{ spec: 'o/api.yaml', out: 'o' }, /mtc\.config\.json:1:28  #\/out  the spec o\/api\.yaml is inside the output folder o/],
    // A config is shared between machines: on Linux or macOS `src\partner` is one folder named with a backslash.
    [{ spec: 'api.yaml', out: 'src\\partner' }, /mtc\.config\.json:1:26  #\/out  "src\\\\partner" separates folders with \\; write src\/partner/],
    [{ spec: 'specs\\api.yaml', out: 'o' }, /#\/spec  "specs\\\\api\.yaml" separates folders with \\; write specs\/api\.yaml/],
    [{ targets: [{ spec: 'api.yaml', out: 'gen\\client' }] }, /#\/targets\/0\/out  "gen\\\\client" separates folders with \\; write gen\/client/],
    // A NUL reached the file system, which threw: "cannot check gen x", exit 1 (a red-team pass, 2026-11-28).
    [{ spec: 'api.yaml', out: 'gen\u0000x' }, /mtc\.config\.json:1:26  #\/out  "gen\\u0000x" holds the control character U\+0000, which no path here may hold/],
    [{ spec: 'sp\nec.yaml', out: 'o' }, /#\/spec  "sp\\nec\.yaml" holds the control character U\+000A/],
    [{ targets: [{ out: 'a\u001b[31m' }] }, /#\/targets\/0\/out  "a\\u001b\[31m" holds the control character U\+001B/],
  ])('%j', (config, message) => {
    const dir = folderWith(config);
    expect(() => readTargetCommand([], dir)).toThrow(UsageError);
    expect(() => readTargetCommand([], dir)).toThrow(message);
  });

  // A red-team pass (2026-11-28): past what a file system takes, the path reached it and check
  // said "cannot check <the path>: ENAMETOOLONG … '<the path>'", exit 1; a megabyte member was
  // printed back whole.
  it('refuses a path longer than a file system takes, and quotes a long member cut', () => {
    const cases: [unknown, RegExp][] = [
      [{ out: 'a/'.repeat(3000) }, /#\/out  "(?:a\/){50}"… \(6000 characters\) is 6000 bytes long; a path may be at most 4096$/],
      [{ spec: `${'s'.repeat(300)}.yaml`, out: 'o' }, /#\/spec  "s{100}"… \(305 characters\) has a name of 305 bytes; a file or folder name may be at most 255$/],
      [{ out: 'o', outputs: ['x'.repeat(1_000_000)] }, /#\/outputs  "x{100}"… \(1000000 characters\) is not an output/],
      [{ out: 'o', outputs: ['client'], package: { name: 'a'.repeat(1_000_000) } }, /#\/package\/name  "a{100}…" is not a valid npm package name/],
    ];
    for (const [config, message] of cases) {
      const dir = folderWith(config);
      expect(() => readTargetCommand([], dir)).toThrow(UsageError);
      expect(() => readTargetCommand([], dir)).toThrow(message);
    }
  });

  // A red-team pass (2026-11-28): a Latin-1 `é` became U+FFFD ("no such file: \uFFFD.yaml"), and a
  // UTF-16 config was "not valid JSON" quoting its NULs raw.
  it('refuses a config that is not UTF-8 at its first bad byte', () => {
    const latin1 = folderWith('');
    writeFileSync(path.join(latin1, 'mtc.config.json'), Buffer.concat([Buffer.from('{"spec": "'), Buffer.from([0xe9]), Buffer.from('.yaml", "out": "o"}')]));
    expect(() => readTargetCommand([], latin1)).toThrow(UsageError);
    expect(() => readTargetCommand([], latin1)).toThrow(/mtc\.config\.json:1:11  #  not valid UTF-8 at the byte E9 \(Latin-1 or Windows-1252 text\?\); save it as UTF-8/);
    const utf16 = folderWith('');
    writeFileSync(path.join(utf16, 'mtc.config.json'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"out": "o"}', 'utf16le')]));
    expect(() => readTargetCommand([], utf16)).toThrow(/mtc\.config\.json  #  the file is encoded as UTF-16 .*; save it as UTF-8/);
    const bom = folderWith('');
    writeFileSync(path.join(bom, 'mtc.config.json'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"out": "o"}')]));
    expect(readTargetCommand([], bom).targets.map((target) => target.out)).toEqual(['o']);
  });

  // A red-team pass (2026-11-28): JSON.parse's message quotes the text around the mistake raw, so an
  // escape sequence there (ESC [2J clears the screen) acted on the terminal; so did a U+202E in a member name.
  it('quotes no character that acts on a terminal', () => {
    const escaped = folderWith('{"out": \u001b[2J"o"}');
    expect(() => readTargetCommand([], escaped)).toThrow(/mtc\.config\.json:1:9  #  not valid JSON \(.*%1B/);
    expect(() => readTargetCommand([], escaped)).not.toThrow(/\u001b/);
    expect(() => readTargetCommand([], folderWith({ out: 'o', ['x\u202e']: 1 }))).toThrow(/unknown member "x%E2%80%AE" \(allowed/);
  });

  // A red-team pass (2026-11-28): every pair of targets resolved its paths again and every place
  // parsed the file again, so 1,000 targets held check 51 s before it compared anything (3,000:
  // past two minutes). Each place now comes from one parse, and each pair compares two strings.
  it('reads a config of 3,000 targets and places each at its member, and finds an overlap among 2,000', () => {
    const dir = folderWith({ spec: 'api.yaml', targets: Array.from({ length: 3000 }, (_unused, index) => ({ out: `gen/o${index}`, outputs: ['types'] })) });
    const command = readTargetCommand([], dir);
    const places = command.targets.map((target) => command.outPlace(target.out));
    expect(places[2999]).toMatch(/mtc\.config\.json:1:\d+  #\/targets\/2999\/out  $/);
    const overlapping = folderWith({ spec: 'api.yaml', targets: [...Array.from({ length: 2000 }, (_unused, index) => ({ out: `gen/o${index}` })), { out: 'gen/o5/inner' }] });
    expect(() => readTargetCommand([], overlapping)).toThrow(/#\/targets\/2000\/out  the output folders gen\/o5 and gen\/o5\/inner overlap/);
  }, 60_000);

  it('names the line, column and JSON pointer of every member it refuses, as document problems do', () => {
    const text = (lines: string[]) => folderWith(`${lines.join('\n')}\n`);
    const version = text(['{', '  "spec": "api.yaml",', '  "targets": [', '    { "out": "a", "package": { "name": "x", "version": "v1.2.3" } }', '  ]', '}']);
    expect(() => readTargetCommand([], version)).toThrow(/mtc\.config\.json:4:56  #\/targets\/0\/package\/version  must be a semantic version such as "1\.2\.0" \(got "v1\.2\.3"\)/);
    const unknown = text(['{', '  "spec": "api.yaml",', '  "out": "src/api",', '  "extra": 1', '}']);
    expect(() => readTargetCommand([], unknown)).toThrow(/mtc\.config\.json:4:12  #\/extra  unknown member "extra" \(allowed: /);
    const wrongType = text(['{', '  "out": "src/api",', '  "outputs": "types"', '}']);
    expect(() => readTargetCommand([], wrongType)).toThrow(/mtc\.config\.json:3:14  #\/outputs  must be a non-empty list of types, client, server, docs; the file takes a JSON list where --outputs takes commas: \["types"\]$/);
    // Written as --outputs takes it: the list it should be, given back.
    expect(() => readTargetCommand([], folderWith({ out: 'src/api', outputs: 'types, client' }))).toThrow(/#\/outputs  must be a non-empty list of types, client, server, docs; the file takes a JSON list where --outputs takes commas: \["types", "client"\]$/);
    expect(() => readTargetCommand([], folderWith({ out: 'src/api', outputs: [] }))).toThrow(/#\/outputs  must be a non-empty list of types, client, server, docs$/);
    // A member that is missing is placed at the object that lacks it.
    const noOut = text(['{', '  "targets": [', '    { "out": "a" },', '    { "spec": "x.yaml" }', '  ]', '}']);
    expect(() => readTargetCommand([], noOut)).toThrow(/mtc\.config\.json:4:5  #\/targets\/1  needs "out"/);
  });

  // A new-user pass (2026-11-28): `--outputs types` with a package target in the config was
  // placed at the target's "out" in mtc.config.json, which was right.
  it('names --outputs, not a place in the config, when the flag gives a package target outputs it cannot hold', () => {
    const dir = folderWith({ spec: 'api.yaml', targets: [{ out: 'gen' }, { out: 'pkg', package: { name: '@acme/api' } }] });
    expect(() => readTargetCommand(['--outputs', 'types'], dir)).toThrow(/^--outputs types: pkg is the folder of a client package in mtc\.config\.json, and a package holds the client, so its outputs must be client \(types come with it\), not types; give --out the folder/);
    expect(() => readTargetCommand(['--out', 'pkg', '--outputs', 'server'], dir)).toThrow(/^--outputs server: pkg is the folder/);
  });

  // An app-team pass (2026-11-28): `linked` a link to `real`, targets `linked/g` (types) and
  // `real/g` (client) were compared as text, so both wrote one folder; every check then failed
  // on one of them and told the user to run generate, which could never make it pass.
  it('sees through links: two folders that are one on disk overlap, and --out by another spelling picks its target', () => {
    const dir = folderWith({ spec: 'api.yaml', targets: [{ out: 'linked/g', outputs: ['types'] }, { out: 'real/g', outputs: ['client'] }] });
    mkdirSync(path.join(dir, 'real'));
    symlinkSync('real', path.join(dir, 'linked'));
    expect(() => readTargetCommand([], dir)).toThrow(/#\/targets\/1\/out  the output folders linked\/g and real\/g overlap/);
    const inside = folderWith({ spec: 'api.yaml', targets: [{ out: 'linked' }, { out: 'real/pkg', package: { name: 'x' } }] });
    mkdirSync(path.join(inside, 'real'));
    symlinkSync('real', path.join(inside, 'linked'));
    expect(() => readTargetCommand([], inside)).toThrow(/#\/targets\/1\/out  the output folders linked and real\/pkg overlap/);
    const picked = folderWith({ spec: 'api.yaml', targets: [{ out: 'real/g', outputs: ['types'] }, { out: 'other' }] });
    mkdirSync(path.join(picked, 'real'));
    symlinkSync('real', path.join(picked, 'linked'));
    expect(readTargetCommand(['--out', 'linked/g'], picked).targets).toEqual([{ spec: 'api.yaml', out: 'real/g', outputs: ['types'] }]);
  });

  it('places what only the whole list shows too: a folder inside another, a spec that names no file', () => {
    const text = (lines: string[]) => folderWith(`${lines.join('\n')}\n`);
    const overlap = text(['{', '  "spec": "api.yaml",', '  "targets": [', '    { "out": "gen" },', '    { "out": "./gen/client", "package": { "name": "x" } }', '  ]', '}']);
    expect(() => readTargetCommand([], overlap)).toThrow(/^\S*mtc\.config\.json:5:14  #\/targets\/1\/out  the output folders gen and \.\/gen\/client overlap/);
    const missing = text(['{', '  "spec": "api.yaml",', '  "targets": [', '    { "out": "a", "spec": "other.yaml" },', '    { "out": "b" }', '  ]', '}']);
    const command = readTargetCommand([], missing);
    const refusal = () => refuseMissingFiles(command.targets.map((target) => target.spec), missing, command.specPlace);
    expect(refusal).toThrow(UsageError);
    expect(refusal).toThrow(/^\S*mtc\.config\.json:4:27  #\/targets\/0\/spec  no such file: other\.yaml\n\S*mtc\.config\.json:2:11  #\/spec  no such file: api\.yaml \(paths are relative/);
    // A spec from --spec is not in the file: said as before.
    const flagged = readTargetCommand(['--spec', 'flag.yaml'], missing);
    expect(() => refuseMissingFiles(flagged.targets.map((target) => target.spec), missing, flagged.specPlace)).toThrow(/^no such file: flag\.yaml \(paths are relative/);
    // A folder is there, so it is not "no such file": said as what it is.
    const folder = readTargetCommand(['--spec', '.'], missing);
    expect(() => refuseMissingFiles(folder.targets.map((target) => target.spec), missing, folder.specPlace)).toThrow(/^\. is a folder; name the OpenAPI document in it$/);
  });

  it('says a URL is not read, and how to fetch it, rather than "no such file" (from a flag or the config)', () => {
    const dir = scratchDir('url');
    const flagged = readTargetCommand(['--spec', 'https://partner.example/openapi.yaml'], dir);
    const refusal = () => refuseMissingFiles(flagged.targets.map((target) => target.spec), dir, flagged.specPlace);
    expect(refusal).toThrow(UsageError);
    expect(refusal).toThrow(/^https:\/\/partner\.example\/openapi\.yaml is a URL, and documents are read from files only \(nothing is fetched over the network\): download it first \(curl -fsSLo openapi\.yaml 'https:\/\/partner\.example\/openapi\.yaml'\) and give that file$/);
    const configured = folderWith('{ "spec": "http://partner.example/api.yaml", "out": "src/api" }');
    const command = readTargetCommand([], configured);
    expect(() => refuseMissingFiles(command.targets.map((target) => target.spec), configured, command.specPlace)).toThrow(/mtc\.config\.json:1:11  #\/spec  http:\/\/partner\.example\/api\.yaml is a URL/);
  });

  it('run from a subfolder of the project, names the folder whose mtc.config.json it did not read', () => {
    const project = folderWith({ spec: 'api.yaml', out: 'src/api' });
    const sub = path.join(project, 'src', 'deeper');
    mkdirSync(sub, { recursive: true });
    const command = readTargetCommand([], sub);
    expect(command.targets[0]!.spec).toBe('spec/openapi.yaml');
    expect(() => refuseMissingFiles(command.targets.map((target) => target.spec), sub)).toThrow(
      `no such file: spec/openapi.yaml (paths are relative to the current directory, and name a file, not a folder; ${sub} has no mtc.config.json but ${project} has one: run mtc from ${project})`,
    );
    // Where a config is, or none is above, the line is as before.
    expect(() => refuseMissingFiles(['nope.yaml'], project)).toThrow(/not a folder\)$/);
    const alone = mkdtempSync(path.join(os.tmpdir(), 'mtc-no-config-'));
    try {
      expect(() => refuseMissingFiles(['nope.yaml'], alone)).toThrow(/not a folder\)$/);
      // A new-user pass (2026-11-28): in a project with neither a config nor spec/, the default
      // document is said to be one, and how to name the user's own.
      const command = readTargetCommand([], alone);
      expect(() => refuseMissingFiles(command.targets.map((target) => target.spec), alone, command.specPlace)).toThrow(
        /^no such file: spec\/openapi\.yaml \(the document read when neither --spec nor "spec" in mtc\.config\.json names one\) \(paths are relative/,
      );
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });

  it('refuses a member given twice in one object, naming it and its line (JSON.parse would keep the last)', () => {
    const twice = folderWith('{\n  "spec": "api.yaml",\n  "out": "src/api",\n  "outputs": ["types"],\n  "outputs": ["client"]\n}\n');
    expect(() => readTargetCommand([], twice)).toThrow(UsageError);
    expect(() => readTargetCommand([], twice)).toThrow(/mtc\.config\.json:5:3  #\/outputs  "outputs" is given twice in one object; keep one/);
    const nested = folderWith('{ "targets": [{ "out": "a", "package": { "name": "x", "name": "y" } }] }');
    expect(() => readTargetCommand([], nested)).toThrow(/:1:55  #\/targets\/0\/package\/name  "name" is given twice/);
    // One name in different objects, and names that only look alike (an escape, a value), are fine.
    expect(firstDuplicateMember('{"a": {"out": 1}, "b": {"out": 2}, "c": ["out", "out"], "d": "a", "\\u0061x": 1}')).toBeUndefined();
    expect(firstDuplicateMember('{"x": "a\\"b", "\\u0078": 2}')).toEqual({ name: 'x', line: 1, column: 15, pointer: '/x' });
  });

  it('names the line and column of a JSON syntax error, not only its offset', () => {
    const broken = folderWith('{\n  "spec": "api.yaml",\n  "out": "src/api",,\n  "outputs": ["types"]\n}\n');
    expect(() => readTargetCommand([], broken)).toThrow(/mtc\.config\.json:3:20  #  not valid JSON/);
    // After a byte order mark, the place is still counted in the text the reader sees.
    const marked = folderWith('\uFEFF{ "spec": "a",, }');
    expect(() => readTargetCommand([], marked)).toThrow(/mtc\.config\.json:1:15  #  not valid JSON/);
    // V8 gives no offset for an unexpected token (a bare word, a comment as tsconfig.json allows): found all the same.
    expect(() => readTargetCommand([], folderWith('{ "spec": x }'))).toThrow(/mtc\.config\.json:1:11  #  not valid JSON \(Unexpected token 'x'/);
    expect(() => readTargetCommand([], folderWith('// the partner client\n{ "out": "src/api" }\n'))).toThrow(/mtc\.config\.json:1:1  #  not valid JSON \(a comment, which JSON does not allow; remove it\)/);
    expect(() => readTargetCommand([], folderWith(''))).toThrow(/mtc\.config\.json:1:1  #  not valid JSON \(Unexpected end of JSON input/);
  });

  it('reads a config saved with a byte order mark (Windows editors write one)', () => {
    const dir = folderWith(`\uFEFF${JSON.stringify({ spec: 'api.yaml', out: 'src/api', outputs: ['types'] })}`);
    expect(readTargetCommand([], dir).targets).toEqual([{ spec: 'api.yaml', out: 'src/api', outputs: ['types'] }]);
  });

  it('refuses a config in a form it does not read (YAML, JavaScript, TypeScript) rather than ignoring it', () => {
    for (const name of ['mtc.config.yaml', 'mtc.config.yml', 'mtc.config.ts']) {
      const dir = scratchDir('other-form');
      writeFileSync(path.join(dir, name), 'spec: api.yaml\nout: src/api\n');
      expect(() => readTargetCommand([], dir)).toThrow(new RegExp(`${name.replace(/\./g, '\\.')}: only mtc\\.config\\.json is read`));
    }
  });

  it('refuses a config that is a link to nothing rather than running without it', () => {
    const dir = scratchDir('dangling');
    symlinkSync(path.join(dir, 'shared', 'mtc.config.json'), path.join(dir, 'mtc.config.json'));
    expect(() => readTargetCommand([], dir)).toThrow(/mtc\.config\.json: is a link to .*shared\/mtc\.config\.json, which does not exist/);
  });

  // A red-team pass (2026-11-27): a FIFO there held every command forever (readFileSync waits for
  // a writer, on the main thread, so not even Ctrl-C was heard), and a link to /dev/zero read without end.
  it('refuses a config that is not a regular file (a FIFO, a device) without reading it', () => {
    const fifo = scratchDir('config-fifo');
    const made = (() => { try { execFileSync('mkfifo', [path.join(fifo, 'mtc.config.json')]); return true; } catch { return false; } })();
    if (made) expect(() => readTargetCommand([], fifo)).toThrow(/mtc\.config\.json: is a FIFO \(named pipe\), not a file/);
    const device = scratchDir('config-device');
    symlinkSync('/dev/zero', path.join(device, 'mtc.config.json'));
    expect(() => readTargetCommand([], device)).toThrow(/mtc\.config\.json: is a device, not a file/);
  });

  // A red-team pass (2026-11-28): a 700 MB config was read whole (783 MB of memory) before failing.
  it('refuses a config larger than a config needs without reading it', () => {
    const dir = scratchDir('config-huge');
    const file = path.join(dir, 'mtc.config.json');
    // Sparse: 64 MiB on paper, nothing on disk; reading it would hand JSON.parse NUL bytes.
    writeFileSync(file, '');
    truncateSync(file, 64 * 1024 * 1024);
    expect(() => readTargetCommand([], dir)).toThrow(/mtc\.config\.json: is 67108864 bytes, larger than a config needs \(at most 1048576\)/);
  });

  it('refuses unknown outputs and empty values on the command line', () => {
    const dir = scratchDir('flags');
    expect(() => readTargetCommand(['--outputs', 'types,sdk'], dir)).toThrow(/--outputs: "sdk" is not an output/);
    expect(() => readTargetCommand(['--out', ' '], dir)).toThrow(/--out needs a value/);
    expect(() => readTargetCommand(['--frobnicate'], dir)).toThrow(UsageError);
  });

  it('answers a document given without --spec (as lint takes one) with the flag to use', () => {
    const dir = scratchDir('positional');
    expect(() => readTargetCommand(['api.yaml'], dir)).toThrow('unexpected argument "api.yaml": give the document with --spec api.yaml (and the folder with --out)');
    expect(() => readTargetCommand(['--out', 'src/api', 'api.yaml'], dir)).toThrow(/^unexpected argument "api\.yaml": give the document with --spec api\.yaml/);
    // The stray argument as the parser reads it, even when it repeats a flag's value.
    expect(() => readTargetCommand(['--out', 'gen', 'gen'], dir)).toThrow(/^unexpected argument "gen": give the document with --spec gen/);
    // An unknown flag is reported as itself, with the one meant, not hidden behind the hint.
    expect(() => readTargetCommand(['--sepc', 'api.yaml'], dir)).toThrow(/^unknown option --sepc: did you mean --spec\?$/);
    // A flag's value is not the stray argument.
    expect(() => readTargetCommand(['--out', 'src/api', '--frobnicate'], dir)).toThrow(/^unknown option --frobnicate; the options are --spec, --out/);
    expect(() => readTargetCommand(['--out', 'src/api', '--spec'], dir)).toThrow(/^--spec needs a value$/);
  });

  it('says to leave out a "--" copied from npm run generate -- (found trying the corpus as a user)', () => {
    const dir = scratchDir('separator');
    expect(() => readTargetCommand(['--', '--spec', 'api.yaml', '--out', 'gen'], dir)).toThrow(/^"--" ends the options, so the flags after it were read as plain arguments: leave "--" out/);
    // A file after `--` is still a document given without --spec.
    expect(() => readTargetCommand(['--', 'api.yaml'], dir)).toThrow(/^unexpected argument "api\.yaml": give the document with --spec api\.yaml/);
  });
});

describe('jsonSyntaxErrorPlace', () => {
  it('finds the offset V8 gives wherever it gives one, for a character inserted or replaced at every place of a text', () => {
    const text = JSON.stringify({ spec: 'api.yaml', targets: [{ out: 'a', outputs: ['types'], package: { name: '@x/y' } }, { n: [1, -2.5e3, true, null, 'q\\"é'] }] }, null, 2);
    let compared = 0;
    for (let at = 0; at < text.length; at += 1) {
      for (const character of ['/', "'", 'x', ',', '}', ':', '"', '\u0001', '1', '.']) {
        for (const broken of [text.slice(0, at) + character + text.slice(at), text.slice(0, at) + character + text.slice(at + 1)]) {
          let message: string;
          try {
            JSON.parse(broken);
            continue;
          } catch (error) {
            message = (error as Error).message;
          }
          const given = /at position (\d+)/.exec(message)?.[1];
          if (given === undefined) continue;
          // Asked without V8's offset, the search must land where V8 says (or, for a comma before a
          // closing bracket, on that comma: V8 names the bracket, often on a later line).
          const place = jsonSyntaxErrorPlace(broken, 'Unexpected token');
          const expected = place.mistake === undefined ? Number(given) : broken.slice(0, Number(given)).trimEnd().length - 1;
          expect(place.offset, `${JSON.stringify(broken.slice(Math.max(0, Number(given) - 8), Number(given) + 8))}: ${message}`).toBe(expected);
          if (place.mistake !== undefined) expect([broken.charAt(place.offset), '}]'.includes(broken.charAt(Number(given)))]).toEqual([',', true]);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('a trailing comma', () => {
  it('is placed at the comma, with words a person reads, not at the bracket where JSON.parse noticed it', () => {
    const text = '{\n  "spec": "api.yaml",\n  "targets": [\n    { "out": "a" },\n  ],\n}\n';
    let message = '';
    try {
      JSON.parse(text);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(jsonSyntaxErrorPlace(text, message)).toEqual({ offset: text.indexOf('},') + 1, line: 4, column: 19, mistake: 'a comma before the closing ], which JSON does not allow; remove it' });
    // A comma inside a string is text, not a trailing comma.
    expect(jsonSyntaxErrorPlace('{"a": ",  }', 'Unexpected end of JSON input').mistake).toBeUndefined();
  });
});

// A new user's pass (2026-11-28): tsconfig.json takes comments, so people write them in
// mtc.config.json too, and were told only V8's `Unexpected token '/', "// c%0A{ "sp"...`.
describe('a comment', () => {
  it('is said to be one, at its start, for both kinds', () => {
    const mistake = 'a comment, which JSON does not allow; remove it';
    const messageOf = (text: string): string => {
      try {
        JSON.parse(text);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error(`parsed: ${text}`);
    };
    const line = '{\n  "spec": "api.yaml", // the partner\'s\n  "out": "gen"\n}\n';
    expect(jsonSyntaxErrorPlace(line, messageOf(line))).toEqual({ offset: line.indexOf('//'), line: 2, column: 23, mistake });
    const block = '/* generated by hand */\n{ "spec": "api.yaml" }';
    expect(jsonSyntaxErrorPlace(block, messageOf(block))).toEqual({ offset: 0, line: 1, column: 1, mistake });
    // A slash alone is not a comment, and one inside a string is text.
    expect(jsonSyntaxErrorPlace('{"a": /x}', messageOf('{"a": /x}')).mistake).toBeUndefined();
    expect(jsonSyntaxErrorPlace('{"a": "//", }', messageOf('{"a": "//", }')).mistake).toMatch(/^a comma/);
  });

  it('reaches the config\'s error line', () => {
    const dir = folderWith('{\n  // the partner\'s API\n  "spec": "api.yaml"\n}\n');
    expect(() => readTargetCommand([], dir)).toThrow(/mtc\.config\.json:2:3  #  not valid JSON \(a comment, which JSON does not allow; remove it\)$/);
  });
});

describe('firstDuplicateMember', () => {
  it('points at the second occurrence, through objects and arrays', () => {
    const json = '{\n  "paths": {\n    "/a": [\n      {},\n      { "get": 1,\n        "get": 2 }\n    ]\n  }\n}\n';
    expect(firstDuplicateMember(json)).toEqual({ name: 'get', line: 6, column: 9, pointer: '/paths/~1a/1/get' });
  });

  it('walks a deep text without recursion', () => {
    const depth = 200_000;
    expect(firstDuplicateMember(`${'['.repeat(depth)}${']'.repeat(depth)}`)).toBeUndefined();
    expect(firstDuplicateMember(`${'{"a":'.repeat(depth)}{"b":1,"b":2}${'}'.repeat(depth)}`)?.line).toBe(1);
  });
});
