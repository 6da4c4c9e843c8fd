/**
 * Username normalisation (issue 14, spec/decisions/0025): every way found to write a name that
 * looks like another is refused or folded into that name, so uniqueness in the stored form is
 * uniqueness as people read it. Look-alikes from different scripts (Latin `a`, Cyrillic `а`)
 * are out of scope, as the contract says.
 */
import { describe, expect, it } from 'vitest';
import { normalizeNewUsername, usernameForLookup } from '../../service/src/usernames.js';

const INVISIBLE: readonly [string, number][] = [
  ['zero-width space', 0x200b],
  ['zero-width non-joiner', 0x200c],
  ['zero-width joiner', 0x200d],
  ['word joiner', 0x2060],
  ['invisible times', 0x2062],
  ['byte order mark', 0xfeff],
  ['left-to-right mark', 0x200e],
  ['right-to-left mark', 0x200f],
  ['right-to-left override', 0x202e],
  ['left-to-right isolate', 0x2066],
  ['pop directional isolate', 0x2069],
  ['Arabic letter mark', 0x061c],
  ['soft hyphen', 0x00ad],
  ['combining grapheme joiner', 0x034f],
  ['Hangul filler', 0x3164],
  ['half-width Hangul filler', 0xffa0],
  ['Hangul choseong filler', 0x115f],
  ['Khmer vowel inherent', 0x17b4],
  ['Mongolian vowel separator', 0x180e],
  ['variation selector 16', 0xfe0f],
  ['variation selector 256', 0xe01ef],
  ['tag letter A', 0xe0041],
  ['musical symbol begin beam', 0x1d173],
  ['Egyptian hieroglyph joiner', 0x13430],
  ['braille pattern blank', 0x2800],
  ['musical symbol null notehead', 0x1d159],
  ['no-break space', 0x00a0],
  ['hair space', 0x200a],
  ['ideographic space', 0x3000],
  ['line separator', 0x2028],
  ['Ogham space mark', 0x1680],
  ['NUL', 0x0000],
  ['delete', 0x007f],
  ['C1 control', 0x0085],
  ['private use', 0xe000],
  ['supplementary private use', 0xf0000],
  ['unassigned', 0x0378],
];

describe('a new username', () => {
  const cases = INVISIBLE.map(([name, codePoint]) => [name, codePoint.toString(16).toUpperCase().padStart(4, '0')] as const);
  it.each(cases)('refuses a %s (U+%s) anywhere in it', (_name, hex) => {
    const character = String.fromCodePoint(Number.parseInt(hex, 16));
    for (const raw of [`root_admin${character}`, `${character}root_admin`, `root${character}_admin`]) {
      expect(normalizeNewUsername(raw), JSON.stringify(raw)).toMatchObject({ ok: false, reason: expect.stringMatching(/invisible, control or whitespace characters \(found U\+[0-9A-F]{4,}\)/) });
    }
  });

  it('refuses a lone surrogate', () => {
    expect(normalizeNewUsername('root_admin\ud800')).toMatchObject({ ok: false });
  });

  it.each([
    ['ｒｏｏｔ＿ａｄｍｉｎ', 'root_admin'],
    ['ﬁona', 'fiona'],
    ['ℛoot', 'Root'],
    ['user²', 'user2'],
    ['Jose\u0301', 'Jos\u00e9'],
    ['Jos\u00e9', 'Jos\u00e9'],
  ])('stores %j as %j, the name it reads as', (raw, stored) => {
    expect(normalizeNewUsername(raw)).toEqual({ ok: true, username: stored });
    expect(usernameForLookup(raw)).toBe(stored);
  });

  it('refuses an empty name and one longer than 64 characters once normalised', () => {
    expect(normalizeNewUsername('')).toMatchObject({ ok: false });
    // U+3300 (square apaato) is one character that NFKC spells out in four: 17 of them are 68.
    expect(normalizeNewUsername('\u3300'.repeat(16))).toMatchObject({ ok: true });
    expect(normalizeNewUsername('\u3300'.repeat(17))).toMatchObject({ ok: false, reason: expect.stringMatching(/longer than 64/) });
  });
});
