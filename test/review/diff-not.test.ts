/**
 * `mtc diff` on JSON Schema's `not`: a value must not match its schema, so every rule runs the
 * other way round inside it (decision 0039).
 */
import { describe, expect, it } from 'vitest';
import { compareDocuments, type Change } from '../../generators/diff/index.js';
import { changed } from './fixtures/diff-documents.js';

type Json = Record<string, any>;

const TITLE = '#/components/schemas/CommentInput/properties/title';
const AUDIO = '#/components/schemas/PlayerSettings/properties/audio_lang';

/** The request field `title` of CommentInput (POST comments) with `not` set, or left as it is. */
const requestTitle = (not?: unknown) => changed((doc: Json) => { if (not !== undefined) doc.components.schemas.CommentInput.properties.title.not = not; });
/** The response field `audio_lang` of PlayerSettings (GET playback) with `not` set, or left as it is. */
const responseAudio = (not?: unknown) => changed((doc: Json) => { if (not !== undefined) doc.components.schemas.PlayerSettings.properties.audio_lang.not = not; });

function summary(changes: readonly Change[]): string[] {
  return changes.filter((change) => change.kind === 'not-changed').map((change) => `${change.severity} ${change.location.document} ${change.location.pointer}: ${change.message}`);
}

describe('compareDocuments: not', () => {
  it('reads a `not` added to a request as breaking and one removed as compatible; a response the other way round', () => {
    expect(summary(compareDocuments(requestTitle(), requestTitle({ enum: [''] })))).toEqual([
      `breaking head ${TITLE}/not: request body application/json, field title: now refuses values that match its \`not\` schema (requests valid before may now be rejected)`,
    ]);
    expect(summary(compareDocuments(requestTitle({ enum: [''] }), requestTitle()))).toEqual([
      `compatible base ${TITLE}/not: request body application/json, field title: no longer refuses values that match its \`not\` schema`,
    ]);
    expect(summary(compareDocuments(responseAudio(), responseAudio({ enum: ['xx'] })))).toEqual([
      `compatible head ${AUDIO}/not: response 200 application/json, field data.player_settings.audio_lang: now refuses values that match its \`not\` schema`,
    ]);
    expect(summary(compareDocuments(responseAudio({ enum: ['xx'] }), responseAudio()))).toEqual([
      `breaking base ${AUDIO}/not: response 200 application/json, field data.player_settings.audio_lang: no longer refuses values that match its \`not\` schema (clients may now receive values it refused)`,
    ]);
  });

  it('compares a changed `not` the other way round: excluding more values narrows a request and excluding fewer widens a response', () => {
    const excludesMore = compareDocuments(requestTitle({ enum: [''] }), requestTitle({ enum: ['', 'untitled'] }));
    expect(summary(excludesMore)).toEqual([
      `breaking head ${TITLE}/not: request body application/json, field title, the schema it must not match: values added: "untitled" (requests valid before may now be rejected)`,
    ]);
    expect(excludesMore.filter((change) => change.severity === 'breaking')).toHaveLength(1);
    const excludesFewer = compareDocuments(requestTitle({ enum: ['', 'untitled'] }), requestTitle({ enum: [''] }));
    expect(excludesFewer.map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible not-changed']);
    expect(compareDocuments(responseAudio({ enum: ['xx', 'zz'] }), responseAudio({ enum: ['xx'] })).map((change) => `${change.severity} ${change.kind}`)).toEqual(['breaking not-changed']);
    expect(compareDocuments(responseAudio({ enum: ['xx'] }), responseAudio({ enum: ['xx', 'zz'] })).map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible not-changed']);
  });

  it('compares the type and bounds of a `not` either way, and nothing for the same `not` reworded', () => {
    const type = compareDocuments(requestTitle({ type: 'integer' }), requestTitle({ type: ['integer', 'string'] }));
    expect(summary(type)).toEqual([
      `breaking head ${TITLE}/not: request body application/json, field title, the schema it must not match: type changed from integer to integer | string (requests valid before may now be rejected)`,
    ]);
    // A response's bounds are not compared, but a `not`'s are: a shorter maxLength in it lets longer values through.
    const bound = compareDocuments(responseAudio({ maxLength: 3 }), responseAudio({ maxLength: 2 }));
    expect(summary(bound)).toEqual([
      `breaking head ${AUDIO}/not: response 200 application/json, field data.player_settings.audio_lang, the schema it must not match: maxLength changed from 3 to 2 (clients may now receive values it refused)`,
    ]);
    expect(compareDocuments(requestTitle({ enum: [''], description: 'not empty' }), requestTitle({ enum: [''], description: 'never empty' }))).toEqual([]);
  });

  it('reads a `not` inside a `not` as the value again, and `not: false`, which excludes nothing, as no `not`', () => {
    const twice = compareDocuments(requestTitle({ not: { enum: ['a'] } }), requestTitle({ not: { enum: ['a', 'b'] } }));
    // not(not(a | b)) takes a and b: the request takes more.
    expect(twice.map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible not-changed']);
    // In a response, not(not(a | b)) gaining c is the enum widened, as without the `not`s: compatible,
    // and said once (it read breaking, "the schema it must not match" twice: a review, 2026-11-29).
    const answer = compareDocuments(responseAudio({ not: { enum: ['a', 'b'] } }), responseAudio({ not: { enum: ['a', 'b', 'c'] } }));
    expect(answer.map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible not-changed']);
    expect(answer[0]!.message.split('the schema it must not match')).toHaveLength(2);
    expect(compareDocuments(requestTitle(), requestTitle(false))).toEqual([]);
  });

  it('pairs the `not`s of several allOf parts by what they name, and stops on a `not` that names its own schema', () => {
    const parts = (...nots: Json[]) => changed((doc: Json) => {
      doc.components.schemas.CommentInput.properties.title = { allOf: nots.map((not) => ({ type: 'string', not })) };
    });
    expect(compareDocuments(parts({ enum: ['a'] }, { enum: ['b'] }), parts({ enum: ['b'] }, { enum: ['a'] }))).toEqual([]);
    expect(summary(compareDocuments(parts({ enum: ['a'] }), parts({ enum: ['a'] }, { enum: ['b'] }))).map((line) => line.split(':')[0])).toEqual([
      `breaking head ${TITLE}/allOf/1/not`,
    ]);
    const selfNot = (type: string) => changed((doc: Json) => { doc.components.schemas.Odd = { type: ['object', type], not: { $ref: '#/components/schemas/Odd' } }; doc.components.schemas.CommentInput.properties.odd = { $ref: '#/components/schemas/Odd' }; });
    expect(compareDocuments(selfNot('string'), selfNot('integer')).length).toBeGreaterThan(0);
  });
});
