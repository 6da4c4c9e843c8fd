/**
 * An output folder the caller named that generate or check will not touch: the filesystem root
 * or the working directory, a file or link where the folder should be, a folder generate did not
 * write, a folder below a file. The caller's mistake, made before any work (the commands exit 2
 * for it, as for a --spec that names no file); other write failures (a full disk, a folder
 * another run replaced meanwhile) stay plain errors (exit 1). Its own file, with no imports, so
 * the command line can tell it apart without loading the writer.
 */
export class RefusedOutput extends Error {
  override readonly name = 'RefusedOutput';
}
