/**
 * Group commit for a synchronous SQLite connection. With `synchronous = FULL` every commit waits
 * for the disk (about 3 ms here), so one transaction per write would cap the service at a few
 * hundred writes a second. Writes asked for during one turn of the event loop are run together
 * in one transaction, each inside its own savepoint (so one failing write does not undo the
 * others), and each promise settles only after that transaction has committed: a write is never
 * acknowledged before it is on disk.
 */
import type { Database } from 'better-sqlite3';

interface PendingWrite {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

export class GroupCommit {
  readonly #db: Database;
  #pending: PendingWrite[] = [];
  #scheduled: NodeJS.Immediate | undefined;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Runs `work` in the next group transaction; resolves with its result once committed. */
  write<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.#scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Commits whatever is pending now (close() calls it so nothing queued is lost). */
  flush(): void {
    if (this.#scheduled !== undefined) clearImmediate(this.#scheduled);
    this.#scheduled = undefined;
    const batch = this.#pending;
    this.#pending = [];
    if (batch.length === 0) return;
    let outcomes: Outcome[];
    try {
      outcomes = this.#db.transaction(() => batch.map((write) => this.#inSavepoint(write.work)))();
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing in the batch was written.
      for (const write of batch) write.reject(error);
      return;
    }
    batch.forEach((write, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.ok) write.resolve(outcome.value);
      else write.reject(outcome.error);
    });
  }

  #inSavepoint(work: () => unknown): Outcome {
    try {
      // A transaction function called inside a transaction runs as a savepoint.
      return { ok: true, value: this.#db.transaction(work)() };
    } catch (error) {
      return { ok: false, error };
    }
  }
}
