/**
 * What an emitter is: a pure function of the model (and the options every emitter receives) to
 * the files it generates. The formatting stage and the writer take these files; nothing after
 * emission needs the model.
 */
import type { ApiModel } from '../model/types.js';

/** What every emitter returns: a path relative to the output folder and its full text. */
export interface GeneratedFile {
  /** Relative to the output folder, `/` separators, never `..`. */
  readonly path: string;
  readonly contents: string;
  /**
   * `typescript` (the default): laid out by the formatting stage (generators/format/). Any other
   * value: the text is already in its final form (JSON printed canonically, HTML, Markdown, and
   * types.ts as openapi-typescript's printer writes it) and is written as it is.
   */
  readonly format?: 'typescript' | 'json' | 'none';
  /**
   * The text is the toolkit's own (not derived from the document) and the same on every run:
   * its formatted form may be remembered on disk (generators/format/format-cache.ts).
   */
  readonly cacheable?: boolean;
  /**
   * Written before `contents` as it is, once `contents` is formatted: the generated-file header
   * of a cacheable file, which names the regenerate command and so differs per output folder,
   * stays out of what is formatted and remembered.
   */
  readonly header?: string;
  /**
   * `contents` cut into groups of top-level statements (their concatenation is `contents`, each
   * cut at the start of a line between two statements): the formatting stage lays each part out
   * on its own, which gives the same text as laying out the whole file, and remembers each
   * part's layout, so a run after an edit formats only the parts that changed
   * (generators/format/parts.ts).
   */
  readonly parts?: readonly string[];
  /**
   * What the remembered layouts of `parts` are kept under: the document the file is generated
   * from (model.source), so runs into any output folder share them (the header, which names the
   * folder, is only one part). Default: the first part.
   */
  readonly partsScope?: string;
}

/** Options every emitter receives beside the model. */
export interface EmitContext {
  /** The command a reader runs to regenerate, quoted in every header. */
  readonly regenerateCommand: string;
  /** Aborted when generation fails elsewhere: an emitter running a subprocess or a worker stops it. */
  readonly signal?: AbortSignal;
}

export type Emitter = (model: ApiModel, context: EmitContext) => GeneratedFile[] | Promise<GeneratedFile[]>;
