/**
 * The one ts-morph Project factory. Every emitter that builds TypeScript gets a fresh in-memory
 * project (no module-level cache survives between runs) with pinned printing settings, so output
 * never depends on the machine, the cwd or a tsconfig on disk.
 */
import type { Project, SourceFile } from 'ts-morph';
import { tsMorph } from './ts-morph.js';

const { IndentationText, NewLineKind, QuoteKind } = tsMorph;

export function createProject(): Project {
  return new tsMorph.Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    compilerOptions: { strict: true },
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
      insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
    },
  });
}

/** A new empty source file in a fresh project. */
export function createSourceFile(fileName: string): SourceFile {
  return createProject().createSourceFile(fileName, '', { overwrite: true });
}

/** The file's full text with LF endings and exactly one trailing newline. */
export function sourceFileText(file: SourceFile): string {
  return `${file.getFullText().replace(/\r\n/g, '\n').replace(/\s+$/u, '')}\n`;
}
