/**
 * mtc lint [FILE…] [--spec FILE] [--rules CONFIG] [--format FORMAT]
 *
 * Lints OpenAPI documents with Redocly's recommended rules (or the Redocly configuration given
 * with --rules, such as this repository's redocly.yaml with its house rules). Redocly runs
 * fenced in (generators/redocly-process.ts): no network, so a remote `$ref` is reported rather
 * than fetched. Every argument it gets is a constant or an absolute path made here, so a file
 * named like an option (`--help.yaml`) is linted as a file.
 */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXIT_OK, readTargetCommand, refuseMissingFiles, runCli, UsageError } from './lib/cli.js';
import { flagsAfterSeparator, SEPARATOR_ADVICE } from '../generators/shared/option-separator.js';
import { optionErrorMessage } from '../generators/shared/option-errors.js';

/** The formats Redocly's lint prints; the value is passed on only if it is one of these. */
const FORMATS = ['stylish', 'codeframe', 'json', 'checkstyle', 'codeclimate', 'summary', 'markdown', 'github-actions'] as const;

const USAGE = `Usage: mtc lint [options] [FILE…]

Lints each OpenAPI document with Redocly's recommended rules. Without FILE: the spec of each
target of mtc.config.json in the current directory (else spec/openapi.yaml).

Options:
  --spec FILE         a document to lint, as FILE (the option generate and check take)
  --rules CONFIG      a Redocly configuration file to lint with instead of the recommended rules
  --format FORMAT     ${FORMATS.join(', ')} (default: stylish)
  --help              show this help

Documents past generate's input limits (such as a YAML alias bomb) or not in UTF-8, and files
that are no OpenAPI document (such as a file of schemas a document refers to: lint the
document), are refused before linting.

Exit codes: 0 no errors (warnings allowed), 1 errors in a document, 2 usage error (a --rules
configuration that names a rule Redocly does not have is one: that rule would check nothing),
130, 143 or 129 interrupted (Ctrl-C, SIGTERM, SIGHUP: Redocly's check is stopped and waited for).
`;

// Declared before the run below, which reads it at once.
const LINT_FLAGS = { spec: { type: 'string', multiple: true }, rules: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

// Not awaited: compiled, each command is a CommonJS file, which has no top-level await (scripts/launch.mjs).
void runCli(USAGE, async (signal) => {
  const { values, positionals } = readArguments(process.argv.slice(2));
  if (values.help === true) {
    process.stdout.write(USAGE);
    return EXIT_OK;
  }
  const format = values.format ?? 'stylish';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')} (got ${JSON.stringify(format)})`);
  const named = [...positionals, ...(values.spec ?? [])];
  const configured = named.length > 0 ? undefined : readTargetCommand([]);
  const files = configured === undefined ? named : [...new Set(configured.targets.map((target) => target.spec))];
  refuseMissingFiles(files, process.cwd(), configured?.specPlace);
  // Redocly said "Please provide a valid path to the configuration file." of a path that names
  // nothing, without naming it (a red-team pass, 2026-11-28).
  if (values.rules !== undefined && !existsSync(path.resolve(values.rules))) throw new UsageError(`--rules ${values.rules}: no such file (a Redocly configuration file, such as redocly.yaml; relative to the current directory)`);
  const { assertLintable } = await import('../generators/load/lintable.js');
  await assertLintable(files);
  const { toolkitPath } = await import('../generators/toolkit-root.js');
  const rules = values.rules === undefined ? toolkitPath('scripts', 'lib', 'lint-recommended.yaml') : path.resolve(values.rules);
  const [{ runRedocly }, { holdingSignals }] = await Promise.all([import('../generators/redocly-process.js'), import('../generators/shared/interrupts.js')]);
  const documents = files.map((file) => path.resolve(file));
  const args = ['lint', `--config=${rules}`, `--format=${format}`, ...documents];
  // A `$ref` is followed only inside a document's folder, as generate does (and the rules' folder; the child adds the CLI's own).
  const readRoots = [...documents.map((file) => path.dirname(file)), path.dirname(rules)].map(realFolder);
  // Held while the child runs: a signal stops the child (through `signal`) before this process exits.
  const { code } = await holdingSignals(signal, () => runRedocly(args, { cwd: process.cwd(), signal, output: 'inherit', timeoutMs: 600_000, env: { MTC_REDOCLY_READ_ROOTS: readRoots.join(path.delimiter) } }));
  return code;
}, 'nothing was linted', "Redocly's check was stopped before it finished: what it printed is not the whole report");

function readArguments(argv: string[]) {
  // Files are plain arguments here, so `lint -- --format json api.yaml` parsed, and then
  // looked for files named "--format" and "json".
  if (flagsAfterSeparator(argv, LINT_FLAGS)) throw new UsageError(SEPARATOR_ADVICE);
  try {
    return parseArgs({ args: argv, options: LINT_FLAGS, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(optionErrorMessage(error, argv, LINT_FLAGS) ?? (error instanceof Error ? error.message : String(error)));
  }
}

/** The folder with symbolic links resolved, as the child compares real paths; as given when it does not exist. */
function realFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}
