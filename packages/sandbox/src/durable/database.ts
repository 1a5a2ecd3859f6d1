import { rmSync } from "node:fs";
import sqlite from "node-sqlite3-wasm";

/**
 * An open SQLite database of a data directory.
 *
 * @example
 * const db: Database = openDatabase(path, lockPath)
 */
export type Database = InstanceType<typeof sqlite.Database>;

/**
 * Opens the database file with the tables a data directory holds: `meta` (layout version, seed,
 * settings), `journal` (accepted changes) and `archive` (history retention let go of). Locked
 * for this process alone; commits are not flushed to the device (see openDurableStore). If it
 * cannot be opened, the directory's lock is given up before the error is thrown.
 *
 * @example
 * const db = openDatabase(join(dir, "sandbox.db"), lockPath)
 */
export function openDatabase(path: string, lockPath: string): Database {
  // SQLite's own lock (a directory beside the file) outlives a killed process; the directory's
  // lock file already makes this process the only one here.
  rmSync(`${path}.lock`, { recursive: true, force: true });
  try {
    const db = new sqlite.Database(path);
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
    return db;
  } catch (error) {
    rmSync(lockPath, { force: true });
    throw error;
  }
}
