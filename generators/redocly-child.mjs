/**
 * node redocly-child.mjs CLI_PATH ARGS…: runs Redocly's CLI (CLI_PATH) with ARGS, fenced in:
 * - it exits as soon as its standard input closes. The parent (the docs renderer, mtc lint)
 *   holds that pipe open for the whole run, so the CLI (up to 1.5 GB on a large document) never
 *   outlives it, even when the parent is killed with SIGKILL and cannot stop it;
 * - it opens no network connection: a URL named by a document (a remote `$ref`) is never
 *   fetched, whatever the CLI would otherwise do. Fetching fails with an error it reports.
 * Plain JavaScript: it runs without a loader.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { pathToFileURL } from 'node:url';

const [cli, ...args] = process.argv.slice(2);

process.stdin.on('end', () => process.exit(130));
process.stdin.on('error', () => process.exit(130));
process.stdin.resume();
// The watch alone must not keep the CLI alive once its work is done.
process.stdin.unref();

const refuse = (what) => () => {
  throw new Error(`${what}: this run never uses the network (a URL named by a document is not fetched)`);
};
globalThis.fetch = async (input) => refuse(`fetch ${String(input?.url ?? input)}`)();
for (const [module, names] of [[http, ['request', 'get']], [https, ['request', 'get']], [net, ['connect', 'createConnection']], [tls, ['connect']]]) {
  for (const name of names) module[name] = refuse(`network access (${name})`);
}

// The CLI reads its arguments from process.argv, after the node binary and the script.
process.argv = [process.argv[0], cli, ...args];
await import(pathToFileURL(cli).href);
