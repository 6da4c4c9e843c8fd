/**
 * The reference service's fixed catalogue, held to what the contract's fields mean, not only to
 * their types: every record validates against its schema, and a `source_id` is the id *within*
 * `media_source` (spec/decisions/0003), so `<media_source>-<source_id>` is the item's media id.
 * The catalogue once served season details with `source_id: "tmdb-1396"` (a client building the
 * media id got `tmdb-tmdb-1396`), credits and episodes with ids that carried the prefix too, and
 * the show's title as the season's `media_title`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_FILES, SEASONS } from '../../service/src/catalog.js';
import { newSecret } from '../../service/src/secrets.js';
import { bundleContract, type Json, type JsonObject } from './support/bundle-contract.js';
import { isObject, listOperations, resolve } from './support/document.js';
import { createValidator, type Validate } from './support/validate.js';

let document: JsonObject;
let validate: Validate;

beforeAll(async () => {
  const bundled = await bundleContract();
  document = bundled.document;
  validate = createValidator(document);
});

/** The example body of an operation's 200 response. */
function successExample(operationId: string): Json | undefined {
  const entry = listOperations(document).find((candidate) => candidate.operation.operationId === operationId);
  const response = resolve(document, resolve(document, entry?.operation.responses)['200']);
  const content = isObject(response.content) ? response.content['application/json'] : undefined;
  return isObject(content) ? content.example : undefined;
}

/** An id within a catalogue: what `source_id` holds (`1396`), never a media id (`tmdb-1396`). */
const WITHIN_CATALOGUE = /^[0-9]+$/;

describe('the reference catalogue', () => {
  it('serves season details that validate and name the show they were asked for', () => {
    const problems: string[] = [];
    for (const [showId, seasons] of SEASONS) {
      for (const [number, season] of seasons) {
        const where = `${showId} season ${number}`;
        const result = validate('#/components/schemas/SeasonDetails', season as unknown as Json);
        if (!result.valid) problems.push(`${where}: ${result.errors}`);
        if (`${season.media_source}-${season.source_id}` !== showId) problems.push(`${where}: media_source-source_id is ${season.media_source}-${season.source_id}`);
        if (season.season_number !== number) problems.push(`${where}: season_number ${season.season_number}`);
        if (season.media_title === season.original_title) problems.push(`${where}: media_title is the show's title, not the season's`);
        const credits = [...(season.cast ?? []), ...(season.creators ?? []), ...(season.guest_stars ?? []), ...season.episodes.flatMap((episode) => episode.guest_stars ?? [])];
        for (const credit of credits) if (!WITHIN_CATALOGUE.test(credit.source_id)) problems.push(`${where}: credit source_id ${credit.source_id}`);
        for (const episode of season.episodes) if (!WITHIN_CATALOGUE.test(episode.source_id)) problems.push(`${where}: episode source_id ${episode.source_id}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists media files that validate, matched by an id within their catalogue', () => {
    const problems = MEDIA_FILES.flatMap((file) => {
      const result = validate('#/components/schemas/MediaFile', file as unknown as Json);
      const wrong = result.valid ? [] : [`file ${file.file_id}: ${result.errors}`];
      return file.source_id === undefined || WITHIN_CATALOGUE.test(file.source_id) ? wrong : [...wrong, `file ${file.file_id}: source_id ${file.source_id}`];
    });
    expect(problems).toEqual([]);
  });

  it('issues secrets of the form the examples show (43 URL-safe characters): the login token and an API key alike', () => {
    const form = /^[A-Za-z0-9_-]{43}$/;
    expect(newSecret()).toMatch(form);
    const login = successExample('login');
    const created = successExample('createApiKey');
    const token = isObject(login) && isObject(login.data) ? login.data.token : undefined;
    const apiKey = isObject(created) && isObject(created.data) ? created.data.api_key : undefined;
    expect({ token, apiKey }).toEqual({ token: expect.stringMatching(form), apiKey: expect.stringMatching(form) });
  });
});
