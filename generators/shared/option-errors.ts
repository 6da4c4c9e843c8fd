/**
 * A flag the parser refuses, said in the commands' own words. node's parseArgs wrote
 * `Unknown option '--sepc'` (lint added advice about positional arguments after `--`, with an
 * unbalanced quote) and `Option '--spec <value>' argument missing`: neither named the option
 * meant nor said what to type (a new-user pass, 2026-11-29). One reading for every command.
 */
import { parseArgs } from 'node:util';
import { nearestName } from './nearest-name.mjs';

interface FlagOption {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
}

type FlagOptions = { readonly [name: string]: FlagOption };

/**
 * What to tell the user about parseArgs's `error` for `argv`, or undefined when the error is not
 * an option parseArgs refused (a stray argument, which each command explains itself).
 */
export function optionErrorMessage(error: unknown, argv: readonly string[], options: FlagOptions): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && code !== 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return undefined;
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = options[token.name];
    if (option === undefined) return unknownOption(argv[token.index]!, options);
    if (option.type === 'boolean' && token.value !== undefined) return `${token.rawName} takes no value: write ${token.rawName} alone`;
    if (option.type === 'string' && token.value === undefined) return `${token.rawName} needs a value`;
    if (option.type === 'string' && token.inlineValue === false && token.value!.startsWith('-')) {
      return `${token.rawName} needs a value before ${JSON.stringify(token.value)} (a value that itself starts with a dash is written ${token.rawName}=${token.value})`;
    }
  }
  return undefined;
}

/** `--sepc`, `-spec` (one dash: read as `-s -p -e -c`) or `--frobnicate`: the nearest option, else the list. */
function unknownOption(arg: string, options: FlagOptions): string {
  const names = Object.keys(options);
  const word = arg.split('=')[0]!;
  const near = nearestName(word.replace(/^-+/, ''), names);
  if (near === undefined) return `unknown option ${word}; the options are ${names.map((name) => `--${name}`).join(', ')}`;
  const oneDash = !word.startsWith('--') && word.length > 2 ? ' (after one dash, each letter is an option of its own)' : '';
  return `unknown option ${word}: did you mean --${near}?${oneDash}`;
}
