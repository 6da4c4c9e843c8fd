/**
 * Group commit for a synchronous SQLite connection. With `synchronous = FULL` every commit waits
 * for the disk (about 3 ms here), so one transaction per write would cap the service at a few
 * hundred writes a second. Writes asked for during one turn of the event loop are run together
 * in one transaction, each inside its own savepoint (so one failing write does not undo the
 * others), and each promise settles only after that transaction has committed: a write is never
 * acknowledged before it is on disk, and a write that is refused leaves nothing behind.
 *
 * Some errors end the whole transaction, not only the statement: SQLite rolls it back itself on a
 * full disk (SQLITE_FULL), an I/O error or lack of memory when undoing the statement alone is not
 * possible. The batch is then lost as a whole, so it is refused as a whole with that error (the
 * service answers 503). Running the remaining writes would run each outside any transaction,
 * committed on its own, while the failed commit at the end refused them all: a client told
 * "nothing was done" (503) whose write was stored, and did it twice when it sent it again.
 */
import type { Database } from 'better-sqlite3';

interface PendingWrite {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** Thrown out of the group transaction when SQLite has already rolled it back; carries the cause. */
class TransactionLost extends Error {
  constructor(cause: unknown) {
    super('SQLite rolled back the group transaction', { cause });
  }
}

export class GroupCommit {
  readonly #db: Database;
  #pending: PendingWrite[] = [];
  #scheduled: NodeJS.Immediate | undefined;

  readonly #beforeCommit: () => void;

  /** `beforeCommit` may refuse a whole batch before it runs, by throwing (the file was moved). */
  constructor(db: Database, beforeCommit: () => void = () => undefined) {
    this.#db = db;
    this.#beforeCommit = beforeCommit;
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
      this.#beforeCommit();
      outcomes = this.#db.transaction(() => batch.map((write) => this.#inSavepoint(write.work)))();
    } catch (error) {
      // Refused before it ran, the commit itself failed, or SQLite rolled the transaction back
      // (disk full, I/O error): nothing in the batch was written.
      const cause = error instanceof TransactionLost ? error.cause : error;
      for (const write of batch) write.reject(cause);
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
      // The savepoint was undone, and the transaction with it when SQLite ended it: stop here.
      if (!this.#db.inTransaction) throw new TransactionLost(error);
      return { ok: false, error };
    }
  }
}
