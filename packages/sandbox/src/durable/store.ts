import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ValidationError } from "@perpkit/core";
import sqlite from "node-sqlite3-wasm";
import type { JournalEntry, JournalOp, JournalSink } from "../engine/journal.js";
import type { Order } from "../engine/records.js";
import type { Pruned } from "../engine/retention.js";

/** Bumped when the layout of the database or of journal entries changes. */
const SCHEMA_VERSION = "1";
const FILE = "sandbox.db";
const LOCK = "sandbox.lock";

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

/** JSON with bigints kept exact, as `{ "$n": "123" }`. */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "bigint" ? { $n: v.toString() } : v,
  );
}

function fromJson<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) =>
    v !== null && typeof v === "object" && typeof (v as { $n?: unknown }).$n === "string"
      ? BigInt((v as { $n: string }).$n)
      : v,
  ) as T;
}

/** True when a process with this id runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the directory for this process; a lock left by a process that died is taken over. */
function lock(dir: string): string {
  const path = join(dir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(path, "utf8"));
      if (Number.isSafeInteger(holder) && alive(holder)) {
        throw new ValidationError(
          "dataDir",
          `${dir} is in use by another sandbox (process ${holder}); one directory serves one sandbox at a time`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new ValidationError("dataDir", `${dir} could not be locked`);
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
  const lockPath = lock(dir);
  const path = join(dir, FILE);
  // SQLite's own lock (a directory beside the file) outlives a killed process; the lock file
  // above already makes this process the only one here.
  rmSync(`${path}.lock`, { recursive: true, force: true });
  let db: InstanceType<typeof sqlite.Database>;
  try {
    db = new sqlite.Database(path);
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    db.get("PRAGMA journal_mode = TRUNCATE");
    db.exec("PRAGMA synchronous = OFF");
    db.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS journal (
        seq INTEGER PRIMARY KEY, at INTEGER NOT NULL, op TEXT NOT NULL,
        args TEXT NOT NULL, outcome TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS archive (
        kind TEXT NOT NULL, id TEXT NOT NULL, subaccount TEXT, at INTEGER NOT NULL,
        body TEXT NOT NULL, PRIMARY KEY (kind, id));
    `);
  } catch (error) {
    rmSync(lockPath, { force: true });
    throw error;
  }
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
  const createdAt = Number(meta("createdAt"));

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
    *entries() {
      const page = db.prepare(
        "SELECT seq, at, op, args, outcome FROM journal WHERE seq > ? ORDER BY seq LIMIT 2000",
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
    },
    append(entry) {
      insert.run([entry.at, entry.op, toJson(entry.args), entry.outcome]);
    },
    archive(pruned) {
      db.exec("BEGIN");
      try {
        for (const o of pruned.orders) {
          archiveOne.run(["order", o.id, o.subaccountId, o.updatedAt, toJson(o)]);
        }
        for (const f of pruned.fills) {
          archiveOne.run(["fill", f.id, f.subaccountId, f.createdAt, toJson(f)]);
        }
        for (const t of pruned.trades)
          archiveOne.run(["trade", t.id, null, t.createdAt, toJson(t)]);
        for (const p of pruned.positions) {
          archiveOne.run(["position", p.id, p.subaccountId, p.updatedAt, toJson(p)]);
        }
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
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
