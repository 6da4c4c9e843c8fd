/**
 * What a filesystem entry is, in words for a message, when it is not the regular file a command
 * expected. One wording for every place that refuses to read such an entry: the loader's input
 * files, the config, and the entries of an output folder (the writer and the drift check never
 * follow or read one: a link to a folder, a dangling link or a FIFO made them fail with a bare
 * EISDIR or ENOENT, or wait forever).
 */
interface EntryType {
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
}

export function entryKind(entry: EntryType): string {
  if (entry.isDirectory()) return 'a directory';
  if (entry.isSymbolicLink()) return 'a symbolic link';
  if (entry.isFIFO()) return 'a FIFO (named pipe)';
  if (entry.isSocket()) return 'a socket';
  if (entry.isCharacterDevice() || entry.isBlockDevice()) return 'a device';
  return 'neither a file nor a folder';
}
