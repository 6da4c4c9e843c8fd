/** Where the docs page goes in an output folder (the emitter and the worker that renders it share it). */
export const DOCS_PATH = 'docs/index.html';
