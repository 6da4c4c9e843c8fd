/**
 * `npm start` stopped by a signal to npm alone. npm runs the script through `sh -c`, relays
 * SIGTERM and SIGINT to that shell only, and the shell dies without passing them on: `kill
 * <npm's pid>`, or a supervisor that signals its main process only (Docker and Kubernetes signal
 * PID 1), left the server running, orphaned, holding its port and the store's lock, so the next
 * `npm start` refused the data folder as in use (2026-11-27, a new-user pass). A signal to the
 * whole group (Ctrl-C, systemd) reaches the server directly and is not this case.
 *
 * Under npm the server's parent is that shell, so when the parent is gone npm is stopping: the
 * server stops as on SIGTERM. Watched only when npm started it (`npm_lifecycle_event`), since a
 * server started from a script that exits and leaves it running (`node … &`) is meant to outlive
 * its parent. The check reads `process.ppid` once a second on a timer that keeps nothing alive.
 */
const CHECK_EVERY_MS = 1_000;

export function stopWhenNpmParentExits(stop: () => void, environment: NodeJS.ProcessEnv = process.env): void {
  if (environment['npm_lifecycle_event'] === undefined) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, CHECK_EVERY_MS);
  timer.unref();
}
