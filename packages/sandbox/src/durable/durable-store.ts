import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ValidationError } from "@perpkit/core";
import type { JournalEntry, JournalOp, JournalSink, Order, Pruned } from "../engine/index.js";
import { type Database, openDatabase } from "./database.js";
import { fromJson, toJson } from "./json.js";
import { lockDirectory } from "./lock.js";

/** Bumped when the layout of the database or of journal entries changes. */
const SCHEMA_VERSION = "1";
const FILE = "sandbox.db";
/** Journal rows read at a time, so a long journal is never in memory whole. */
const PAGE_ROWS = 2000;

/**
 * What a data directory holds: the exchange's journal of accepted changes, the history that
 * retention let go of, and the settings it was written with.
 *
 * @example
 * const store = openDurableStore(".sandbox-data", { seed: undefined, settings: "{}", now: Date.now() })
 */
export interface DurableStore extends JournalSink {
  /** The database file. */
  readonly path: string;
  /** The seed of ids and hashes, chosen when the directory was created. */
  readonly seed: string;
  /** The sandbox time the directory was created at. */
  readonly createdAt: number;
  /** How many journal entries it holds. */
  entryCount(): number;
  /** The journal, oldest first, read as it is iterated. */
  entries(): Iterable<JournalEntry>;
  /** Keeps what retention let go of, so it can still be read. */
  archive(pruned: Pruned): void;
  /** An order retention let go of. */
  archivedOrder(id: string): Order | undefined;
  /** Closes the database and gives the directory up. */
  close(): void;
}

/**
 * Options of {@link openDurableStore}.
 *
 * @example
 * const options: DurableStoreOptions = { seed: 1, settings: JSON.stringify(products), now: Date.now() }
 */
export interface DurableStoreOptions {
  /** The seed the caller asked for; a directory keeps the seed it was created with. */
  readonly seed: number | string | undefined;
  /** The settings that shape the exchange (products, tokens, delays), as text. */
  readonly settings: string;
  /** The time now on the sandbox clock. */
  readonly now: number;
}

/**
 * Makes the directory this sandbox's: a new one records the layout, seed, settings and creation
 * time; an existing one must have been written with the same layout, seed (when one is asked
 * for) and settings, or it is refused (the database closed, the lock given up).
 */
function claimDirectory(
  db: Database,
  dir: string,
  options: DurableStoreOptions,
  lockPath: string,
): { readonly seed: string; readonly createdAt: number } {
  const meta = (key: string): string | undefined =>
    (db.get("SELECT value FROM meta WHERE key = ?", [key])?.value as string | undefined) ??
    undefined;
  const setMeta = (key: string, value: string) =>
    db.run("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", [key, value]);
  const refuse = (problem: string): never => {
    db.close();
    rmSync(lockPath, { force: true });
    throw new ValidationError("dataDir", problem);
  };

  const version = meta("version");
  if (version === undefined) {
    setMeta("version", SCHEMA_VERSION);
    setMeta(
      "seed",
      options.seed === undefined ? randomBytes(16).toString("hex") : String(options.seed),
    );
    setMeta("settings", options.settings);
    setMeta("createdAt", String(options.now));
  } else if (version !== SCHEMA_VERSION) {
    refuse(`${dir} was written by another version of the sandbox (layout ${version})`);
  }
  const seed = meta("seed") as string;
  if (options.seed !== undefined && String(options.seed) !== seed) {
    refuse(
      `${dir} was created with seed ${JSON.stringify(seed)}, not ${JSON.stringify(String(options.seed))}`,
    );
  }
  if (meta("settings") !== options.settings) {
    refuse(
      `${dir} was written by a sandbox with other products, tokens, delays or contract owners; start with the same ones or another directory`,
    );
  }
  return { seed, createdAt: Number(meta("createdAt")) };
}

/** The journal, oldest first, a page at a time as it is iterated. */
function* readJournal(db: Database): Generator<JournalEntry> {
  const page = db.prepare(
    `SELECT seq, at, op, args, outcome FROM journal WHERE seq > ? ORDER BY seq LIMIT ${PAGE_ROWS}`,
  );
  try {
    let after = 0;
    for (;;) {
      const rows = page.all([after]);
      if (rows.length === 0) return;
      for (const row of rows) {
        after = Number(row.seq);
        yield {
          at: Number(row.at),
          op: row.op as JournalOp,
          args: fromJson<unknown[]>(row.args as string),
          outcome: row.outcome as string,
        };
      }
    }
  } finally {
    page.finalize();
  }
}

/** Keeps one retention pass's records in the archive, all or none. */
function archivePruned(
  db: Database,
  archiveOne: ReturnType<Database["prepare"]>,
  pruned: Pruned,
): void {
  db.exec("BEGIN");
  try {
    for (const o of pruned.orders) {
      archiveOne.run(["order", o.id, o.subaccountId, o.updatedAt, toJson(o)]);
    }
    for (const f of pruned.fills) {
      archiveOne.run(["fill", f.id, f.subaccountId, f.createdAt, toJson(f)]);
    }
    for (const t of pruned.trades) archiveOne.run(["trade", t.id, null, t.createdAt, toJson(t)]);
    for (const p of pruned.positions) {
      archiveOne.run(["position", p.id, p.subaccountId, p.updatedAt, toJson(p)]);
    }
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

/**
 * Opens (or creates) a sandbox data directory: an SQLite database (SQLite compiled to
 * WebAssembly, `node-sqlite3-wasm`, so nothing is built or downloaded at install) holding the
 * journal of accepted changes. Every entry is committed when it is appended, before the request
 * that made it is answered; a rollback journal keeps the file whole if the process is killed at
 * any moment. Writes are not flushed to the device on each commit: a killed process loses
 * nothing, a power cut may lose the last moments.
 *
 * @example
 * const store = openDurableStore("./data", { seed: undefined, settings, now: clock.now() })
 */
export function openDurableStore(dir: string, options: DurableStoreOptions): DurableStore {
  if (typeof dir !== "string" || dir.length === 0) {
    throw new ValidationError("dataDir", "must be a directory path");
  }
  mkdirSync(dir, { recursive: true });
  const lockPath = lockDirectory(dir);
  const path = join(dir, FILE);
  const db = openDatabase(path, lockPath);
  const { seed, createdAt } = claimDirectory(db, dir, options, lockPath);
  const insert = db.prepare("INSERT INTO journal (at, op, args, outcome) VALUES (?, ?, ?, ?)");
  const archiveOne = db.prepare(
    "INSERT OR IGNORE INTO archive (kind, id, subaccount, at, body) VALUES (?, ?, ?, ?, ?)",
  );
  let open = true;

  return {
    path,
    seed,
    createdAt,
    entryCount: () => Number(db.get("SELECT count(*) AS n FROM journal")?.n ?? 0),
    entries: () => readJournal(db),
    append(entry) {
      insert.run([entry.at, entry.op, toJson(entry.args), entry.outcome]);
    },
    archive: (pruned) => archivePruned(db, archiveOne, pruned),
    archivedOrder(id) {
      const row = db.get("SELECT body FROM archive WHERE kind = 'order' AND id = ?", [id]);
      return row ? fromJson<Order>(row.body as string) : undefined;
    },
    close() {
      if (!open) return;
      open = false;
      insert.finalize();
      archiveOne.finalize();
      db.close();
      rmSync(lockPath, { force: true });
    },
  };
}
