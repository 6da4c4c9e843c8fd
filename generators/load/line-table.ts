/**
 * Offset → 1-based line and column, as the `yaml` package's LineCounter counts them (a line
 * starts after each `\n`; a column counts UTF-16 units from the line's start, a `\r` before the
 * `\n` included), so a JSON text's places are the ones its YAML reading gave.
 */
import type { Position } from './locate.js';

export function lineTable(text: string): (offset: number) => Position {
  const starts = [0];
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1)) starts.push(newline + 1);
  return (offset) => {
    const line = lastAtOrBefore(starts, offset);
    return { line: line + 1, column: offset - starts[line]! + 1 };
  };
}

/** Index of the last of the ascending `starts` that is at most `offset` (starts[0] is 0). */
function lastAtOrBefore(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
