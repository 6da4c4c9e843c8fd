/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */

/**
 * The bundled document (internal `$ref`s only) as JSON text, as in openapi.json:
 * server.ts takes the schemas of its route table from it by JSON pointer.
 */
export const bundledDocument: string = `{
  "openapi": "3.1.0",
  "info": {
    "title": "Media Tracking Service",
    "version": "1.0.0-beta",
    "summary": "Track what you watch, resume playback, read season details and comment on movies.",
    "description": "HTTP and JSON interface of the Media Tracking Service: log in, read and save playback\\nprogress, ask what to watch next, read TV season details, read and post comments on movies,\\nlist media files, and (for admins) manage users. The service is in **beta**.\\n\\nThis document is the contract. It states everything the published interface description\\nstates, and settles what that description leaves open; each settlement is a decision record\\nin \`spec/decisions/\`. Operations that the description does not list are marked with\\n\`x-addition: true\` and say so in their description.\\n\\n## Paths and versions\\nThe version is in the path (\`v1\`). Paths are published as they are: most live under\\n\`/api/v1\`, but playback (\`/v1/movie/{id}/playback\`) and season details\\n(\`/v1/tv/{id}/season/{seasonNumber}\`) live under \`/v1\` without \`/api\`. The single server\\nentry is \`/\`, so the full path of every operation is written in \`paths\`.\\n\\n## Success envelope\\nEvery successful response body is \`{\\"status\\": \\"success\\", \\"data\\": ...}\`, where \`data\` is the\\npayload of the operation (null where an operation says so). The one documented exception is\\n\`postComment\`, whose 200 body is a bare JSON string (marked \`x-envelope: false\`).\\n\\n## Errors\\nEvery error body is \`{\\"status\\": \\"error\\", \\"error\\": \\"<message for people>\\", \\"code\\": \\"<machine code>\\"}\`.\\n\`code\` is a stable snake_case word: \`invalid_request\` (400), \`unauthenticated\` (401),\\n\`forbidden\` (403), \`not_found\` (404), \`conflict\` (409), \`payload_too_large\` (413),\\n\`rate_limited\` (429), \`internal\` (500), \`unavailable\` (503). Every operation can answer 400,\\n500 and 503 (the server is shutting down, or cannot use its data store: nothing was done,\\nsend the request again). A request that reaches no operation is answered in the same shape:\\n\`not_found\` (404) for a path the API does not have, \`method_not_allowed\` (405, with \`Allow\`\\nnaming the methods the path takes) for one it has under other methods, and\\n\`expectation_failed\` (417) for an \`Expect\` header other than \`100-continue\`.\\n\\n## Limits\\nLogins are limited per username and per client address, and comments per user and hour;\\npast a limit the answer is 429 with \`Retry-After\`. A user keeps at most 20 sessions (a new\\nlogin ends the oldest) and 25 API keys (a 26th answers 409). Comment lists are paged.\\n\\n## Credentials and roles\\nEverything except login needs credentials. Any one of three methods suffices; a server\\nchecks them in this order and uses the first one present:\\n1. \`Authorization: Bearer <token>\`, the token from login (only the \`Bearer\` scheme is accepted);\\n2. the cookie \`token\`, which login sets for browsers (HttpOnly, SameSite=Lax, Path=/, Secure over TLS);\\n3. the header \`X-Api-Key: <API key>\`, a per-application key from createApiKey.\\n\\nTokens are opaque and valid for one year from login; logout and password resets end them\\nearlier. An API key gives full access to its user's data and never more than its user's\\nrole. Admin-only operations are marked \`x-roles: [admin]\` and answer 403 to other users.\\n\\n## Not specified\\nNo events, notifications or webhook payloads are defined (API keys suit webhook-style\\nintegrations, but no event exists yet). No version negotiation or deprecation policy is\\nspecified; no resource has a state machine.\\n",
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "/",
      "description": "The service's own origin; every path below carries its full prefix."
    }
  ],
  "security": [
    {
      "bearerAuth": []
    },
    {
      "cookieAuth": []
    },
    {
      "apiKeyAuth": []
    }
  ],
  "tags": [
    {
      "name": "Authentication",
      "description": "Logging in and out."
    },
    {
      "name": "Playback",
      "description": "Playback progress of movies and what to watch next."
    },
    {
      "name": "TV",
      "description": "Details of TV shows and their seasons."
    },
    {
      "name": "Comments",
      "description": "Reviews, notes and comments on movies."
    },
    {
      "name": "Media files",
      "description": "Media files known to the server."
    },
    {
      "name": "Users",
      "description": "Account management; admin-only."
    },
    {
      "name": "API keys",
      "description": "Per-application keys of the calling user."
    }
  ],
  "paths": {
    "/api/v1/auth/login": {
      "post": {
        "operationId": "login",
        "tags": [
          "Authentication"
        ],
        "summary": "Log in",
        "description": "Exchanges a username and password for a session token. Open: needs no credentials. The three client headers are required and are recorded on the session. The token is returned in \`data.token\` and also set as the \`token\` cookie for browsers; it is valid for one year from login (fixed, not extended by use). A wrong username and a wrong password give the same 401 with the same message. The username is compared after NFKC normalisation, as it was stored. After 10 failed logins for one username, or 100 from one client address, within 15 minutes (counted from the first), further logins for it answer 429 with \`Retry-After\` until the 15 minutes are over, whatever the password. A user keeps at most 20 sessions: logging in again ends the oldest.",
        "security": [],
        "x-session": {
          "role": "login",
          "scheme": "bearerAuth"
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/XClientId"
          },
          {
            "$ref": "#/components/parameters/XClientPlatform"
          },
          {
            "$ref": "#/components/parameters/XDeviceId"
          }
        ],
        "requestBody": {
          "required": true,
          "description": "The account's credentials.",
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/LoginRequest"
              },
              "example": {
                "username": "alice",
                "password": "correct horse battery staple"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Logged in. \`data\` is the new session; the same token is set as the \`token\` cookie. The token is valid for one year from now (fixed) unless logout or a password reset ends it.",
            "headers": {
              "Set-Cookie": {
                "description": "\`token=<token>; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000\`, plus \`Secure\` when served over TLS. The cookie lives as long as the token: one year.",
                "required": true,
                "schema": {
                  "type": "string"
                },
                "example": "token=Jx3q2v8Zr7PbLw0NcT5yHk9uGfA1sD4eQm6oXiVnB2E; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/LoginSession"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": {
                    "username": "alice",
                    "display_name": "Alice Example",
                    "token": "Jx3q2v8Zr7PbLw0NcT5yHk9uGfA1sD4eQm6oXiVnB2E",
                    "role": "user"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/movie/{id}/continue_watching": {
      "get": {
        "operationId": "getContinueWatching",
        "tags": [
          "Playback"
        ],
        "summary": "Next watch action of a movie",
        "description": "What the caller should play next for this movie: \`resume\` with the saved progress when there is some. \`data\` is null when the caller has no progress on the movie (nothing to continue).",
        "parameters": [
          {
            "$ref": "#/components/parameters/MovieIdInteger"
          }
        ],
        "responses": {
          "200": {
            "description": "The next watch action, or \`data\` null when there is nothing to continue.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "oneOf": [
                            {
                              "$ref": "#/components/schemas/ContinueWatching"
                            },
                            {
                              "type": "null"
                            }
                          ]
                        }
                      }
                    }
                  ]
                },
                "examples": {
                  "resume": {
                    "summary": "Progress exists",
                    "value": {
                      "status": "success",
                      "data": {
                        "media_source": "tmdb",
                        "media_type": "movie",
                        "source_id": "550",
                        "watch_action_type": "resume",
                        "watch_progress": {
                          "client_platform": "web",
                          "current_progress_seconds": 1834.5,
                          "encoded_data": "",
                          "last_watched_at": 1763776800,
                          "media_source": "tmdb",
                          "media_title": "Fight Club",
                          "media_type": "movie",
                          "overview": "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression.",
                          "player_settings": {
                            "audio_idx": 1,
                            "audio_lang": "eng",
                            "player": "web",
                            "resize_mode": "fit",
                            "subtitle_idx": 0,
                            "subtitle_lang": "eng"
                          },
                          "release_date": "1999-10-15",
                          "source_id": "550",
                          "source_uri": "/media/files/12/stream",
                          "stream_protocol": "file-http",
                          "thumbnail_uri": "https://image.tmdb.org/t/p/w300/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
                          "total_duration_seconds": 8340
                        }
                      }
                    }
                  },
                  "nothing": {
                    "summary": "Nothing to continue",
                    "value": {
                      "status": "success",
                      "data": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/v1/movie/{id}/playback": {
      "get": {
        "operationId": "getPlaybackProgress",
        "tags": [
          "Playback"
        ],
        "summary": "Playback progress of a movie",
        "description": "The caller's saved progress on this movie. \`data\` is null when the caller has no progress on it (never watched, or completed and cleared). Published under \`/v1\` without \`/api\`.",
        "parameters": [
          {
            "$ref": "#/components/parameters/MovieIdInteger"
          }
        ],
        "responses": {
          "200": {
            "description": "The saved progress, or \`data\` null when there is none.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "oneOf": [
                            {
                              "$ref": "#/components/schemas/WatchProgress"
                            },
                            {
                              "type": "null"
                            }
                          ]
                        }
                      }
                    }
                  ]
                },
                "examples": {
                  "progress": {
                    "summary": "Progress exists",
                    "value": {
                      "status": "success",
                      "data": {
                        "client_platform": "android-tv",
                        "current_progress_seconds": 1834.5,
                        "last_watched_at": 1763776800,
                        "media_source": "tmdb",
                        "media_title": "Fight Club",
                        "media_type": "movie",
                        "player_settings": {
                          "audio_idx": 0,
                          "audio_lang": "eng",
                          "player": "exoplayer",
                          "resize_mode": "zoom",
                          "subtitle_idx": 2,
                          "subtitle_lang": "deu"
                        },
                        "release_date": "1999-10-15",
                        "source_id": "550",
                        "stream_protocol": "proxy-http",
                        "total_duration_seconds": 8340
                      }
                    }
                  },
                  "none": {
                    "summary": "No progress",
                    "value": {
                      "status": "success",
                      "data": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "savePlaybackProgress",
        "x-addition": true,
        "tags": [
          "Playback"
        ],
        "summary": "Save playback progress of a movie",
        "description": "Addition to the published interface (a player cannot resume without writing progress). Saves the caller's position in the movie; \`client_platform\` comes from the session and \`last_watched_at\` from the server clock. When the position completes the movie (more than 85 % watched, or fewer than 300 seconds remaining) the server records the watch, clears the progress and answers \`data\` = \`{ \\"watched\\": true }\`; otherwise \`data\` is the saved record.",
        "parameters": [
          {
            "$ref": "#/components/parameters/MovieIdInteger"
          }
        ],
        "requestBody": {
          "required": true,
          "description": "The position reached and, optionally, how the movie is being played.",
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PlaybackProgressWrite"
              },
              "example": {
                "current_progress_seconds": 1834.5,
                "total_duration_seconds": 8340,
                "stream_protocol": "file-http",
                "source_uri": "/media/files/12/stream",
                "player_settings": {
                  "audio_idx": 1,
                  "audio_lang": "eng",
                  "player": "web",
                  "resize_mode": "fit",
                  "subtitle_idx": 0,
                  "subtitle_lang": "eng"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Saved. \`data\` is the saved progress, or \`{ \\"watched\\": true }\` when the movie was completed.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "oneOf": [
                            {
                              "$ref": "#/components/schemas/WatchProgress"
                            },
                            {
                              "$ref": "#/components/schemas/PlaybackWatched"
                            }
                          ]
                        }
                      }
                    }
                  ]
                },
                "examples": {
                  "saved": {
                    "summary": "Progress saved",
                    "value": {
                      "status": "success",
                      "data": {
                        "client_platform": "web",
                        "current_progress_seconds": 1834.5,
                        "last_watched_at": 1763776800,
                        "media_source": "tmdb",
                        "media_title": "Fight Club",
                        "media_type": "movie",
                        "source_id": "550",
                        "source_uri": "/media/files/12/stream",
                        "stream_protocol": "file-http",
                        "total_duration_seconds": 8340
                      }
                    }
                  },
                  "watched": {
                    "summary": "Movie completed",
                    "value": {
                      "status": "success",
                      "data": {
                        "watched": true
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/v1/tv/{id}/season/{seasonNumber}": {
      "get": {
        "operationId": "getSeasonDetails",
        "tags": [
          "TV"
        ],
        "summary": "Details of a TV season",
        "description": "Details of one season of a TV show, with its episodes and credits. The show is named by a string media id (\`tmdb-1396\`). Published under \`/v1\` without \`/api\`.",
        "parameters": [
          {
            "$ref": "#/components/parameters/ShowId"
          },
          {
            "$ref": "#/components/parameters/SeasonNumber"
          }
        ],
        "responses": {
          "200": {
            "description": "The season's details.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/SeasonDetails"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": {
                    "backdrop_uri": "https://image.tmdb.org/t/p/w1280/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg",
                    "cast": [
                      {
                        "source_id": "17419",
                        "name": "Bryan Cranston",
                        "original_name": "Bryan Cranston",
                        "character": "Walter White",
                        "thumbnail_uri": "https://image.tmdb.org/t/p/w185/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg",
                        "job": "Actor",
                        "credit_id": "52542282760ee313280017f9"
                      }
                    ],
                    "creators": [
                      {
                        "source_id": "66633",
                        "name": "Vince Gilligan",
                        "original_name": "Vince Gilligan",
                        "thumbnail_uri": "https://image.tmdb.org/t/p/w185/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg",
                        "job": "Creator",
                        "credit_id": "52542287760ee31328001af1"
                      }
                    ],
                    "duration": 47,
                    "episode_count": 7,
                    "episode_number": 7,
                    "episodes": [
                      {
                        "source_id": "62085",
                        "season_number": 1,
                        "episode_number": 1,
                        "media_title": "Pilot",
                        "overview": "A high school chemistry teacher learns he has terminal cancer.",
                        "duration": 58,
                        "release_date": "2008-01-20",
                        "thumbnail_uri": "https://image.tmdb.org/t/p/w300/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg",
                        "guest_stars": []
                      }
                    ],
                    "extra_data": {
                      "homepage": "https://www.sonypictures.com/tv/breakingbad"
                    },
                    "genres": [
                      {
                        "genre_id": 18,
                        "genre": "Drama"
                      }
                    ],
                    "guest_stars": [],
                    "last_air_date": "2013-09-29",
                    "logo_uri": "https://image.tmdb.org/t/p/w500/ggFHVNu6YYI5L9pCfOacjizRGt.png",
                    "media_source": "tmdb",
                    "media_title": "Season 1",
                    "media_type": "season",
                    "next_air_date": "",
                    "origin_country": [
                      "US"
                    ],
                    "original_language": "en",
                    "original_title": "Breaking Bad",
                    "overview": "High school chemistry teacher Walter White's life is suddenly transformed.",
                    "popularity": 288.4,
                    "release_date": "2008-01-20",
                    "season_count": 5,
                    "season_number": 1,
                    "source_id": "1396",
                    "status": "Ended",
                    "thumbnail_uri": "https://image.tmdb.org/t/p/w300/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg",
                    "vote_average": 8.3,
                    "vote_count": 171
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/movie/{id}/comments": {
      "get": {
        "operationId": "listComments",
        "tags": [
          "Comments"
        ],
        "summary": "List comments of a movie",
        "description": "Comments of the given type on this movie: the caller's own plus everyone's public ones (notes), newest first, one page at a time. Paged with \`limit\` (1 to 100, default 50) and \`offset\` (0 or more, default 0) counted from the newest; out-of-range values answer 400. A page shorter than \`limit\` is the last one. No comments (or an offset past the end) is \`[]\`, never null.",
        "parameters": [
          {
            "$ref": "#/components/parameters/MediaIdString"
          },
          {
            "$ref": "#/components/parameters/CommentTypeQuery"
          },
          {
            "$ref": "#/components/parameters/CommentLimit"
          },
          {
            "$ref": "#/components/parameters/Offset"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of the comments, newest first.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/Comment"
                          }
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": [
                    {
                      "comment_id": "4211",
                      "comment_type": "review",
                      "owner_username": "alice",
                      "owner_display_name": "Alice Example",
                      "title": "Still holds up",
                      "comment": "The twist works even on the third watch.",
                      "score": 90,
                      "is_public": false,
                      "created_at": "2026-11-20T19:04:05Z",
                      "updated_at": "2026-11-20T19:04:05Z"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "postComment",
        "x-envelope": false,
        "x-envelope-reason": "The published description states twice that this 200 body is a single JSON string; the specific statement wins over the general envelope rule. The string is the new comment's \`comment_id\`.",
        "tags": [
          "Comments"
        ],
        "summary": "Post a comment on a movie",
        "description": "Creates a comment by the caller on this movie. Documented exception to the envelope: the 200 body is a bare JSON string, the new comment's \`comment_id\`, not \`{status, data}\`. Error responses keep the usual error body. A review needs a \`score\` (0 to 100). Each user may post at most 300 comments an hour (counted from their first in the hour); past that the answer is 429 with \`Retry-After\`.",
        "parameters": [
          {
            "$ref": "#/components/parameters/MediaIdString"
          }
        ],
        "requestBody": {
          "required": true,
          "description": "The comment to create.",
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CommentCreate"
              },
              "examples": {
                "review": {
                  "summary": "A review with a score",
                  "value": {
                    "comment_type": "review",
                    "title": "Still holds up",
                    "comment": "The twist works even on the third watch.",
                    "score": 90
                  }
                },
                "note": {
                  "summary": "A public note",
                  "value": {
                    "comment_type": "note",
                    "comment": "The director's cut adds four minutes."
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Created. The body is a bare JSON string, the new comment's \`comment_id\` (not enveloped).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CommentId"
                },
                "example": "4211"
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/media_files": {
      "get": {
        "operationId": "listMediaFiles",
        "tags": [
          "Media files"
        ],
        "summary": "List media file records",
        "description": "One page of the media files the server knows, ordered by \`file_id\`. Paged with \`limit\` (1 to 500, default 100) and \`offset\` (0 or more, default 0); out-of-range values answer 400. The response echoes both and gives \`total_records\`.",
        "parameters": [
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Offset"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of media file records.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/MediaFileList"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": {
                    "files": [
                      {
                        "file_id": 12,
                        "file_path": "/srv/media/movies/Fight Club (1999)/Fight.Club.1999.mkv",
                        "file_name": "Fight.Club.1999.mkv",
                        "file_size": 4831838208,
                        "format_name": "matroska,webm",
                        "duration": 8340.2,
                        "bit_rate": 4634000,
                        "width": 1920,
                        "height": 800,
                        "framerate": 23.976,
                        "streams": [
                          {
                            "index": 0,
                            "codec_type": "video",
                            "codec_name": "h264",
                            "width": 1920,
                            "height": 800
                          },
                          {
                            "index": 1,
                            "codec_type": "audio",
                            "codec_name": "aac",
                            "language": "eng",
                            "channels": 6
                          },
                          {
                            "index": 2,
                            "codec_type": "subtitle",
                            "codec_name": "subrip",
                            "language": "deu"
                          }
                        ],
                        "media_source": "tmdb",
                        "source_id": "550",
                        "created_at": "2026-11-01T08:00:00Z",
                        "updated_at": "2026-11-01T08:00:00Z"
                      }
                    ],
                    "limit": 100,
                    "offset": 0,
                    "total_records": 1
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/auth/logout": {
      "post": {
        "operationId": "logout",
        "x-addition": true,
        "x-session": {
          "role": "logout"
        },
        "tags": [
          "Authentication"
        ],
        "summary": "Log out",
        "description": "Addition to the published interface (a client cannot end a session without it). Ends the session whose token authenticated the call and clears the \`token\` cookie. Called with an API key, it ends no session and leaves the key valid (revoke keys with revokeApiKey).",
        "responses": {
          "200": {
            "description": "Logged out. \`data\` is null; the \`token\` cookie is cleared.",
            "headers": {
              "Set-Cookie": {
                "description": "\`token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0\` (plus \`Secure\` over TLS): removes the cookie.",
                "required": true,
                "schema": {
                  "type": "string"
                },
                "example": "token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "type": "null"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": null
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/users": {
      "get": {
        "operationId": "listUsers",
        "x-addition": true,
        "x-roles": [
          "admin"
        ],
        "tags": [
          "Users"
        ],
        "summary": "List users",
        "description": "Addition to the published interface (the admin needs the ids that deleteUser and resetUserPassword take). Admin-only. Every account, ordered by \`id\`, without password material.",
        "responses": {
          "200": {
            "description": "Every account.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/User"
                          }
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": [
                    {
                      "id": 1,
                      "username": "admin",
                      "display_name": "Administrator",
                      "role": "admin",
                      "created_at": "2026-01-05T10:00:00Z"
                    },
                    {
                      "id": 7,
                      "username": "alice",
                      "display_name": "Alice Example",
                      "role": "user",
                      "created_at": "2026-03-14T09:26:53Z"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createUser",
        "x-addition": true,
        "x-roles": [
          "admin"
        ],
        "tags": [
          "Users"
        ],
        "summary": "Create a user",
        "description": "Addition to the published interface (accounts must come from somewhere). Admin-only. Creates an account with the role \`user\`. A username already taken answers 409.",
        "requestBody": {
          "required": true,
          "description": "The new account.",
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UserCreate"
              },
              "example": {
                "username": "bob",
                "display_name": "Bob Example",
                "password": "s3cret-enough"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Created. \`data\` is the new account.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/User"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": {
                    "id": 8,
                    "username": "bob",
                    "display_name": "Bob Example",
                    "role": "user",
                    "created_at": "2026-11-22T03:00:00Z"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/users/{id}": {
      "delete": {
        "operationId": "deleteUser",
        "x-addition": true,
        "x-roles": [
          "admin"
        ],
        "tags": [
          "Users"
        ],
        "summary": "Delete a user",
        "description": "Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Deletes the account and ends all its sessions and API keys at once.",
        "parameters": [
          {
            "$ref": "#/components/parameters/UserId"
          }
        ],
        "responses": {
          "200": {
            "description": "Deleted. \`data\` is null.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "type": "null"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": null
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/users/{id}/password": {
      "post": {
        "operationId": "resetUserPassword",
        "x-addition": true,
        "x-roles": [
          "admin"
        ],
        "tags": [
          "Users"
        ],
        "summary": "Reset another user's password",
        "description": "Addition to the published interface (the description names this admin-only route without giving it). Admin-only. Sets a new password for the account and ends all its sessions; its API keys stay valid.",
        "parameters": [
          {
            "$ref": "#/components/parameters/UserId"
          }
        ],
        "requestBody": {
          "required": true,
          "description": "The new password.",
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PasswordReset"
              },
              "example": {
                "new_password": "another-s3cret"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Password changed and the account's sessions ended. \`data\` is null.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "type": "null"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": null
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/api_keys": {
      "get": {
        "operationId": "listApiKeys",
        "x-addition": true,
        "tags": [
          "API keys"
        ],
        "summary": "List the caller's API keys",
        "description": "Addition to the published interface (the description's web portal lists keys). The caller's own keys, ordered by \`id\`, as metadata only: secrets are never shown after creation.",
        "responses": {
          "200": {
            "description": "The caller's keys.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "type": "array",
                          "items": {
                            "$ref": "#/components/schemas/ApiKey"
                          }
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": [
                    {
                      "id": 3,
                      "name": "home-automation",
                      "created_at": "2026-10-02T18:30:00Z",
                      "last_used_at": "2026-11-21T22:15:09Z",
                      "expires_at": null
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createApiKey",
        "x-addition": true,
        "tags": [
          "API keys"
        ],
        "summary": "Create an API key",
        "description": "Addition to the published interface (the description's web portal creates keys). Creates a key for one application of the caller. The secret is in \`data.api_key\` in this response only; the server keeps a hash. A second key with the same name for the same user answers 409, and so does a new key for a user who already has 25 (revoke one first). A key gives full access to its user's data and never more than its user's role.",
        "requestBody": {
          "required": true,
          "description": "The application the key is for.",
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ApiKeyCreate"
              },
              "example": {
                "name": "home-automation"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Created. \`data\` holds the key's metadata and its secret, shown this once.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "$ref": "#/components/schemas/ApiKeyCreated"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": {
                    "id": 3,
                    "name": "home-automation",
                    "created_at": "2026-10-02T18:30:00Z",
                    "last_used_at": null,
                    "expires_at": null,
                    "api_key": "mtk_9fQ2xL7vR3pW8sN1cY6bH4jK0tA5dE2gU7iO3mZ"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/api_keys/{id}": {
      "delete": {
        "operationId": "revokeApiKey",
        "x-addition": true,
        "tags": [
          "API keys"
        ],
        "summary": "Revoke an API key",
        "description": "Addition to the published interface (the description says each key can be revoked). Revokes one of the caller's own keys; it stops working at once. An id that is unknown or belongs to someone else answers 404 (the same answer, so ids of other users' keys are not revealed).",
        "parameters": [
          {
            "$ref": "#/components/parameters/ApiKeyId"
          }
        ],
        "responses": {
          "200": {
            "description": "Revoked. \`data\` is null.",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/SuccessEnvelope"
                    },
                    {
                      "type": "object",
                      "required": [
                        "data"
                      ],
                      "properties": {
                        "data": {
                          "type": "null"
                        }
                      }
                    }
                  ]
                },
                "example": {
                  "status": "success",
                  "data": null
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthenticated"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "The session token from login, sent as \`Authorization: Bearer <token>\`. Checked first."
      },
      "cookieAuth": {
        "type": "apiKey",
        "in": "cookie",
        "name": "token",
        "description": "The \`token\` cookie that login sets for browsers. Checked second."
      },
      "apiKeyAuth": {
        "type": "apiKey",
        "in": "header",
        "name": "X-Api-Key",
        "description": "A per-application API key from createApiKey. Checked third."
      }
    },
    "schemas": {
      "ApiKey": {
        "title": "ApiKey",
        "description": "Metadata of an API key. The secret is never shown again after creation.",
        "type": "object",
        "required": [
          "id",
          "name",
          "created_at",
          "last_used_at",
          "expires_at"
        ],
        "properties": {
          "id": {
            "description": "Identifier of the key.",
            "type": "integer",
            "minimum": 1
          },
          "name": {
            "description": "Name of the application the key is for.",
            "type": "string"
          },
          "created_at": {
            "description": "When the key was created (RFC 3339).",
            "type": "string",
            "format": "date-time"
          },
          "last_used_at": {
            "description": "When the key last authenticated a call (RFC 3339), to within a minute; null if never.",
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "expires_at": {
            "description": "When the key stops working (RFC 3339); null if it does not expire.",
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          }
        }
      },
      "ApiKeyCreate": {
        "title": "ApiKeyCreate",
        "description": "A new API key for one application.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "description": "Name of the application; unique among the caller's keys.",
            "type": "string",
            "minLength": 1,
            "maxLength": 100
          }
        }
      },
      "ApiKeyCreated": {
        "title": "ApiKeyCreated",
        "description": "A key just created: its metadata plus the secret, shown this once. Send it as \`X-Api-Key: <api_key>\`.",
        "allOf": [
          {
            "$ref": "#/components/schemas/ApiKey"
          },
          {
            "type": "object",
            "required": [
              "api_key"
            ],
            "properties": {
              "api_key": {
                "description": "The secret. The server stores only a hash; it cannot be shown again.",
                "type": "string",
                "minLength": 32
              }
            }
          }
        ]
      },
      "ClientPlatform": {
        "title": "ClientPlatform",
        "description": "Platform of a client app. Known values: \`ios-mobile\`, \`ios-tv\`, \`android-mobile\`, \`android-tv\`, \`web\`. The set is open: any other non-empty value is accepted as a custom platform.",
        "type": "string",
        "minLength": 1,
        "maxLength": 64,
        "examples": [
          "web",
          "ios-mobile",
          "ios-tv",
          "android-mobile",
          "android-tv"
        ]
      },
      "Comment": {
        "title": "Comment",
        "description": "A comment on a movie as stored.",
        "type": "object",
        "required": [
          "comment_id",
          "comment_type",
          "owner_username",
          "owner_display_name",
          "is_public",
          "created_at",
          "updated_at"
        ],
        "properties": {
          "comment_id": {
            "$ref": "#/components/schemas/CommentId"
          },
          "comment_type": {
            "$ref": "#/components/schemas/CommentType"
          },
          "owner_username": {
            "description": "Account name of the author.",
            "type": "string"
          },
          "owner_display_name": {
            "description": "Display name of the author.",
            "type": "string"
          },
          "title": {
            "description": "Short heading.",
            "type": "string"
          },
          "comment": {
            "description": "Text of the comment.",
            "type": "string"
          },
          "score": {
            "description": "Rating from 0 to 100 (reviews only).",
            "type": "integer",
            "minimum": 0,
            "maximum": 100
          },
          "is_public": {
            "description": "Whether everyone can read the comment; true for notes only.",
            "type": "boolean"
          },
          "season_number": {
            "description": "Season the comment is about, when given.",
            "type": "integer",
            "minimum": 0
          },
          "episode_number": {
            "description": "Episode the comment is about, when given.",
            "type": "integer",
            "minimum": 0
          },
          "created_at": {
            "description": "When the comment was created (RFC 3339).",
            "type": "string",
            "format": "date-time"
          },
          "updated_at": {
            "description": "When the comment was last changed (RFC 3339).",
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "CommentCreate": {
        "title": "CommentCreate",
        "description": "A new comment on a movie. \`score\` is required when \`comment_type\` is \`review\`. \`season_number\` and \`episode_number\` narrow the comment to one episode of a show.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "comment_type"
        ],
        "properties": {
          "comment_type": {
            "$ref": "#/components/schemas/CommentType"
          },
          "title": {
            "description": "Short heading.",
            "type": "string",
            "maxLength": 200
          },
          "comment": {
            "description": "Text of the comment.",
            "type": "string",
            "maxLength": 10000
          },
          "score": {
            "description": "Rating from 0 to 100; required for reviews.",
            "type": "integer",
            "minimum": 0,
            "maximum": 100
          },
          "season_number": {
            "description": "Season the comment is about.",
            "type": "integer",
            "minimum": 0
          },
          "episode_number": {
            "description": "Episode the comment is about (with \`season_number\`).",
            "type": "integer",
            "minimum": 0
          }
        },
        "if": {
          "properties": {
            "comment_type": {
              "const": "review"
            }
          },
          "required": [
            "comment_type"
          ]
        },
        "then": {
          "additionalProperties": true,
          "required": [
            "score"
          ],
          "properties": {
            "score": {
              "description": "A review must carry a score."
            }
          }
        }
      },
      "CommentId": {
        "title": "CommentId",
        "description": "Opaque identifier of a comment, a non-empty string. postComment answers with this value as a bare JSON string.",
        "type": "string",
        "minLength": 1,
        "maxLength": 64,
        "examples": [
          "4211"
        ]
      },
      "CommentType": {
        "title": "CommentType",
        "description": "Kind of comment. \`review\` carries a score from 0 to 100; \`note\` is public (everyone can read it); \`review\` and \`comment\` are visible to their owner only.",
        "type": "string",
        "enum": [
          "review",
          "note",
          "comment"
        ]
      },
      "ContinueWatching": {
        "title": "ContinueWatching",
        "description": "The next watch action for a media item. With \`watch_action_type\` \`resume\`, \`watch_progress\` says where to resume; with \`next_episode\`, \`next_episode\` says which episode to start.",
        "type": "object",
        "required": [
          "media_source",
          "media_type",
          "source_id",
          "watch_action_type"
        ],
        "properties": {
          "media_source": {
            "description": "Catalogue the item comes from, for example \`tmdb\`.",
            "type": "string",
            "minLength": 1
          },
          "media_type": {
            "$ref": "#/components/schemas/MediaType"
          },
          "source_id": {
            "description": "The item's id within \`media_source\`.",
            "type": "string",
            "minLength": 1
          },
          "watch_action_type": {
            "$ref": "#/components/schemas/WatchActionType"
          },
          "next_episode": {
            "$ref": "#/components/schemas/NextEpisode"
          },
          "watch_progress": {
            "$ref": "#/components/schemas/WatchProgress"
          }
        }
      },
      "Credit": {
        "title": "Credit",
        "description": "A person credited on a show, season or episode (cast, creators, guest stars).",
        "type": "object",
        "required": [
          "source_id",
          "name"
        ],
        "properties": {
          "source_id": {
            "description": "The person's id within the catalogue (for example a TMDB person id).",
            "type": "string",
            "minLength": 1
          },
          "name": {
            "description": "Name of the person.",
            "type": "string"
          },
          "original_name": {
            "description": "Name in the original language.",
            "type": "string"
          },
          "character": {
            "description": "Character played (cast and guest stars only).",
            "type": "string"
          },
          "thumbnail_uri": {
            "description": "Portrait image.",
            "type": "string"
          },
          "job": {
            "description": "Job on the production (for example \`Actor\`, \`Creator\`, \`Director\`).",
            "type": "string"
          },
          "credit_id": {
            "description": "Catalogue id of this credit (person + role).",
            "type": "string"
          }
        }
      },
      "Episode": {
        "title": "Episode",
        "description": "One episode of a TV season.",
        "type": "object",
        "required": [
          "source_id",
          "season_number",
          "episode_number"
        ],
        "properties": {
          "source_id": {
            "description": "The episode's id within the catalogue.",
            "type": "string",
            "minLength": 1
          },
          "season_number": {
            "description": "Season number of the episode.",
            "type": "integer",
            "minimum": 0
          },
          "episode_number": {
            "description": "Episode number within the season.",
            "type": "integer",
            "minimum": 0
          },
          "media_title": {
            "description": "Title of the episode.",
            "type": "string"
          },
          "overview": {
            "description": "Synopsis of the episode.",
            "type": "string"
          },
          "duration": {
            "description": "Runtime in minutes (as the catalogue publishes it).",
            "type": "number",
            "minimum": 0
          },
          "release_date": {
            "description": "Air date (\`YYYY-MM-DD\`).",
            "type": "string"
          },
          "thumbnail_uri": {
            "description": "Still image of the episode.",
            "type": "string"
          },
          "guest_stars": {
            "description": "Guest stars of this episode.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Credit"
            }
          }
        }
      },
      "ErrorBody": {
        "title": "ErrorBody",
        "description": "The body of every error response. \`error\` is a message for people (clients may display it); \`code\` is a stable snake_case word for programs to branch on. Each reusable error response narrows \`code\` to the values it can carry.",
        "type": "object",
        "required": [
          "status",
          "error",
          "code"
        ],
        "properties": {
          "status": {
            "description": "Always the string \`error\`.",
            "const": "error"
          },
          "error": {
            "description": "Human-readable message. Wording may change; do not parse it.",
            "type": "string",
            "minLength": 1
          },
          "code": {
            "description": "Stable machine code, snake_case. Known codes: \`invalid_request\`, \`unauthenticated\`, \`forbidden\`, \`not_found\`, \`conflict\`, \`payload_too_large\`, \`rate_limited\`, \`internal\`, \`unavailable\`.",
            "type": "string",
            "pattern": "^[a-z][a-z0-9_]*$"
          }
        }
      },
      "Genre": {
        "title": "Genre",
        "description": "A genre of the show.",
        "type": "object",
        "required": [
          "genre_id",
          "genre"
        ],
        "properties": {
          "genre_id": {
            "description": "The genre's id within the catalogue.",
            "type": "integer"
          },
          "genre": {
            "description": "Name of the genre.",
            "type": "string"
          }
        }
      },
      "LoginRequest": {
        "title": "LoginRequest",
        "description": "Credentials of an account.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "username",
          "password"
        ],
        "properties": {
          "username": {
            "description": "Account name.",
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          },
          "password": {
            "description": "Password of the account.",
            "type": "string",
            "minLength": 1,
            "maxLength": 1024
          }
        }
      },
      "LoginSession": {
        "title": "LoginSession",
        "description": "A new session. \`token\` is opaque (random, at least 256 bits, 43 URL-safe characters) and valid for one year from login, fixed (using it does not extend it); logout or a password reset ends it earlier.",
        "type": "object",
        "required": [
          "username",
          "display_name",
          "token",
          "role"
        ],
        "properties": {
          "username": {
            "description": "Account name, as logged in.",
            "type": "string"
          },
          "display_name": {
            "description": "Name for display.",
            "type": "string"
          },
          "token": {
            "description": "Session token. Send it as \`Authorization: Bearer <token>\`; browsers also receive it as the \`token\` cookie.",
            "type": "string",
            "minLength": 43
          },
          "role": {
            "$ref": "#/components/schemas/Role"
          }
        }
      },
      "MediaFile": {
        "title": "MediaFile",
        "description": "A media file the server knows, with what probing the file found and which catalogue item it belongs to. Sizes are in bytes, durations in seconds.",
        "type": "object",
        "required": [
          "file_id",
          "file_path",
          "file_name",
          "file_size",
          "streams",
          "created_at",
          "updated_at"
        ],
        "properties": {
          "file_id": {
            "description": "Identifier of the file record.",
            "type": "integer",
            "minimum": 1
          },
          "file_path": {
            "description": "Path of the file on the server.",
            "type": "string"
          },
          "file_name": {
            "description": "File name (last segment of \`file_path\`).",
            "type": "string"
          },
          "file_size": {
            "description": "Size in bytes.",
            "type": "integer",
            "minimum": 0
          },
          "format_name": {
            "description": "Container format as probed (for example \`matroska,webm\`).",
            "type": "string"
          },
          "duration": {
            "description": "Length in seconds.",
            "type": "number",
            "minimum": 0
          },
          "bit_rate": {
            "description": "Overall bit rate in bits per second.",
            "type": "integer",
            "minimum": 0
          },
          "width": {
            "description": "Width in pixels of the main video stream.",
            "type": "integer",
            "minimum": 0
          },
          "height": {
            "description": "Height in pixels of the main video stream.",
            "type": "integer",
            "minimum": 0
          },
          "framerate": {
            "description": "Frames per second of the main video stream.",
            "type": "number",
            "minimum": 0
          },
          "streams": {
            "description": "Streams inside the file, in container order.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MediaStream"
            }
          },
          "media_source": {
            "description": "Catalogue of the item the file belongs to (for example \`tmdb\`), when matched.",
            "type": "string"
          },
          "source_id": {
            "description": "The item's id within \`media_source\`, when matched.",
            "type": "string"
          },
          "season_number": {
            "description": "Season number, when the file is an episode.",
            "type": "integer",
            "minimum": 0
          },
          "episode_number": {
            "description": "Episode number, when the file is an episode.",
            "type": "integer",
            "minimum": 0
          },
          "created_at": {
            "description": "When the record was created (RFC 3339).",
            "type": "string",
            "format": "date-time"
          },
          "updated_at": {
            "description": "When the record was last changed (RFC 3339).",
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "MediaFileList": {
        "title": "MediaFileList",
        "description": "One page of media file records, with the paging that produced it.",
        "type": "object",
        "required": [
          "files",
          "limit",
          "offset",
          "total_records"
        ],
        "properties": {
          "files": {
            "description": "The records of this page; \`[]\` past the end.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MediaFile"
            }
          },
          "limit": {
            "description": "The \`limit\` used (the request's, or the default 100).",
            "type": "integer",
            "minimum": 1,
            "maximum": 500
          },
          "offset": {
            "description": "The \`offset\` used (the request's, or the default 0).",
            "type": "integer",
            "minimum": 0
          },
          "total_records": {
            "description": "Number of records across all pages.",
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "MediaId": {
        "title": "MediaId",
        "description": "A string media identifier of the form \`<source>-<number>\`: a lower-case source prefix (for example \`tmdb\`), a hyphen, and the item's number within that source (\`tmdb-1396\`).",
        "type": "string",
        "pattern": "^[a-z][a-z0-9_]*-[0-9]+$",
        "maxLength": 64,
        "examples": [
          "tmdb-1396"
        ]
      },
      "MediaStream": {
        "title": "MediaStream",
        "description": "One stream inside a media file (a video, audio or subtitle track).",
        "type": "object",
        "required": [
          "index",
          "codec_type"
        ],
        "properties": {
          "index": {
            "description": "Position of the stream in the container, from 0.",
            "type": "integer",
            "minimum": 0
          },
          "codec_type": {
            "description": "Kind of stream.",
            "type": "string",
            "enum": [
              "video",
              "audio",
              "subtitle"
            ]
          },
          "codec_name": {
            "description": "Short codec name (for example \`h264\`, \`aac\`, \`subrip\`).",
            "type": "string"
          },
          "language": {
            "description": "Language tag of the stream, when the file states one (for example \`eng\`).",
            "type": "string"
          },
          "title": {
            "description": "Track title, when the file states one.",
            "type": "string"
          },
          "width": {
            "description": "Width in pixels (video streams).",
            "type": "integer",
            "minimum": 0
          },
          "height": {
            "description": "Height in pixels (video streams).",
            "type": "integer",
            "minimum": 0
          },
          "channels": {
            "description": "Number of audio channels (audio streams).",
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "MediaType": {
        "title": "MediaType",
        "description": "Kind of a media item. Known values: \`movie\`, \`tvshow\`; inside TV season details, seasons and episodes use \`season\` and \`episode\`. The set is open: clients must tolerate other values.",
        "type": "string",
        "minLength": 1,
        "examples": [
          "movie",
          "tvshow",
          "season",
          "episode"
        ]
      },
      "NextEpisode": {
        "title": "NextEpisode",
        "description": "The episode to start next when \`watch_action_type\` is \`next_episode\`.",
        "type": "object",
        "required": [
          "season_number",
          "episode_number"
        ],
        "properties": {
          "episode_number": {
            "description": "Episode number within the season.",
            "type": "integer",
            "minimum": 0
          },
          "episode_source_id": {
            "description": "The episode's id within the show's \`media_source\`.",
            "type": "string"
          },
          "episode_title": {
            "description": "Title of the episode.",
            "type": "string"
          },
          "media_title": {
            "description": "Title of the show.",
            "type": "string"
          },
          "overview": {
            "description": "Synopsis of the episode.",
            "type": "string"
          },
          "release_date": {
            "description": "Air date of the episode (\`YYYY-MM-DD\`).",
            "type": "string"
          },
          "season_number": {
            "description": "Season number of the episode.",
            "type": "integer",
            "minimum": 0
          },
          "thumbnail_uri": {
            "description": "Image for the episode.",
            "type": "string"
          }
        }
      },
      "PasswordReset": {
        "title": "PasswordReset",
        "description": "The new password for another user's account.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "new_password"
        ],
        "properties": {
          "new_password": {
            "description": "New password, at least 8 characters.",
            "type": "string",
            "minLength": 8,
            "maxLength": 1024
          }
        }
      },
      "PlaybackProgressWrite": {
        "title": "PlaybackProgressWrite",
        "description": "Progress a client reports while playing. The server fills \`client_platform\` from the session (the login's X-Client-Platform), never from this body, and \`last_watched_at\` from its clock.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "current_progress_seconds",
          "total_duration_seconds"
        ],
        "properties": {
          "current_progress_seconds": {
            "description": "Position reached, in seconds from the start.",
            "type": "number",
            "minimum": 0
          },
          "total_duration_seconds": {
            "description": "Length of the media in seconds.",
            "type": "number",
            "exclusiveMinimum": 0
          },
          "stream_protocol": {
            "$ref": "#/components/schemas/StreamProtocol"
          },
          "encoded_data": {
            "description": "Opaque data to store with the progress; returned unchanged by reads.",
            "type": "string",
            "maxLength": 65536
          },
          "source_uri": {
            "description": "Where the client streams the media from.",
            "type": "string",
            "maxLength": 4096
          },
          "player_settings": {
            "$ref": "#/components/schemas/PlayerSettings"
          }
        }
      },
      "PlaybackWatched": {
        "title": "PlaybackWatched",
        "description": "Answer to savePlaybackProgress when the reported position completed the movie (more than 85 % watched, or fewer than 300 seconds remaining): the watch was recorded and the progress cleared.",
        "type": "object",
        "required": [
          "watched"
        ],
        "properties": {
          "watched": {
            "description": "Always \`true\`.",
            "const": true
          }
        }
      },
      "PlayerName": {
        "title": "PlayerName",
        "description": "The player used for playback. Known values: \`web\`, \`exoplayer\`, \`mpv\`. The set is open: clients must tolerate other values.",
        "type": "string",
        "minLength": 1,
        "examples": [
          "web",
          "exoplayer",
          "mpv"
        ]
      },
      "PlayerSettings": {
        "title": "PlayerSettings",
        "description": "Player state saved with the progress, so playback resumes with the same tracks.",
        "type": "object",
        "properties": {
          "audio_idx": {
            "description": "Index of the selected audio track.",
            "type": "integer"
          },
          "audio_lang": {
            "description": "Language of the selected audio track (for example an ISO 639 code).",
            "type": "string"
          },
          "player": {
            "$ref": "#/components/schemas/PlayerName"
          },
          "resize_mode": {
            "description": "How the picture is fitted to the screen. Free text chosen by the player (for example \`fit\`, \`zoom\`).",
            "type": "string"
          },
          "subtitle_idx": {
            "description": "Index of the selected subtitle track.",
            "type": "integer"
          },
          "subtitle_lang": {
            "description": "Language of the selected subtitle track.",
            "type": "string"
          }
        }
      },
      "Role": {
        "title": "Role",
        "description": "Role of an account. \`admin\` may call the admin-only routes (user management); \`user\` is every other account. A new account created through createUser has the role \`user\`.",
        "type": "string",
        "enum": [
          "admin",
          "user"
        ]
      },
      "SeasonDetails": {
        "title": "SeasonDetails",
        "description": "Details of one season of a TV show, with the show's own details beside them. Dates are \`YYYY-MM-DD\` as the catalogue publishes them.",
        "type": "object",
        "required": [
          "media_source",
          "source_id",
          "media_type",
          "season_number",
          "episodes"
        ],
        "properties": {
          "backdrop_uri": {
            "description": "Wide background image.",
            "type": "string"
          },
          "cast": {
            "description": "Regular cast of the season.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Credit"
            }
          },
          "creators": {
            "description": "Creators of the show.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Credit"
            }
          },
          "duration": {
            "description": "Typical episode runtime in minutes (the catalogue's unit, as for Episode.duration).",
            "type": "number",
            "minimum": 0
          },
          "episode_count": {
            "description": "Number of episodes in the season.",
            "type": "integer",
            "minimum": 0
          },
          "episode_number": {
            "description": "Number of the latest episode aired in the season.",
            "type": "integer",
            "minimum": 0
          },
          "episodes": {
            "description": "The season's episodes, in episode order.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Episode"
            }
          },
          "extra_data": {
            "description": "Further catalogue facts as string keys to string values.",
            "type": "object",
            "additionalProperties": {
              "type": "string"
            }
          },
          "genres": {
            "description": "Genres of the show.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Genre"
            }
          },
          "guest_stars": {
            "description": "Guest stars across the season.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Credit"
            }
          },
          "last_air_date": {
            "description": "Date the latest episode aired (\`YYYY-MM-DD\`).",
            "type": "string"
          },
          "logo_uri": {
            "description": "Logo image of the show.",
            "type": "string"
          },
          "media_source": {
            "description": "Catalogue the season comes from; the value \`tmdb\` is shown.",
            "type": "string",
            "minLength": 1,
            "examples": [
              "tmdb"
            ]
          },
          "media_title": {
            "description": "Title of the season.",
            "type": "string"
          },
          "media_type": {
            "$ref": "#/components/schemas/MediaType"
          },
          "next_air_date": {
            "description": "Date the next episode airs (\`YYYY-MM-DD\`), when known.",
            "type": "string"
          },
          "origin_country": {
            "description": "Countries of origin (ISO 3166-1 alpha-2 codes).",
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "original_language": {
            "description": "Original language (ISO 639-1 code).",
            "type": "string"
          },
          "original_title": {
            "description": "Title in the original language.",
            "type": "string"
          },
          "overview": {
            "description": "Synopsis of the season.",
            "type": "string"
          },
          "popularity": {
            "description": "Catalogue popularity score.",
            "type": "number"
          },
          "release_date": {
            "description": "Date the season premiered (\`YYYY-MM-DD\`).",
            "type": "string"
          },
          "season_count": {
            "description": "Number of seasons of the show.",
            "type": "integer",
            "minimum": 0
          },
          "season_number": {
            "description": "Number of this season (0 holds specials).",
            "type": "integer",
            "minimum": 0
          },
          "source_id": {
            "description": "The show's id within \`media_source\`.",
            "type": "string",
            "minLength": 1
          },
          "status": {
            "description": "Production status of the show as the catalogue states it (for example \`Returning Series\`, \`Ended\`).",
            "type": "string"
          },
          "thumbnail_uri": {
            "description": "Poster image of the season.",
            "type": "string"
          },
          "vote_average": {
            "description": "Average user rating, 0 to 10.",
            "type": "number"
          },
          "vote_count": {
            "description": "Number of user ratings.",
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "StreamProtocol": {
        "title": "StreamProtocol",
        "description": "How the media is streamed to the player. Known values: \`p2p\`, \`proxy-http\`, \`file-http\`, \`external\`. The set is open: clients must tolerate other values.",
        "type": "string",
        "minLength": 1,
        "examples": [
          "file-http",
          "proxy-http",
          "p2p",
          "external"
        ]
      },
      "SuccessEnvelope": {
        "title": "SuccessEnvelope",
        "description": "The envelope every successful response body wears (except the one documented exception, postComment). \`status\` is always \`success\`; \`data\` carries the payload of the operation and is narrowed per operation with \`allOf\`.",
        "type": "object",
        "required": [
          "status",
          "data"
        ],
        "properties": {
          "status": {
            "description": "Always the string \`success\`.",
            "type": "string",
            "const": "success"
          },
          "data": {
            "description": "The payload of the operation; its shape is given by each operation."
          }
        }
      },
      "User": {
        "title": "User",
        "description": "An account as the admin sees it. Never carries password material.",
        "type": "object",
        "required": [
          "id",
          "username",
          "display_name",
          "role",
          "created_at"
        ],
        "properties": {
          "id": {
            "description": "Identifier of the account.",
            "type": "integer",
            "minimum": 1
          },
          "username": {
            "description": "Account name, unique.",
            "type": "string"
          },
          "display_name": {
            "description": "Name for display.",
            "type": "string"
          },
          "role": {
            "$ref": "#/components/schemas/Role"
          },
          "created_at": {
            "description": "When the account was created (RFC 3339).",
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "UserCreate": {
        "title": "UserCreate",
        "description": "A new account. Its role is always \`user\`.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "username",
          "display_name",
          "password"
        ],
        "properties": {
          "username": {
            "description": "Account name, unique across the service. Stored in Unicode NFKC form (full-width and other compatibility characters become their plain forms) and unique in that form; a name with control, format or other invisible characters, or any whitespace, answers 400.",
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          },
          "display_name": {
            "description": "Name for display.",
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "password": {
            "description": "Initial password, at least 8 characters.",
            "type": "string",
            "minLength": 8,
            "maxLength": 1024
          }
        }
      },
      "WatchActionType": {
        "title": "WatchActionType",
        "description": "What the client should play next. Known values: \`resume\` (continue the progress in \`watch_progress\`) and \`next_episode\` (start the episode in \`next_episode\`). The set is open: clients must tolerate other values.",
        "type": "string",
        "minLength": 1,
        "examples": [
          "resume",
          "next_episode"
        ]
      },
      "WatchProgress": {
        "title": "WatchProgress",
        "description": "Where the caller stopped watching one media item. Returned as \`data\` by getPlaybackProgress and nested as \`watch_progress\` in the continue-watching result. Episode fields are present when the item is an episode of a TV show.",
        "type": "object",
        "required": [
          "media_source",
          "source_id",
          "media_type",
          "current_progress_seconds",
          "total_duration_seconds",
          "last_watched_at"
        ],
        "properties": {
          "client_platform": {
            "$ref": "#/components/schemas/ClientPlatform"
          },
          "current_progress_seconds": {
            "description": "Position reached, in seconds from the start.",
            "type": "number",
            "minimum": 0
          },
          "encoded_data": {
            "description": "Opaque data the client stored with the progress (for example a stream locator); returned unchanged.",
            "type": "string"
          },
          "episode_number": {
            "description": "Episode number within the season (episodes only).",
            "type": "integer",
            "minimum": 0
          },
          "episode_source_id": {
            "description": "The episode's id within \`media_source\` (episodes only).",
            "type": "string"
          },
          "episode_title": {
            "description": "Title of the episode (episodes only).",
            "type": "string"
          },
          "last_watched_at": {
            "description": "When the progress was last saved, as Unix time in seconds.",
            "type": "integer",
            "minimum": 0
          },
          "media_source": {
            "description": "Catalogue the item comes from, for example \`tmdb\`.",
            "type": "string",
            "minLength": 1
          },
          "media_title": {
            "description": "Title of the movie or show.",
            "type": "string"
          },
          "media_type": {
            "$ref": "#/components/schemas/MediaType"
          },
          "overview": {
            "description": "Short synopsis.",
            "type": "string"
          },
          "player_settings": {
            "$ref": "#/components/schemas/PlayerSettings"
          },
          "release_date": {
            "description": "Release date as published by the catalogue (\`YYYY-MM-DD\`).",
            "type": "string"
          },
          "season_number": {
            "description": "Season number (episodes only).",
            "type": "integer",
            "minimum": 0
          },
          "source_id": {
            "description": "The movie's or show's id within \`media_source\` (for example \`550\`).",
            "type": "string",
            "minLength": 1
          },
          "source_uri": {
            "description": "Where the client streamed the media from.",
            "type": "string"
          },
          "stream_protocol": {
            "$ref": "#/components/schemas/StreamProtocol"
          },
          "thumbnail_uri": {
            "description": "Image for the item.",
            "type": "string"
          },
          "total_duration_seconds": {
            "description": "Length of the media in seconds.",
            "type": "number",
            "minimum": 0
          }
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "Invalid input: malformed JSON, a body or parameter that breaks its schema, or a missing or malformed required header. \`error\` names the offending field.",
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "invalid_request"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "X-Device-Id must be a UUID version 4",
              "code": "invalid_request"
            }
          }
        }
      },
      "Unauthenticated": {
        "description": "No credentials, or credentials that are unknown, expired, revoked or malformed (only the \`Bearer\` scheme is accepted). For login: wrong username or password, with the same message for both.",
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "unauthenticated"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "Authentication required",
              "code": "unauthenticated"
            }
          }
        }
      },
      "Forbidden": {
        "description": "Authenticated, but the caller's role may not use this route (a non-admin on an admin-only route).",
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "forbidden"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "Admin role required",
              "code": "forbidden"
            }
          }
        }
      },
      "NotFound": {
        "description": "The resource named in the path does not exist (or, for API keys, is not the caller's).",
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "not_found"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "Not found",
              "code": "not_found"
            }
          }
        }
      },
      "Conflict": {
        "description": "The request conflicts with existing state: a duplicate username, a second API key with the same name for the same user, or a new API key for a user who already holds the most allowed (25).",
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "conflict"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "An API key with this name already exists",
              "code": "conflict"
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The request body is larger than the server accepts (1 MiB).",
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "payload_too_large"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "Request body too large",
              "code": "payload_too_large"
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "Too many attempts in a short time: login failures for this account or from this client address, or comments posted by this user. \`Retry-After\` says how many seconds until the limit lets the request through again; retrying earlier gets the same answer.",
        "headers": {
          "Retry-After": {
            "description": "Whole seconds to wait before trying again (at least 1).",
            "required": true,
            "schema": {
              "type": "integer",
              "minimum": 1
            },
            "example": 120
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "rate_limited"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "Too many failed logins for this account; try again in 120 s",
              "code": "rate_limited"
            }
          }
        }
      },
      "InternalError": {
        "description": "Unexpected server failure. The message does not reveal internals; retry later.",
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "internal"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "Internal server error",
              "code": "internal"
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "The server cannot act on the request now: it is shutting down and takes no new requests (requests it had already started still finish), or its data store cannot be used (disk full or read-only, database down or unreachable). Send the request again (to another server behind the same address, or after \`Retry-After\` seconds); a client may repeat any request that got this answer, because the server did not act on it. The one exception: a write whose connection to the database broke while it was being committed may have been made.",
        "headers": {
          "Retry-After": {
            "description": "Whole seconds after which this server, or its replacement, is expected to answer.",
            "required": false,
            "schema": {
              "type": "integer",
              "minimum": 1
            },
            "example": 5
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/ErrorBody"
                },
                {
                  "type": "object",
                  "properties": {
                    "code": {
                      "enum": [
                        "unavailable"
                      ]
                    }
                  }
                }
              ]
            },
            "example": {
              "status": "error",
              "error": "The server is shutting down; send the request again",
              "code": "unavailable"
            }
          }
        }
      }
    },
    "parameters": {
      "ApiKeyId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "Identifier of one of the caller's API keys (\`id\` of an ApiKey).",
        "schema": {
          "type": "integer",
          "minimum": 1
        },
        "example": 3
      },
      "CommentLimit": {
        "name": "limit",
        "in": "query",
        "required": false,
        "description": "Most comments to return, 1 to 100 (default 50): comments are up to 10 000 characters each, so a page is smaller than a media file page. Out of range answers 400; it is not clamped.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50
        },
        "example": 50
      },
      "CommentTypeQuery": {
        "name": "type",
        "in": "query",
        "required": true,
        "description": "Which kind of comments to list.",
        "schema": {
          "$ref": "#/components/schemas/CommentType"
        },
        "example": "review"
      },
      "Limit": {
        "name": "limit",
        "in": "query",
        "required": false,
        "description": "Most records to return, 1 to 500 (default 100). Out of range answers 400; it is not clamped.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 500,
          "default": 100
        },
        "example": 100
      },
      "MediaIdString": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The media item as a string media id \`<source>-<number>\`: the catalogue prefix (for example \`tmdb\`), a hyphen, and the item's number in that catalogue.",
        "schema": {
          "$ref": "#/components/schemas/MediaId"
        },
        "example": "tmdb-550"
      },
      "MovieIdInteger": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The movie, as an integer: the number of its media id from the default catalogue \`tmdb\` (550 stands for \`tmdb-550\`). This endpoint is published with an integer id; the comments and season endpoints take the string form \`<source>-<number>\` instead.",
        "schema": {
          "type": "integer",
          "minimum": 1
        },
        "example": 550
      },
      "Offset": {
        "name": "offset",
        "in": "query",
        "required": false,
        "description": "Records to skip before the first one returned, 0 or more (default 0). Negative answers 400.",
        "schema": {
          "type": "integer",
          "minimum": 0,
          "default": 0
        },
        "example": 0
      },
      "SeasonNumber": {
        "name": "seasonNumber",
        "in": "path",
        "required": true,
        "description": "Number of the season; 0 holds the specials.",
        "schema": {
          "type": "integer",
          "minimum": 0
        },
        "example": 1
      },
      "ShowId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The TV show as a string media id \`<source>-<number>\`: the catalogue prefix (for example \`tmdb\`), a hyphen, and the show's number in that catalogue.",
        "schema": {
          "$ref": "#/components/schemas/MediaId"
        },
        "example": "tmdb-1396"
      },
      "UserId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "Identifier of the account (\`id\` of a User).",
        "schema": {
          "type": "integer",
          "minimum": 1
        },
        "example": 7
      },
      "XClientId": {
        "name": "X-Client-Id",
        "in": "header",
        "x-client-header": "clientId",
        "required": true,
        "description": "A unique identifier of the client app. Missing or empty answers 400.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128
        },
        "example": "media-tracker-web"
      },
      "XClientPlatform": {
        "name": "X-Client-Platform",
        "in": "header",
        "x-client-header": "platform",
        "required": true,
        "description": "Platform of the client. Supported values are \`ios-mobile\`, \`ios-tv\`, \`android-mobile\`, \`android-tv\` and \`web\`; a custom non-empty value is allowed. Missing or empty answers 400. The server records it on the session and fills \`client_platform\` of saved progress from it.",
        "schema": {
          "$ref": "#/components/schemas/ClientPlatform"
        },
        "example": "web"
      },
      "XDeviceId": {
        "name": "X-Device-Id",
        "in": "header",
        "x-client-header": "deviceId",
        "required": true,
        "description": "A UUID version 4 identifying the device, generated by the client on first run and persisted. Missing or not a version 4 UUID answers 400.",
        "schema": {
          "type": "string",
          "format": "uuid",
          "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"
        },
        "example": "3f2b8c4e-9d1a-4e7b-8c2f-5a6d7e8f9a0b"
      }
    }
  }
}`;
