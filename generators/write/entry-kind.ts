/**
 * What an entry that is not a regular file or a folder is, in words for a message. The writer and
 * the drift check never follow or read such an entry in an output folder: a link to a folder, a
 * dangling link or a FIFO made them fail with a bare EISDIR or ENOENT, or wait forever.
 */
interface EntryType {
  isSymbolicLink(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
}

export function notAFileKind(entry: EntryType): string {
  if (entry.isSymbolicLink()) return 'a symbolic link';
  if (entry.isFIFO()) return 'a FIFO';
  if (entry.isSocket()) return 'a socket';
  return 'a device';
}
