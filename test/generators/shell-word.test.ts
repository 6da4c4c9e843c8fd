/**
 * Paths in the commands mtc tells users to paste (the regenerate command, chmod and rm for a
 * folder it cannot replace): each one word to a POSIX shell, whatever it holds.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellWord } from '../../generators/shared/shell-word.js';

describe('shellWord', () => {
  it('leaves a plain path as it is and quotes one a shell would split or expand', () => {
    expect(shellWord('out/gen-1.ts')).toBe('out/gen-1.ts');
    expect(shellWord('my specs/api.yaml')).toBe("'my specs/api.yaml'");
  });

  it('reaches the command as the one word it was, quotes, $( and backquotes included', () => {
    for (const text of ["it's here", 'a $(touch x) `b`', "'", 'tab\there', '-dash', '']) {
      expect(execFileSync('sh', ['-c', `printf %s ${shellWord(text)}`], { encoding: 'utf8' })).toBe(text);
    }
  });
});
