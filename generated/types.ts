/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */

export interface paths {
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Exchanges a username and password for a session token. Open: needs no credentials. The three client headers are required and are recorded on the session. The token is returned in `data.token` and also set as the `token` cookie for browsers; it is valid for one year from login (fixed, not extended by use). A wrong username and a wrong password give the same 401 with the same message. The username is compared after NFKC normalisation, as it was stored. After 10 failed logins for one username, or 100 from one client address, within 15 minutes (counted from the first), further logins for it answer 429 with `Retry-After` until the 15 minutes are over, whatever the password. A user keeps at most 20 sessions: logging in again ends the oldest.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/movie/{id}/continue_watching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Next watch action of a movie
         * @description What the caller should play next for this movie: `resume` with the saved progress when there is some. `data` is null when the caller has no progress on the movie (nothing to continue).
         */
        get: operations["getContinueWatching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/movie/{id}/playback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Playback progress of a movie
         * @description The caller's saved progress on this movie. `data` is null when the caller has no progress on it (never watched, or completed and cleared). Published under `/v1` without `/api`.
         */
        get: operations["getPlaybackProgress"];
        put?: never;
        /**
         * Save playback progress of a movie
         * @description Addition to the published interface (a player cannot resume without writing progress). Saves the caller's position in the movie; `client_platform` comes from the session (the login's X-Client-Platform; `api` when the call is made with an API key, which has no session) and `last_watched_at` from the server clock. When the position completes the movie (more than 85 % watched, or fewer than 300 seconds remaining) the server records the watch, clears the progress and answers `data` = `{ "watched": true }`; otherwise `data` is the saved record. A user keeps progress on at most 500 movies and 16 MiB (the record's text in UTF-8 and 48 bytes each): saving past either ends the progress saved longest ago, never the one just saved (it never refuses), and at most the 1,000 latest watches are kept.
         */
        post: operations["savePlaybackProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tv/{id}/season/{seasonNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Details of a TV season
         * @description Details of one season of a TV show, with its episodes and credits. The show is named by a string media id (`tmdb-1396`). Published under `/v1` without `/api`.
         */
        get: operations["getSeasonDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/movie/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List comments of a movie
         * @description Comments of the given type on this movie: the caller's own plus everyone's public ones (notes), newest first by `created_at` (comments of the same instant, the one posted last first), one page at a time. Paged with `limit` (1 to 100, default 50) and `offset` (0 or more, default 0) counted from the newest; out-of-range values answer 400. A page shorter than `limit` is the last one. No comments (or an offset past the end) is `[]`, never null. `limit` and `offset` are additions to the published operation, which lists only `type`; a client that sends neither gets the newest 50.
         */
        get: operations["listComments"];
        put?: never;
        /**
         * Post a comment on a movie
         * @description Creates a comment by the caller on this movie. Documented exception to the envelope: the 200 body is a bare JSON string, the new comment's `comment_id`, not `{status, data}`. Error responses keep the usual error body. A review needs a `score` (0 to 100). Each user may post at most 300 comments an hour (counted from their first in the hour); past that the answer is 429 with `Retry-After`.
         */
        post: operations["postComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media_files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List media file records
         * @description One page of the media files the server knows, ordered by `file_id`. Paged with `limit` (1 to 500, default 100) and `offset` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives `total_records`.
         */
        get: operations["listMediaFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Addition to the published interface (a client cannot end a session without it). Ends the session whose token authenticated the call and clears the `token` cookie. Called with an API key, it ends no session and leaves the key valid (revoke keys with revokeApiKey).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Addition to the published interface (the admin needs the ids that deleteUser and resetUserPassword take). Admin-only. One page of the accounts, ordered by `id`, without password material. Paged as listMediaFiles is, with `limit` (1 to 500, default 100) and `offset` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives `total_records`; an offset past the end answers `users: []` with the total. To read every account, page until `offset` plus the number of `users` reaches `total_records`.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Addition to the published interface (accounts must come from somewhere). Admin-only. Creates an account with the role `user`. A username already taken answers 409.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Deletes the account and ends all its sessions and API keys at once. An admin cannot delete their own account (400 `invalid_request`; another admin can), so the service is not left without an admin by accident.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset another user's password
         * @description Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Sets a new password for the account and ends all its sessions; its API keys stay valid.
         */
        post: operations["resetUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's API keys
         * @description Addition to the published interface (the description's web portal lists keys). The caller's own keys, ordered by `id`, as metadata only: secrets are never shown after creation.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Addition to the published interface (the description's web portal creates keys). Creates a key for one application of the caller. The secret is in `data.api_key` in this response only; the server keeps a hash. A second key with the same name for the same user answers 409, and so does a new key for a user who already has 25 (revoke one first). A key gives full access to its user's data and never more than its user's role.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Addition to the published interface (the description says each key can be revoked). Revokes one of the caller's own keys; it stops working at once. An id that is unknown or belongs to someone else answers 404 (the same answer, so ids of other users' keys are not revealed).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ApiKey
         * @description Metadata of an API key. The secret is never shown again after creation.
         */
        ApiKey: {
            /** @description Identifier of the key. */
            id: number;
            /** @description Name of the application the key is for. */
            name: string;
            /**
             * Format: date-time
             * @description When the key was created (RFC 3339).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the key last authenticated a call (RFC 3339), to within a minute; null if never.
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @description When the key stops working (RFC 3339); null if it does not expire.
             */
            expires_at: string | null;
        };
        /**
         * ApiKeyCreate
         * @description A new API key for one application.
         */
        ApiKeyCreate: {
            /** @description Name of the application; unique among the caller's keys. Stored in Unicode NFKC form and unique in that form, as usernames are; a name with control, format or other invisible characters, a space at either end, or two spaces in a row answers 400. */
            name: string;
        };
        /**
         * ApiKeyCreated
         * @description A key just created: its metadata plus the secret, shown this once. Send it as `X-Api-Key: <api_key>`.
         */
        ApiKeyCreated: components["schemas"]["ApiKey"] & {
            /** @description The secret. The server stores only a hash; it cannot be shown again. */
            api_key: string;
        };
        /**
         * ClientPlatform
         * @description Platform of a client app. Known values: `ios-mobile`, `ios-tv`, `android-mobile`, `android-tv`, `web`. The set is open: any other non-empty value is accepted as a custom platform.
         * @example web
         * @example ios-mobile
         * @example ios-tv
         * @example android-mobile
         * @example android-tv
         */
        ClientPlatform: string;
        /**
         * Comment
         * @description A comment on a movie as stored.
         */
        Comment: {
            comment_id: components["schemas"]["CommentId"];
            comment_type: components["schemas"]["CommentType"];
            /** @description Account name of the author. */
            owner_username: string;
            /** @description Display name of the author. */
            owner_display_name: string;
            /** @description Short heading. */
            title?: string;
            /** @description Text of the comment. */
            comment?: string;
            /** @description Rating from 0 to 100 (reviews only). */
            score?: number;
            /** @description Whether everyone can read the comment; true for notes only. */
            is_public: boolean;
            /** @description Season the comment is about, when given. */
            season_number?: number;
            /** @description Episode the comment is about, when given. */
            episode_number?: number;
            /**
             * Format: date-time
             * @description When the comment was created (RFC 3339).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the comment was last changed (RFC 3339).
             */
            updated_at: string;
        };
        /**
         * CommentCreate
         * @description A new comment on a movie. `score` is required when `comment_type` is `review`, and refused otherwise (a note is public: a score on it would read as a rating). `season_number` and `episode_number` narrow the comment to one season or one episode of a show; `episode_number` needs `season_number`.
         */
        CommentCreate: {
            comment_type: components["schemas"]["CommentType"];
            /** @description Short heading. */
            title?: string;
            /** @description Text of the comment. */
            comment?: string;
            /** @description Rating from 0 to 100; required for reviews, refused on notes and comments. */
            score?: number;
            /** @description Season the comment is about. */
            season_number?: number;
            /** @description Episode the comment is about (with `season_number`). */
            episode_number?: number;
        };
        /**
         * CommentId
         * @description Opaque identifier of a comment, a non-empty string. postComment answers with this value as a bare JSON string.
         * @example 4211
         */
        CommentId: string;
        /**
         * CommentType
         * @description Kind of comment. `review` carries a score from 0 to 100; `note` is public (everyone can read it); `review` and `comment` are visible to their owner only.
         * @enum {string}
         */
        CommentType: "review" | "note" | "comment";
        /**
         * ContinueWatching
         * @description The next watch action for a media item. With `watch_action_type` `resume`, `watch_progress` says where to resume; with `next_episode`, `next_episode` says which episode to start.
         */
        ContinueWatching: {
            /** @description Catalogue the item comes from, for example `tmdb`. */
            media_source: string;
            media_type: components["schemas"]["MediaType"];
            /** @description The item's id within `media_source`. */
            source_id: string;
            watch_action_type: components["schemas"]["WatchActionType"];
            next_episode?: components["schemas"]["NextEpisode"];
            watch_progress?: components["schemas"]["WatchProgress"];
        };
        /**
         * Credit
         * @description A person credited on a show, season or episode (cast, creators, guest stars).
         */
        Credit: {
            /** @description The person's id within the catalogue (for example a TMDB person id). */
            source_id: string;
            /** @description Name of the person. */
            name: string;
            /** @description Name in the original language. */
            original_name?: string;
            /** @description Character played (cast and guest stars only). */
            character?: string;
            /** @description Portrait image. */
            thumbnail_uri?: string;
            /** @description Job on the production (for example `Actor`, `Creator`, `Director`). */
            job?: string;
            /** @description Catalogue id of this credit (person + role). */
            credit_id?: string;
        };
        /**
         * Episode
         * @description One episode of a TV season.
         */
        Episode: {
            /** @description The episode's id within the catalogue. */
            source_id: string;
            /** @description Season number of the episode. */
            season_number: number;
            /** @description Episode number within the season. */
            episode_number: number;
            /** @description Title of the episode. */
            media_title?: string;
            /** @description Synopsis of the episode. */
            overview?: string;
            /** @description Runtime in minutes (as the catalogue publishes it). */
            duration?: number;
            /** @description Air date (`YYYY-MM-DD`). */
            release_date?: string;
            /** @description Still image of the episode. */
            thumbnail_uri?: string;
            /** @description Guest stars of this episode. */
            guest_stars?: components["schemas"]["Credit"][];
        };
        /**
         * ErrorBody
         * @description The body of every error response. `error` is a message for people (clients may display it); `code` is a stable snake_case word for programs to branch on. Each reusable error response narrows `code` to the values it can carry.
         */
        ErrorBody: {
            /**
             * @description Always the string `error`.
             * @constant
             */
            status: "error";
            /** @description Human-readable message. Wording may change; do not parse it. */
            error: string;
            /** @description Stable machine code, snake_case. Known codes: `invalid_request`, `unauthenticated`, `forbidden`, `not_found`, `conflict`, `payload_too_large`, `rate_limited`, `internal`, `unavailable`; and, for a request that reaches no operation, `method_not_allowed` (405) and `expectation_failed` (417). */
            code: string;
        };
        /**
         * Genre
         * @description A genre of the show.
         */
        Genre: {
            /** @description The genre's id within the catalogue. */
            genre_id: number;
            /** @description Name of the genre. */
            genre: string;
        };
        /**
         * LoginRequest
         * @description Credentials of an account.
         */
        LoginRequest: {
            /** @description Account name. */
            username: string;
            /** @description Password of the account. */
            password: string;
        };
        /**
         * LoginSession
         * @description A new session. `token` is opaque (random, at least 256 bits, 43 URL-safe characters) and valid for one year from login, fixed (using it does not extend it); logout or a password reset ends it earlier.
         */
        LoginSession: {
            /** @description Account name, as logged in. */
            username: string;
            /** @description Name for display. */
            display_name: string;
            /** @description Session token. Send it as `Authorization: Bearer <token>`; browsers also receive it as the `token` cookie. */
            token: string;
            role: components["schemas"]["Role"];
        };
        /**
         * MediaFile
         * @description A media file the server knows, with what probing the file found and which catalogue item it belongs to. Sizes are in bytes, durations in seconds.
         */
        MediaFile: {
            /** @description Identifier of the file record. */
            file_id: number;
            /** @description Path of the file on the server. */
            file_path: string;
            /** @description File name (last segment of `file_path`). */
            file_name: string;
            /** @description Size in bytes. */
            file_size: number;
            /** @description Container format as probed (for example `matroska,webm`). */
            format_name?: string;
            /** @description Length in seconds. */
            duration?: number;
            /** @description Overall bit rate in bits per second. */
            bit_rate?: number;
            /** @description Width in pixels of the main video stream. */
            width?: number;
            /** @description Height in pixels of the main video stream. */
            height?: number;
            /** @description Frames per second of the main video stream. */
            framerate?: number;
            /** @description Streams inside the file, in container order. */
            streams: components["schemas"]["MediaStream"][];
            /** @description Catalogue of the item the file belongs to (for example `tmdb`), when matched. */
            media_source?: string;
            /** @description The item's id within `media_source`, when matched. */
            source_id?: string;
            /** @description Season number, when the file is an episode. */
            season_number?: number;
            /** @description Episode number, when the file is an episode. */
            episode_number?: number;
            /**
             * Format: date-time
             * @description When the record was created (RFC 3339).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the record was last changed (RFC 3339).
             */
            updated_at: string;
        };
        /**
         * MediaFileList
         * @description One page of media file records, with the paging that produced it.
         */
        MediaFileList: {
            /** @description The records of this page; `[]` past the end. */
            files: components["schemas"]["MediaFile"][];
            /** @description The `limit` used (the request's, or the default 100). */
            limit: number;
            /** @description The `offset` used (the request's, or the default 0). */
            offset: number;
            /** @description Number of records across all pages. */
            total_records: number;
        };
        /**
         * MediaId
         * @description A string media identifier of the form `<source>-<number>`: a lower-case source prefix (for example `tmdb`), a hyphen, and the item's number within that source (`tmdb-1396`). Leading zeros in the number do not matter: `tmdb-01396` names the same item as `tmdb-1396`.
         * @example tmdb-1396
         */
        MediaId: string;
        /**
         * MediaStream
         * @description One stream inside a media file (a video, audio or subtitle track).
         */
        MediaStream: {
            /** @description Position of the stream in the container, from 0. */
            index: number;
            /**
             * @description Kind of stream.
             * @enum {string}
             */
            codec_type: "video" | "audio" | "subtitle";
            /** @description Short codec name (for example `h264`, `aac`, `subrip`). */
            codec_name?: string;
            /** @description Language tag of the stream, when the file states one (for example `eng`). */
            language?: string;
            /** @description Track title, when the file states one. */
            title?: string;
            /** @description Width in pixels (video streams). */
            width?: number;
            /** @description Height in pixels (video streams). */
            height?: number;
            /** @description Number of audio channels (audio streams). */
            channels?: number;
        };
        /**
         * MediaType
         * @description Kind of a media item. Known values: `movie`, `tvshow`; inside TV season details, seasons and episodes use `season` and `episode`. The set is open: clients must tolerate other values.
         * @example movie
         * @example tvshow
         * @example season
         * @example episode
         */
        MediaType: string;
        /**
         * NextEpisode
         * @description The episode to start next when `watch_action_type` is `next_episode`.
         */
        NextEpisode: {
            /** @description Episode number within the season. */
            episode_number: number;
            /** @description The episode's id within the show's `media_source`. */
            episode_source_id?: string;
            /** @description Title of the episode. */
            episode_title?: string;
            /** @description Title of the show. */
            media_title?: string;
            /** @description Synopsis of the episode. */
            overview?: string;
            /** @description Air date of the episode (`YYYY-MM-DD`). */
            release_date?: string;
            /** @description Season number of the episode. */
            season_number: number;
            /** @description Image for the episode. */
            thumbnail_uri?: string;
        };
        /**
         * PasswordReset
         * @description The new password for another user's account.
         */
        PasswordReset: {
            /** @description New password, at least 8 characters. */
            new_password: string;
        };
        /**
         * PlaybackProgressWrite
         * @description Progress a client reports while playing. The server fills `client_platform` from the session (the login's X-Client-Platform; `api` for a call made with an API key, which has no session), never from this body, and `last_watched_at` from its clock.
         */
        PlaybackProgressWrite: {
            /** @description Position reached, in seconds from the start. */
            current_progress_seconds: number;
            /** @description Length of the media in seconds. */
            total_duration_seconds: number;
            stream_protocol?: components["schemas"]["StreamProtocol"];
            /** @description Opaque data to store with the progress; returned unchanged by reads. */
            encoded_data?: string;
            /** @description Where the client streams the media from. */
            source_uri?: string;
            player_settings?: components["schemas"]["PlayerSettings"];
        };
        /**
         * PlaybackWatched
         * @description Answer to savePlaybackProgress when the reported position completed the movie (more than 85 % watched, or fewer than 300 seconds remaining): the watch was recorded and the progress cleared.
         */
        PlaybackWatched: {
            /**
             * @description Always `true`.
             * @constant
             */
            watched: true;
        };
        /**
         * PlayerName
         * @description The player used for playback. Known values: `web`, `exoplayer`, `mpv`. The set is open: clients must tolerate other values.
         * @example web
         * @example exoplayer
         * @example mpv
         */
        PlayerName: string;
        /**
         * PlayerSettings
         * @description Player state saved with the progress, so playback resumes with the same tracks.
         */
        PlayerSettings: {
            /** @description Index of the selected audio track. */
            audio_idx?: number;
            /** @description Language of the selected audio track (for example an ISO 639 code). */
            audio_lang?: string;
            player?: components["schemas"]["PlayerName"];
            /** @description How the picture is fitted to the screen. Free text chosen by the player (for example `fit`, `zoom`). */
            resize_mode?: string;
            /** @description Index of the selected subtitle track. */
            subtitle_idx?: number;
            /** @description Language of the selected subtitle track. */
            subtitle_lang?: string;
        };
        /**
         * Role
         * @description Role of an account. `admin` may call the admin-only routes (user management); `user` is every other account. A new account created through createUser has the role `user`.
         * @enum {string}
         */
        Role: "admin" | "user";
        /**
         * SeasonDetails
         * @description Details of one season of a TV show, with the show's own details beside them. Dates are `YYYY-MM-DD` as the catalogue publishes them.
         */
        SeasonDetails: {
            /** @description Wide background image. */
            backdrop_uri?: string;
            /** @description Regular cast of the season. */
            cast?: components["schemas"]["Credit"][];
            /** @description Creators of the show. */
            creators?: components["schemas"]["Credit"][];
            /** @description Typical episode runtime in minutes (the catalogue's unit, as for Episode.duration). */
            duration?: number;
            /** @description Number of episodes in the season. */
            episode_count?: number;
            /** @description Number of the latest episode aired in the season. */
            episode_number?: number;
            /** @description The season's episodes, in episode order. */
            episodes: components["schemas"]["Episode"][];
            /** @description Further catalogue facts as string keys to string values. */
            extra_data?: {
                [key: string]: string;
            };
            /** @description Genres of the show. */
            genres?: components["schemas"]["Genre"][];
            /** @description Guest stars across the season. */
            guest_stars?: components["schemas"]["Credit"][];
            /** @description Date the latest episode aired (`YYYY-MM-DD`). */
            last_air_date?: string;
            /** @description Logo image of the show. */
            logo_uri?: string;
            /**
             * @description Catalogue the season comes from; the value `tmdb` is shown.
             * @example tmdb
             */
            media_source: string;
            /** @description Title of the season. */
            media_title?: string;
            media_type: components["schemas"]["MediaType"];
            /** @description Date the next episode airs (`YYYY-MM-DD`), when known. */
            next_air_date?: string;
            /** @description Countries of origin (ISO 3166-1 alpha-2 codes). */
            origin_country?: string[];
            /** @description Original language (ISO 639-1 code). */
            original_language?: string;
            /** @description Title in the original language. */
            original_title?: string;
            /** @description Synopsis of the season. */
            overview?: string;
            /** @description Catalogue popularity score. */
            popularity?: number;
            /** @description Date the season premiered (`YYYY-MM-DD`). */
            release_date?: string;
            /** @description Number of seasons of the show. */
            season_count?: number;
            /** @description Number of this season (0 holds specials). */
            season_number: number;
            /** @description The show's id within `media_source`. */
            source_id: string;
            /** @description Production status of the show as the catalogue states it (for example `Returning Series`, `Ended`). */
            status?: string;
            /** @description Poster image of the season. */
            thumbnail_uri?: string;
            /** @description Average user rating, 0 to 10. */
            vote_average?: number;
            /** @description Number of user ratings. */
            vote_count?: number;
        };
        /**
         * StreamProtocol
         * @description How the media is streamed to the player. Known values: `p2p`, `proxy-http`, `file-http`, `external`. The set is open: clients must tolerate other values.
         * @example file-http
         * @example proxy-http
         * @example p2p
         * @example external
         */
        StreamProtocol: string;
        /**
         * SuccessEnvelope
         * @description The envelope every successful response body wears (except the one documented exception, postComment). `status` is always `success`; `data` carries the payload of the operation and is narrowed per operation with `allOf`.
         */
        SuccessEnvelope: {
            /**
             * @description Always the string `success`.
             * @constant
             */
            status: "success";
            /** @description The payload of the operation; its shape is given by each operation. */
            data: unknown;
        };
        /**
         * User
         * @description An account as the admin sees it. Never carries password material.
         */
        User: {
            /** @description Identifier of the account. */
            id: number;
            /** @description Account name, unique. */
            username: string;
            /** @description Name for display. */
            display_name: string;
            role: components["schemas"]["Role"];
            /**
             * Format: date-time
             * @description When the account was created (RFC 3339).
             */
            created_at: string;
        };
        /**
         * UserCreate
         * @description A new account. Its role is always `user`.
         */
        UserCreate: {
            /** @description Account name, unique across the service. Stored in Unicode NFKC form (full-width and other compatibility characters become their plain forms) and unique in that form; a name with control, format or other invisible characters, or any whitespace, answers 400. */
            username: string;
            /** @description Name for display. */
            display_name: string;
            /** @description Initial password, at least 8 characters. */
            password: string;
        };
        /**
         * UserList
         * @description One page of the accounts, ordered by `id`, with the paging that produced it.
         */
        UserList: {
            /** @description The accounts of this page; `[]` past the end. */
            users: components["schemas"]["User"][];
            /** @description The `limit` used (the request's, or the default 100). */
            limit: number;
            /** @description The `offset` used (the request's, or the default 0). */
            offset: number;
            /** @description Number of accounts across all pages. */
            total_records: number;
        };
        /**
         * WatchActionType
         * @description What the client should play next. Known values: `resume` (continue the progress in `watch_progress`) and `next_episode` (start the episode in `next_episode`). The set is open: clients must tolerate other values.
         * @example resume
         * @example next_episode
         */
        WatchActionType: string;
        /**
         * WatchProgress
         * @description Where the caller stopped watching one media item. Returned as `data` by getPlaybackProgress and nested as `watch_progress` in the continue-watching result. Episode fields are present when the item is an episode of a TV show.
         */
        WatchProgress: {
            client_platform?: components["schemas"]["ClientPlatform"];
            /** @description Position reached, in seconds from the start. */
            current_progress_seconds: number;
            /** @description Opaque data the client stored with the progress (for example a stream locator); returned unchanged. */
            encoded_data?: string;
            /** @description Episode number within the season (episodes only). */
            episode_number?: number;
            /** @description The episode's id within `media_source` (episodes only). */
            episode_source_id?: string;
            /** @description Title of the episode (episodes only). */
            episode_title?: string;
            /** @description When the progress was last saved, as Unix time in seconds. */
            last_watched_at: number;
            /** @description Catalogue the item comes from, for example `tmdb`. */
            media_source: string;
            /** @description Title of the movie or show. */
            media_title?: string;
            media_type: components["schemas"]["MediaType"];
            /** @description Short synopsis. */
            overview?: string;
            player_settings?: components["schemas"]["PlayerSettings"];
            /** @description Release date as published by the catalogue (`YYYY-MM-DD`). */
            release_date?: string;
            /** @description Season number (episodes only). */
            season_number?: number;
            /** @description The movie's or show's id within `media_source` (for example `550`). */
            source_id: string;
            /** @description Where the client streamed the media from. */
            source_uri?: string;
            stream_protocol?: components["schemas"]["StreamProtocol"];
            /** @description Image for the item. */
            thumbnail_uri?: string;
            /** @description Length of the media in seconds. */
            total_duration_seconds: number;
        };
    };
    responses: {
        /** @description Invalid input: malformed JSON, a body or parameter that breaks its schema, or a missing or malformed required header. `error` names the offending field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "X-Device-Id must be a UUID version 4",
                 *       "code": "invalid_request"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "invalid_request";
                };
            };
        };
        /** @description No credentials, or credentials that are unknown, expired, revoked or malformed (only the `Bearer` scheme is accepted). For login: wrong username or password, with the same message for both. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "Authentication required",
                 *       "code": "unauthenticated"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "unauthenticated";
                };
            };
        };
        /** @description Refused: the caller's role may not use this route (a non-admin on an admin-only route), or a browser page on another origin used the `token` cookie to change something. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "Admin role required",
                 *       "code": "forbidden"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "forbidden";
                };
            };
        };
        /** @description The resource named in the path does not exist (or, for API keys, is not the caller's). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "Not found",
                 *       "code": "not_found"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "not_found";
                };
            };
        };
        /** @description The request conflicts with existing state: a duplicate username, a second API key with the same name for the same user, or a new API key for a user who already holds the most allowed (25). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "An API key with this name already exists",
                 *       "code": "conflict"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "conflict";
                };
            };
        };
        /** @description The request body is larger than the server accepts (1 MiB). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "Request body too large",
                 *       "code": "payload_too_large"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "payload_too_large";
                };
            };
        };
        /** @description Too many attempts in a short time: login failures for this account or from this client address, or comments posted by this user. `Retry-After` says how many seconds until the limit lets the request through again; retrying earlier gets the same answer. */
        TooManyRequests: {
            headers: {
                /**
                 * @description Whole seconds to wait before trying again (at least 1).
                 * @example 120
                 */
                "Retry-After": number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "Too many failed logins for this account; try again in 120 s",
                 *       "code": "rate_limited"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "rate_limited";
                };
            };
        };
        /** @description Unexpected server failure. The message does not reveal internals; retry later. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "Internal server error",
                 *       "code": "internal"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "internal";
                };
            };
        };
        /** @description The server cannot act on the request now: it is shutting down and takes no new requests (requests it had already started still finish), or its data store cannot be used (disk full or read-only, database down or unreachable). Send the request again (to another server behind the same address, or after `Retry-After` seconds); a client may repeat any request that got this answer, because the server did not act on it. The one exception: a write whose connection to the database broke while it was being committed may have been made. */
        ServiceUnavailable: {
            headers: {
                /**
                 * @description Whole seconds after which this server, or its replacement, is expected to answer.
                 * @example 5
                 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "error",
                 *       "error": "The server is shutting down; send the request again",
                 *       "code": "unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"] & {
                    /** @enum {unknown} */
                    code?: "unavailable";
                };
            };
        };
    };
    parameters: {
        /**
         * @description Identifier of one of the caller's API keys (`id` of an ApiKey).
         * @example 3
         */
        ApiKeyId: number;
        /**
         * @description Most comments to return, 1 to 100 (default 50): comments are up to 10 000 characters each, so a page is smaller than a media file page. Out of range answers 400; it is not clamped.
         * @example 50
         */
        CommentLimit: number;
        /**
         * @description Which kind of comments to list.
         * @example review
         */
        CommentTypeQuery: components["schemas"]["CommentType"];
        /**
         * @description Most records to return, 1 to 500 (default 100). Out of range answers 400; it is not clamped.
         * @example 100
         */
        Limit: number;
        /**
         * @description The media item as a string media id `<source>-<number>`: the catalogue prefix (for example `tmdb`), a hyphen, and the item's number in that catalogue.
         * @example tmdb-550
         */
        MediaIdString: components["schemas"]["MediaId"];
        /**
         * @description The movie, as an integer: the number of its media id from the default catalogue `tmdb` (550 stands for `tmdb-550`). This endpoint is published with an integer id; the comments and season endpoints take the string form `<source>-<number>` instead.
         * @example 550
         */
        MovieIdInteger: number;
        /**
         * @description Records to skip before the first one returned, 0 or more (default 0). Negative answers 400.
         * @example 0
         */
        Offset: number;
        /**
         * @description Number of the season; 0 holds the specials.
         * @example 1
         */
        SeasonNumber: number;
        /**
         * @description The TV show as a string media id `<source>-<number>`: the catalogue prefix (for example `tmdb`), a hyphen, and the show's number in that catalogue.
         * @example tmdb-1396
         */
        ShowId: components["schemas"]["MediaId"];
        /**
         * @description Identifier of the account (`id` of a User).
         * @example 7
         */
        UserId: number;
        /**
         * @description A unique identifier of the client app. Missing or empty answers 400.
         * @example media-tracker-web
         */
        XClientId: string;
        /**
         * @description Platform of the client. Supported values are `ios-mobile`, `ios-tv`, `android-mobile`, `android-tv` and `web`; a custom non-empty value is allowed. Missing or empty answers 400. The server records it on the session and fills `client_platform` of saved progress from it.
         * @example web
         */
        XClientPlatform: components["schemas"]["ClientPlatform"];
        /**
         * @description A UUID version 4 identifying the device, generated by the client on first run and persisted. Missing or not a version 4 UUID answers 400.
         * @example 3f2b8c4e-9d1a-4e7b-8c2f-5a6d7e8f9a0b
         */
        XDeviceId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique identifier of the client app. Missing or empty answers 400.
                 * @example media-tracker-web
                 */
                "X-Client-Id": components["parameters"]["XClientId"];
                /**
                 * @description Platform of the client. Supported values are `ios-mobile`, `ios-tv`, `android-mobile`, `android-tv` and `web`; a custom non-empty value is allowed. Missing or empty answers 400. The server records it on the session and fills `client_platform` of saved progress from it.
                 * @example web
                 */
                "X-Client-Platform": components["parameters"]["XClientPlatform"];
                /**
                 * @description A UUID version 4 identifying the device, generated by the client on first run and persisted. Missing or not a version 4 UUID answers 400.
                 * @example 3f2b8c4e-9d1a-4e7b-8c2f-5a6d7e8f9a0b
                 */
                "X-Device-Id": components["parameters"]["XDeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The account's credentials. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "alice",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. `data` is the new session; the same token is set as the `token` cookie. The token is valid for one year from now (fixed) unless logout or a password reset ends it. */
            200: {
                headers: {
                    /**
                     * @description `token=<token>; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000`, plus `Secure` when served over TLS. The cookie lives as long as the token: one year.
                     * @example token=Jx3q2v8Zr7PbLw0NcT5yHk9uGfA1sD4eQm6oXiVnB2E; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000
                     */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "username": "alice",
                     *         "display_name": "Alice Example",
                     *         "token": "Jx3q2v8Zr7PbLw0NcT5yHk9uGfA1sD4eQm6oXiVnB2E",
                     *         "role": "user"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["LoginSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContinueWatching: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The movie, as an integer: the number of its media id from the default catalogue `tmdb` (550 stands for `tmdb-550`). This endpoint is published with an integer id; the comments and season endpoints take the string form `<source>-<number>` instead.
                 * @example 550
                 */
                id: components["parameters"]["MovieIdInteger"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The next watch action, or `data` null when there is nothing to continue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ContinueWatching"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlaybackProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The movie, as an integer: the number of its media id from the default catalogue `tmdb` (550 stands for `tmdb-550`). This endpoint is published with an integer id; the comments and season endpoints take the string form `<source>-<number>` instead.
                 * @example 550
                 */
                id: components["parameters"]["MovieIdInteger"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved progress, or `data` null when there is none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WatchProgress"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    savePlaybackProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The movie, as an integer: the number of its media id from the default catalogue `tmdb` (550 stands for `tmdb-550`). This endpoint is published with an integer id; the comments and season endpoints take the string form `<source>-<number>` instead.
                 * @example 550
                 */
                id: components["parameters"]["MovieIdInteger"];
            };
            cookie?: never;
        };
        /** @description The position reached and, optionally, how the movie is being played. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_progress_seconds": 1834.5,
                 *       "total_duration_seconds": 8340,
                 *       "stream_protocol": "file-http",
                 *       "source_uri": "/media/files/12/stream",
                 *       "player_settings": {
                 *         "audio_idx": 1,
                 *         "audio_lang": "eng",
                 *         "player": "web",
                 *         "resize_mode": "fit",
                 *         "subtitle_idx": 0,
                 *         "subtitle_lang": "eng"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PlaybackProgressWrite"];
            };
        };
        responses: {
            /** @description Saved. `data` is the saved progress, or `{ "watched": true }` when the movie was completed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WatchProgress"] | components["schemas"]["PlaybackWatched"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSeasonDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The TV show as a string media id `<source>-<number>`: the catalogue prefix (for example `tmdb`), a hyphen, and the show's number in that catalogue.
                 * @example tmdb-1396
                 */
                id: components["parameters"]["ShowId"];
                /**
                 * @description Number of the season; 0 holds the specials.
                 * @example 1
                 */
                seasonNumber: components["parameters"]["SeasonNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The season's details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "backdrop_uri": "https://image.tmdb.org/t/p/w1280/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg",
                     *         "cast": [
                     *           {
                     *             "source_id": "17419",
                     *             "name": "Bryan Cranston",
                     *             "original_name": "Bryan Cranston",
                     *             "character": "Walter White",
                     *             "thumbnail_uri": "https://image.tmdb.org/t/p/w185/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg",
                     *             "job": "Actor",
                     *             "credit_id": "52542282760ee313280017f9"
                     *           }
                     *         ],
                     *         "creators": [
                     *           {
                     *             "source_id": "66633",
                     *             "name": "Vince Gilligan",
                     *             "original_name": "Vince Gilligan",
                     *             "thumbnail_uri": "https://image.tmdb.org/t/p/w185/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg",
                     *             "job": "Creator",
                     *             "credit_id": "52542287760ee31328001af1"
                     *           }
                     *         ],
                     *         "duration": 47,
                     *         "episode_count": 7,
                     *         "episode_number": 7,
                     *         "episodes": [
                     *           {
                     *             "source_id": "62085",
                     *             "season_number": 1,
                     *             "episode_number": 1,
                     *             "media_title": "Pilot",
                     *             "overview": "A high school chemistry teacher learns he has terminal cancer.",
                     *             "duration": 58,
                     *             "release_date": "2008-01-20",
                     *             "thumbnail_uri": "https://image.tmdb.org/t/p/w300/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg",
                     *             "guest_stars": []
                     *           }
                     *         ],
                     *         "extra_data": {
                     *           "homepage": "https://www.sonypictures.com/tv/breakingbad"
                     *         },
                     *         "genres": [
                     *           {
                     *             "genre_id": 18,
                     *             "genre": "Drama"
                     *           }
                     *         ],
                     *         "guest_stars": [],
                     *         "last_air_date": "2013-09-29",
                     *         "logo_uri": "https://image.tmdb.org/t/p/w500/ggFHVNu6YYI5L9pCfOacjizRGt.png",
                     *         "media_source": "tmdb",
                     *         "media_title": "Season 1",
                     *         "media_type": "season",
                     *         "next_air_date": "",
                     *         "origin_country": [
                     *           "US"
                     *         ],
                     *         "original_language": "en",
                     *         "original_title": "Breaking Bad",
                     *         "overview": "High school chemistry teacher Walter White's life is suddenly transformed.",
                     *         "popularity": 288.4,
                     *         "release_date": "2008-01-20",
                     *         "season_count": 5,
                     *         "season_number": 1,
                     *         "source_id": "1396",
                     *         "status": "Ended",
                     *         "thumbnail_uri": "https://image.tmdb.org/t/p/w300/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg",
                     *         "vote_average": 8.3,
                     *         "vote_count": 171
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SeasonDetails"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listComments: {
        parameters: {
            query: {
                /**
                 * @description Which kind of comments to list.
                 * @example review
                 */
                type: components["parameters"]["CommentTypeQuery"];
                /**
                 * @description Most comments to return, 1 to 100 (default 50): comments are up to 10 000 characters each, so a page is smaller than a media file page. Out of range answers 400; it is not clamped.
                 * @example 50
                 */
                limit?: components["parameters"]["CommentLimit"];
                /**
                 * @description Records to skip before the first one returned, 0 or more (default 0). Negative answers 400.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                /**
                 * @description The media item as a string media id `<source>-<number>`: the catalogue prefix (for example `tmdb`), a hyphen, and the item's number in that catalogue.
                 * @example tmdb-550
                 */
                id: components["parameters"]["MediaIdString"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the comments, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": [
                     *         {
                     *           "comment_id": "4211",
                     *           "comment_type": "review",
                     *           "owner_username": "alice",
                     *           "owner_display_name": "Alice Example",
                     *           "title": "Still holds up",
                     *           "comment": "The twist works even on the third watch.",
                     *           "score": 90,
                     *           "is_public": false,
                     *           "created_at": "2026-11-20T19:04:05Z",
                     *           "updated_at": "2026-11-20T19:04:05Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Comment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The media item as a string media id `<source>-<number>`: the catalogue prefix (for example `tmdb`), a hyphen, and the item's number in that catalogue.
                 * @example tmdb-550
                 */
                id: components["parameters"]["MediaIdString"];
            };
            cookie?: never;
        };
        /** @description The comment to create. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentCreate"];
            };
        };
        responses: {
            /** @description Created. The body is a bare JSON string, the new comment's `comment_id` (not enveloped). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example 4211 */
                    "application/json": components["schemas"]["CommentId"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMediaFiles: {
        parameters: {
            query?: {
                /**
                 * @description Most records to return, 1 to 500 (default 100). Out of range answers 400; it is not clamped.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Records to skip before the first one returned, 0 or more (default 0). Negative answers 400.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of media file records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "files": [
                     *           {
                     *             "file_id": 12,
                     *             "file_path": "/srv/media/movies/Fight Club (1999)/Fight.Club.1999.mkv",
                     *             "file_name": "Fight.Club.1999.mkv",
                     *             "file_size": 4831838208,
                     *             "format_name": "matroska,webm",
                     *             "duration": 8340.2,
                     *             "bit_rate": 4634000,
                     *             "width": 1920,
                     *             "height": 800,
                     *             "framerate": 23.976,
                     *             "streams": [
                     *               {
                     *                 "index": 0,
                     *                 "codec_type": "video",
                     *                 "codec_name": "h264",
                     *                 "width": 1920,
                     *                 "height": 800
                     *               },
                     *               {
                     *                 "index": 1,
                     *                 "codec_type": "audio",
                     *                 "codec_name": "aac",
                     *                 "language": "eng",
                     *                 "channels": 6
                     *               },
                     *               {
                     *                 "index": 2,
                     *                 "codec_type": "subtitle",
                     *                 "codec_name": "subrip",
                     *                 "language": "deu"
                     *               }
                     *             ],
                     *             "media_source": "tmdb",
                     *             "source_id": "550",
                     *             "created_at": "2026-11-01T08:00:00Z",
                     *             "updated_at": "2026-11-01T08:00:00Z"
                     *           }
                     *         ],
                     *         "limit": 100,
                     *         "offset": 0,
                     *         "total_records": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MediaFileList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. `data` is null; the `token` cookie is cleared. */
            200: {
                headers: {
                    /**
                     * @description `token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` (plus `Secure` over TLS): removes the cookie.
                     * @example token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0
                     */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /**
                 * @description Most records to return, 1 to 500 (default 100). Out of range answers 400; it is not clamped.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Records to skip before the first one returned, 0 or more (default 0). Negative answers 400.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the accounts, ordered by `id`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "users": [
                     *           {
                     *             "id": 1,
                     *             "username": "admin",
                     *             "display_name": "Administrator",
                     *             "role": "admin",
                     *             "created_at": "2026-01-05T10:00:00Z"
                     *           },
                     *           {
                     *             "id": 7,
                     *             "username": "alice",
                     *             "display_name": "Alice Example",
                     *             "role": "user",
                     *             "created_at": "2026-03-14T09:26:53Z"
                     *           }
                     *         ],
                     *         "limit": 100,
                     *         "offset": 0,
                     *         "total_records": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["UserList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new account. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "bob",
                 *       "display_name": "Bob Example",
                 *       "password": "s3cret-enough"
                 *     }
                 */
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description Created. `data` is the new account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "id": 8,
                     *         "username": "bob",
                     *         "display_name": "Bob Example",
                     *         "role": "user",
                     *         "created_at": "2026-11-22T03:00:00Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the account (`id` of a User).
                 * @example 7
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. `data` is null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the account (`id` of a User).
                 * @example 7
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** @description The new password. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "new_password": "another-s3cret"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description Password changed and the account's sessions ended. `data` is null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "name": "home-automation",
                     *           "created_at": "2026-10-02T18:30:00Z",
                     *           "last_used_at": "2026-11-21T22:15:09Z",
                     *           "expires_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The application the key is for. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "home-automation"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description Created. `data` holds the key's metadata and its secret, shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "id": 3,
                     *         "name": "home-automation",
                     *         "created_at": "2026-10-02T18:30:00Z",
                     *         "last_used_at": null,
                     *         "expires_at": null,
                     *         "api_key": "mtk_9fQ2xL7vR3pW8sN1cY6bH4jK0tA5dE2gU7iO3mZ"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ApiKeyCreated"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of one of the caller's API keys (`id` of an ApiKey).
                 * @example 3
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. `data` is null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
