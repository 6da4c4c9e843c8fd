/**
 * node render-child.mjs CLI_PATH ARGS…: runs Redocly's CLI (CLI_PATH) with ARGS, and exits as
 * soon as its standard input closes. The parent (docs/render.ts) holds that pipe open for the
 * whole render, so the renderer (up to 1.5 GB on a large document) never outlives it, even when
 * the parent is killed with SIGKILL and cannot stop it. Plain JavaScript: it runs without a loader.
 */
import { pathToFileURL } from 'node:url';

const [cli, ...args] = process.argv.slice(2);
process.stdin.on('end', () => process.exit(130));
process.stdin.on('error', () => process.exit(130));
process.stdin.resume();
// The watch alone must not keep the renderer alive once its work is done.
process.stdin.unref();
// The CLI reads its arguments from process.argv, after the node binary and the script.
process.argv = [process.argv[0], cli, ...args];
await import(pathToFileURL(cli).href);
