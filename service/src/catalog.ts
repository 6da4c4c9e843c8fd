/**
 * The small, fixed catalogue the reference server answers from: movie 550, the show tmdb-1396
 * with season 1 and its episodes, and a few media file records.
 */
import type { components } from '../../generated/types.js';

type SeasonDetails = components['schemas']['SeasonDetails'];
type MediaFile = components['schemas']['MediaFile'];
type Credit = components['schemas']['Credit'];

export interface MovieEntry {
  readonly id: number;
  readonly mediaSource: string;
  readonly title: string;
  readonly overview: string;
  readonly releaseDate: string;
  readonly runtimeSeconds: number;
  readonly thumbnailUri: string;
}

export const MOVIES: ReadonlyMap<number, MovieEntry> = new Map([
  [550, {
    id: 550,
    mediaSource: 'tmdb',
    title: 'Fight Club',
    overview: 'An insomniac office worker and a soap maker form an underground fight club.',
    releaseDate: '1999-10-15',
    runtimeSeconds: 139 * 60,
    thumbnailUri: '/images/movie/550/poster.jpg',
  }],
  [603, {
    id: 603,
    mediaSource: 'tmdb',
    title: 'The Matrix',
    overview: 'A hacker learns what the world really is.',
    releaseDate: '1999-03-31',
    runtimeSeconds: 136 * 60,
    thumbnailUri: '/images/movie/603/poster.jpg',
  }],
]);

const credit = (sourceId: string, name: string, job: string, character?: string): Credit => ({
  source_id: sourceId,
  name,
  original_name: name,
  ...(character === undefined ? {} : { character }),
  thumbnail_uri: `/images/person/${sourceId}.jpg`,
  job,
  credit_id: `credit-${sourceId}`,
});

const EPISODE_TITLES = ['Pilot', "Cat's in the Bag...", "...And the Bag's in the River", 'Cancer Man', 'Gray Matter', "Crazy Handful of Nothin'", 'A No-Rough-Stuff-Type Deal'];

const SEASON_ONE_EPISODES: components['schemas']['Episode'][] = EPISODE_TITLES.map((title, index) => ({
  // The episode's id within the catalogue (TMDB's 62085 is the pilot), not a media id.
  source_id: String(62085 + index),
  season_number: 1,
  episode_number: index + 1,
  media_title: title,
  overview: `Episode ${index + 1} of season 1.`,
  duration: index === 0 ? 58 : 48,
  release_date: `2008-${index < 3 ? '01' : index < 6 ? '02' : '03'}-${String(20 + index).padStart(2, '0')}`,
  thumbnail_uri: `/images/tv/1396/s1e${index + 1}.jpg`,
  guest_stars: index === 0 ? [credit('1233', 'Guest Star', 'Actor', 'Guest')] : [],
}));

/** Season details by show id, then season number. */
export const SEASONS: ReadonlyMap<string, ReadonlyMap<number, SeasonDetails>> = new Map([
  ['tmdb-1396', new Map([
    [1, {
      backdrop_uri: '/images/tv/1396/backdrop.jpg',
      cast: [credit('17419', 'Bryan Cranston', 'Actor', 'Walter White'), credit('84497', 'Aaron Paul', 'Actor', 'Jesse Pinkman')],
      creators: [credit('66633', 'Vince Gilligan', 'Creator')],
      duration: 48,
      episode_count: SEASON_ONE_EPISODES.length,
      episodes: SEASON_ONE_EPISODES,
      extra_data: { network: 'AMC' },
      genres: [{ genre_id: 18, genre: 'Drama' }, { genre_id: 80, genre: 'Crime' }],
      guest_stars: [],
      last_air_date: '2013-09-29',
      logo_uri: '/images/tv/1396/logo.png',
      media_source: 'tmdb',
      media_title: 'Season 1',
      media_type: 'season',
      origin_country: ['US'],
      original_language: 'en',
      original_title: 'Breaking Bad',
      overview: 'A chemistry teacher diagnosed with cancer turns to making methamphetamine.',
      popularity: 421.5,
      release_date: '2008-01-20',
      season_count: 5,
      season_number: 1,
      // The show's id within media_source: `${media_source}-${source_id}` is the media id it is served under.
      source_id: '1396',
      status: 'Ended',
      thumbnail_uri: '/images/tv/1396/season-1.jpg',
      vote_average: 8.9,
      vote_count: 12000,
    }],
  ])],
]);

const FILE_DATE = '2026-01-05T10:00:00.000Z';

export const MEDIA_FILES: readonly MediaFile[] = [
  mediaFile(1, '/media/movies/Fight Club (1999)/Fight Club.mkv', 8_400_000_000, 8340, { media_source: 'tmdb', source_id: '550' }),
  mediaFile(2, '/media/movies/The Matrix (1999)/The Matrix.mkv', 7_900_000_000, 8160, { media_source: 'tmdb', source_id: '603' }),
  ...SEASON_ONE_EPISODES.map((episode, index) =>
    mediaFile(3 + index, `/media/tv/Breaking Bad/Season 01/S01E0${index + 1}.mkv`, 1_200_000_000, (episode.duration ?? 0) * 60, {
      media_source: 'tmdb',
      source_id: '1396',
      season_number: 1,
      episode_number: index + 1,
    })),
];

function mediaFile(id: number, path: string, size: number, duration: number, link: Pick<MediaFile, 'media_source' | 'source_id' | 'season_number' | 'episode_number'>): MediaFile {
  return {
    file_id: id,
    file_path: path,
    file_name: path.slice(path.lastIndexOf('/') + 1),
    file_size: size,
    format_name: 'matroska,webm',
    duration,
    bit_rate: Math.round((size * 8) / duration),
    width: 1920,
    height: 1080,
    framerate: 23.976,
    streams: [
      { index: 0, codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080 },
      { index: 1, codec_type: 'audio', codec_name: 'aac', language: 'eng', channels: 6 },
      { index: 2, codec_type: 'subtitle', codec_name: 'subrip', language: 'eng' },
    ],
    ...link,
    created_at: FILE_DATE,
    updated_at: FILE_DATE,
  };
}
