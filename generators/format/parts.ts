/**
 * A file laid out part by part (GeneratedFile.parts: groups of top-level statements). prettier
 * lays out each top-level statement on its own terms; what joins two of them is one line break,
 * or a blank line where the text had at least one, and nothing else. So formatting each part and
 * joining the results that way gives the text formatting the whole file gives
 * (test/generators/format-parts.test.ts holds it to that on every emitter's output), at no
 * extra cost, and each part's layout can be remembered by its text: a run after an edit lays out
 * only the parts that changed. On a 2.8 MB document the three laid-out files took prettier about
 * 2.5 s of every run, however small the edit (decisions/0003).
 */

/** What remembers laid-out parts (format-cache.ts: on disk; tests: in memory). */
export interface PartMemory {
  get(text: string): string | undefined;
  set(text: string, formatted: string): void;
  /** Called once every part is laid out: keeps what this run used. */
  save(): void;
}

interface Piece {
  /** The part without the white space around it. */
  readonly text: string;
  /** A blank line separates it from the piece before (in the white space between them). */
  readonly blankBefore: boolean;
}

/** Lays out `parts` one by one (unknown ones through `format`, all at once) and joins them as formatting their concatenation would. */
export async function formatInParts(parts: readonly string[], format: (text: string) => Promise<string>, memory: PartMemory): Promise<string> {
  const pieces = piecesOf(parts);
  const laidOut = await Promise.all(
    pieces.map(async ({ text }) => {
      const known = memory.get(text);
      if (known !== undefined) return known;
      const formatted = await format(text);
      memory.set(text, formatted);
      return formatted;
    }),
  );
  memory.save();
  let joined = '';
  pieces.forEach((piece, index) => {
    const formatted = laidOut[index]!;
    if (formatted === '') return;
    joined += (joined !== '' && piece.blankBefore ? '\n' : '') + formatted;
  });
  return joined;
}

/**
 * The parts without their surrounding white space, each knowing whether a blank line precedes it:
 * the white space between two pieces is the end of one part and the start of the next (a part
 * of white space only adds to it), and a blank line is two line breaks in it.
 */
function piecesOf(parts: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  let between = '';
  for (const part of parts) {
    const text = part.trim();
    if (text === '') {
      between += part;
      continue;
    }
    const leading = part.slice(0, part.length - part.trimStart().length);
    between += leading;
    pieces.push({ text, blankBefore: lineBreaks(between) >= 2 });
    between = part.slice(part.trimEnd().length);
  }
  return pieces;
}

function lineBreaks(whiteSpace: string): number {
  let count = 0;
  for (const character of whiteSpace) if (character === '\n') count += 1;
  return count;
}
