/** Top-level statements as emitters build them, joined into a file's text for the formatting stage. */
export interface Declaration {
  /** One statement with its doc comments, as generated (any layout). */
  readonly text: string;
  /** A blank line separates it from the statement before. */
  readonly blankBefore: boolean;
}

/** The statements one per line, a blank line where `blankBefore` says (none before the first). */
export function declarationsText(declarations: readonly Declaration[]): string {
  return declarationParts(declarations).join('');
}

/**
 * declarationsText cut where each statement starts (their concatenation is that text): the
 * formatting stage lays each part out on its own and remembers it (GeneratedFile.parts).
 */
export function declarationParts(declarations: readonly Declaration[]): string[] {
  return declarations.map((declaration, index) => `${declaration.blankBefore && index > 0 ? '\n' : ''}${declaration.text.replace(/\n+$/, '')}\n`);
}
