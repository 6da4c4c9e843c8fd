/**
 * The npm commands the READMEs tell people to type must do what the sentence around them says.
 * npm reads an argument shaped `owner/repo` (a slash, no leading `./`, `../`, `/` or `~/`, no
 * scope `@`, no tarball extension) as a GitHub repository, not a folder: the README's
 * `npm pack src/partner` ran `git ls-remote ssh://git@github.com/src/partner.git` and failed (a
 * new-user pass, 2026-11-27). The rule is npm-package-arg's (`isFileSpec` before the hosted-git
 * shorthand), written out here because that package is npm's own, not one of ours.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../generators/helpers/scratch.js';

const READMES = ['README.md', 'service/README.md', 'packages/client/README.md'];

/** Every `npm pack|install|i|add …` command written in code, with its arguments. */
function npmCommands(markdown: string): { command: string; args: string[] }[] {
  const found: { command: string; args: string[] }[] = [];
  for (const match of markdown.matchAll(/npm (?:pack|install|i|add)\b[^`\n#]*/g)) {
    const command = match[0].trim();
    found.push({ command, args: command.split(/\s+/).slice(2).filter((word) => !word.startsWith('-')) });
  }
  return found;
}

/** True when npm would read `arg` as a GitHub `owner/repo` shorthand rather than a path. */
function readAsGitHubShorthand(arg: string): boolean {
  if (/^(?:\.|~\/|\/|[a-zA-Z]:)/.test(arg)) return false; // a path npm takes as one
  if (arg.startsWith('@') || /[.](?:tgz|tar\.gz|tar)$/i.test(arg) || /^[a-z+]+:/i.test(arg)) return false;
  return /^[^/\s]+\/[^/\s]+$/.test(arg);
}

describe('npm arguments in the READMEs', () => {
  it('reads the shorthand as npm does', () => {
    expect(readAsGitHubShorthand('src/partner')).toBe(true);
    expect(readAsGitHubShorthand('./src/partner')).toBe(false);
    expect(readAsGitHubShorthand('../media-tracking-contract-0.1.0.tgz')).toBe(false);
    expect(readAsGitHubShorthand('@acme/partner-client')).toBe(false);
    expect(readAsGitHubShorthand('openapi-fetch@0.17.0')).toBe(false);
  });

  it.each(READMES)('%s names every folder it packs or installs as a path, never as owner/repo', (file) => {
    const commands = npmCommands(readFileSync(path.join(REPO_ROOT, file), 'utf8'));
    const misread = commands.filter(({ args }) => args.some(readAsGitHubShorthand)).map(({ command }) => command);
    expect(misread, 'npm reads these arguments as GitHub repositories; write ./folder').toEqual([]);
  });
});
