/**
 * A flag the parser refuses, told in the commands' words (generators/shared/option-errors.ts):
 * node's parseArgs said `Unknown option '--sepc'` and `Option '--spec <value>' argument missing`,
 * naming neither the option meant nor what to type (a new-user pass, 2026-11-29).
 */
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { optionErrorMessage } from '../../generators/shared/option-errors.js';

const FLAGS = { spec: { type: 'string' }, out: { type: 'string' }, outputs: { type: 'string' }, strict: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

/** What the command says for `argv`, through the parser's own error as the commands catch it. */
function told(argv: string[]): string | undefined {
  try {
    parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: true });
  } catch (error) {
    return optionErrorMessage(error, argv, FLAGS);
  }
  throw new Error(`parseArgs took ${argv.join(' ')}`);
}

describe('optionErrorMessage', () => {
  it.each([
    ['a misspelt option', ['--sepc', 'api.yaml'], 'unknown option --sepc: did you mean --spec?'],
    ['one letter short', ['--output', 'types'], 'unknown option --output: did you mean --outputs?'],
    ['a misspelt option with its value', ['--sepc=api.yaml'], 'unknown option --sepc: did you mean --spec?'],
    ['an option written with one dash', ['-spec', 'api.yaml'], 'unknown option -spec: did you mean --spec? (after one dash, each letter is an option of its own)'],
    ['-help', ['-help'], 'unknown option -help: did you mean --help? (after one dash, each letter is an option of its own)'],
    ['nothing near', ['--frobnicate'], 'unknown option --frobnicate; the options are --spec, --out, --outputs, --strict, --help'],
    ['an unknown short option', ['-x'], 'unknown option -x; the options are --spec, --out, --outputs, --strict, --help'],
    ['a value missing at the end', ['--out', 'gen', '--spec'], '--spec needs a value'],
    ['an option where the value should be', ['--spec', '--out', 'gen'], '--spec needs a value before "--out" (a value that itself starts with a dash is written --spec=--out)'],
    ['a value given to a switch', ['--strict=yes'], '--strict takes no value: write --strict alone'],
  ])('%s', (_name, argv, want) => {
    expect(told(argv)).toBe(want);
  });

  it('leaves other errors to the command (a stray argument, an error of its own)', () => {
    try {
      parseArgs({ args: ['api.yaml'], options: FLAGS, strict: true, allowPositionals: false });
    } catch (error) {
      expect(optionErrorMessage(error, ['api.yaml'], FLAGS)).toBeUndefined();
    }
    expect(optionErrorMessage(new Error('boom'), ['--spec', 'a'], FLAGS)).toBeUndefined();
  });
});
