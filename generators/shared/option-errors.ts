/**
 * A flag the parser refuses, said in the commands' own words. node's parseArgs wrote
 * `Unknown option '--sepc'` (lint added advice about positional arguments after `--`, with an
 * unbalanced quote) and `Option '--spec <value>' argument missing`: neither named the option
 * meant nor said what to type (a new-user pass, 2026-11-29). One reading for every command.
 */
import { parseArgs } from 'node:util';

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
  const near = nearest(word.replace(/^-+/, ''), names);
  if (near === undefined) return `unknown option ${word}; the options are ${names.map((name) => `--${name}`).join(', ')}`;
  const oneDash = !word.startsWith('--') && word.length > 2 ? ' (after one dash, each letter is an option of its own)' : '';
  return `unknown option ${word}: did you mean --${near}?${oneDash}`;
}

/** The name at the smallest edit distance from `typed`, when that is small for its length. */
function nearest(typed: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of names) {
    const distance = editDistance(typed.toLowerCase(), name);
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return bestDistance <= Math.max(1, Math.floor(Math.min(typed.length, best?.length ?? 0) / 3)) ? best : undefined;
}

/** Levenshtein distance, a swap of two neighbours counting as one edit (`sepc` is one from `spec`). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}
