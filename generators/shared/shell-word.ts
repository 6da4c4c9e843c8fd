/**
 * A path or value as one word of a POSIX shell command the user is told to paste: as it is when
 * no shell gives any of its characters a meaning, else in single quotes (in which only the quote
 * itself needs care). `my specs/api.yaml` pasted bare was two words, and a backquote or `$(` in a
 * path would run a command. One home for every printed command: the regenerate command
 * (scripts/lib/cli.ts) and the writer's ways out of a folder it cannot replace or remove.
 */
export function shellWord(text: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
