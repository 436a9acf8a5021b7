import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';

/**
 * Durable storage of submissions in SQLite (libsql, better-sqlite3's API; docs/decisions/002).
 * WAL journal with synchronous=FULL: a transaction is on disk when its commit returns, so an
 * acknowledged submission survives kill -9 and power loss. Every accepted submission is one
 * transaction; the duplicate rules of docs/product-rules.md are UNIQUE constraints, so two requests racing each
 * other cannot both pass. Calls are synchronous: inside this one process nothing interleaves with
 * a statement, and other processes wait on SQLite's lock (busy timeout).
 *
 * Uploads: written (and fsynced) under application-files/.incoming/, then the record and its file
 * rows are committed in one transaction, then the files are renamed into application-files/. On
 * start, files of committed records still waiting in .incoming are moved into place and everything
 * else there (or any file no record names) is removed: no record lacks its file, no file lacks a record.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS_DIR = path.join(here, '..', 'migrations');
export const DATABASE_FILE = 'local-api.sqlite';
const FILES_DIR = 'application-files';
const INCOMING_DIR = '.incoming';

/** Collection names (GET /__admin/<collection>) and their tables; `json` columns hold lists or objects. */
const TABLES = {
  contact: { table: 'contact_messages', json: [] },
  bookings: { table: 'bookings', json: ['kegiatan', 'kegiatan_names'] },
  applications: { table: 'applications', json: [] },
  members: { table: 'members', json: [] },
  orders: { table: 'orders', json: ['payload'] },
  tracking: { table: 'trackings', json: [] },
  'tracking-views': { table: 'tracking_views', json: [] },
  'scholarship-filters': { table: 'scholarship_filters', json: ['received', 'understood'] },
} as const satisfies Record<string, { table: string; json: readonly string[] }>;

export type Collection = keyof typeof TABLES;
export const isCollection = (name: string): name is Collection => Object.hasOwn(TABLES, name);

export interface StoredRecord {
  id: string;
  created_at: string;
  [key: string]: unknown;
}

/** A stored upload as listed: `path` is absolute. */
export interface StoredFile {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
  path: string;
}

/** An upload that passed validation; `extension` comes from its checked type. */
export interface IncomingFile {
  field: string;
  filename: string;
  mimetype: string;
  extension: string;
  buffer: Buffer;
}

/** A submission broke a duplicate rule (a UNIQUE constraint). */
export class DuplicateError extends Error {
  constructor(readonly collection: Collection) {
    super(`duplicate in ${collection}`);
    this.name = 'DuplicateError';
  }
}

/** A column value; objects and lists go to JSON columns. */
type Value = string | number | boolean | null | object;
type Row = Record<string, unknown>;

/** What start-up found and repaired in the upload folder. */
export interface RecoveryReport {
  /** Files of committed records moved from .incoming into place. */
  restored: number;
  /** Files no record names (an interrupted upload), deleted. */
  removed: number;
  /** Files records name that are nowhere on disk (should stay 0). */
  missing: number;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Applies every migration of MIGRATIONS_DIR not yet recorded in schema_version, each in one transaction. */
function migrate(db: Database.Database, dir = MIGRATIONS_DIR): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}-[\w-]+\.sql$/.test(name))
    .sort();
  const isApplied = db.prepare('SELECT version FROM schema_version WHERE version = ?');
  const record = db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const name of files) {
    const version = Number(name.slice(0, 4));
    const sql = readFileSync(path.join(dir, name), 'utf8');
    // IMMEDIATE takes the write lock first, so two processes starting together apply it once.
    db.transaction(() => {
      if (isApplied.get(version)) return;
      db.exec(sql);
      record.run(version, name, new Date().toISOString());
      applied.push(version);
    }).immediate();
  }
  return applied;
}

async function writeDurably(file: string, buffer: Buffer): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(buffer);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class Store {
  private readonly columns = new Map<string, Set<string>>();
  readonly filesDir: string;
  readonly incomingDir: string;
  recovery: RecoveryReport = { restored: 0, removed: 0, missing: 0 };

  private constructor(
    readonly dataDir: string,
    private readonly db: Database.Database,
  ) {
    this.filesDir = path.join(dataDir, FILES_DIR);
    this.incomingDir = path.join(this.filesDir, INCOMING_DIR);
    for (const { table } of Object.values(TABLES)) {
      const info = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
      this.columns.set(table, new Set(info.map((column) => column.name)));
    }
  }

  /** Opens (creating if needed) the database under dataDir, migrates it and repairs the upload folder. */
  static open(dataDir: string): Store {
    mkdirSync(dataDir, { recursive: true });
    const db = new Database(path.join(dataDir, DATABASE_FILE), { timeout: 10_000 });
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    migrate(db);
    const store = new Store(dataDir, db);
    mkdirSync(store.incomingDir, { recursive: true });
    store.recovery = store.recoverUploads();
    return store;
  }

  close(): void {
    this.db.close();
  }

  /** Runs `work` in one write transaction (BEGIN IMMEDIATE). */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  private table(collection: Collection): string {
    return TABLES[collection].table;
  }

  private encode(collection: Collection, data: Record<string, Value | undefined>): Record<string, unknown> {
    const table = this.table(collection);
    const known = this.columns.get(table)!;
    const json: readonly string[] = TABLES[collection].json;
    const row: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined) continue;
      if (!known.has(key)) throw new Error(`${table} has no column ${key}`);
      if (json.includes(key)) row[key] = JSON.stringify(value);
      else if (typeof value === 'boolean') row[key] = value ? 1 : 0;
      else if (value === null || typeof value === 'string' || typeof value === 'number') row[key] = value;
      else throw new Error(`${table}.${key} takes a scalar`);
    }
    return row;
  }

  private decode(collection: Collection, row: Row): StoredRecord {
    const json: readonly string[] = TABLES[collection].json;
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      // seq orders the list; _metadata is libsql's timing of .get().
      if (key === 'seq' || key === '_metadata') continue;
      record[key] = json.includes(key) && typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    }
    return record as StoredRecord;
  }

  private insertRow(collection: Collection, row: Record<string, unknown>): void {
    const keys = Object.keys(row);
    const sql = `INSERT INTO ${this.table(collection)} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`;
    try {
      this.db.prepare(sql).run(...keys.map((key) => row[key]));
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateError(collection);
      throw error;
    }
  }

  /** Stores one record (one transaction). Throws DuplicateError when a duplicate rule is broken. */
  insert(collection: Collection, data: Record<string, Value | undefined>): StoredRecord {
    const row = this.encode(collection, { id: randomUUID(), created_at: new Date().toISOString(), ...data });
    this.insertRow(collection, row);
    return this.decode(collection, row);
  }

  /** Several records in one transaction: all are stored or none. */
  insertAll(entries: readonly [Collection, Record<string, Value | undefined>][]): StoredRecord[] {
    return this.transaction(() => entries.map(([collection, data]) => this.insert(collection, data)));
  }

  /** Every record of a collection in insertion order (applications with their files). */
  list(collection: Collection): StoredRecord[] {
    const rows = this.db.prepare(`SELECT * FROM ${this.table(collection)} ORDER BY seq`).all() as Row[];
    const records = rows.map((row) => this.decode(collection, row));
    if (collection !== 'applications') return records;
    const files = this.db
      .prepare('SELECT application_id, field, filename, mimetype, size, path FROM application_files ORDER BY rowid')
      .all() as (Omit<StoredFile, 'path'> & { application_id: string; path: string })[];
    const byOwner = new Map<string, StoredFile[]>();
    for (const { application_id, ...file } of files) {
      const list = byOwner.get(application_id) ?? [];
      list.push({ ...file, path: path.join(this.filesDir, file.path) });
      byOwner.set(application_id, list);
    }
    return records.map((record) => ({ ...record, files: byOwner.get(record.id) ?? [] }));
  }

  /** The first record whose columns equal `where` (column names come from code, never from a request). */
  findOne(collection: Collection, where: Record<string, string | number>): StoredRecord | undefined {
    const table = this.table(collection);
    const keys = Object.keys(where);
    for (const key of keys) if (!this.columns.get(table)!.has(key)) throw new Error(`${table} has no column ${key}`);
    const sql = `SELECT * FROM ${table} WHERE ${keys.map((key) => `${key} = ?`).join(' AND ')} ORDER BY seq LIMIT 1`;
    const row = this.db.prepare(sql).get(...keys.map((key) => where[key])) as Row | undefined;
    return row ? this.decode(collection, row) : undefined;
  }

  /** Sets columns of the records matching `where`; answers how many changed. */
  update(collection: Collection, where: Record<string, string>, patch: Record<string, Value>): number {
    const table = this.table(collection);
    const set = this.encode(collection, patch);
    for (const key of Object.keys(where)) if (!this.columns.get(table)!.has(key)) throw new Error(`no column ${key}`);
    const sql = `UPDATE ${table} SET ${Object.keys(set)
      .map((key) => `${key} = ?`)
      .join(', ')} WHERE ${Object.keys(where)
      .map((key) => `${key} = ?`)
      .join(' AND ')}`;
    return this.db.prepare(sql).run(...Object.values(set), ...Object.values(where)).changes;
  }

  /** The duplicate rule of applications: one per email (any case) and vacancy. */
  hasApplication(email: string, vacancyId: number): boolean {
    return Boolean(
      this.db
        .prepare('SELECT 1 AS found FROM applications WHERE lower(email) = lower(?) AND id_job_vacancy = ? LIMIT 1')
        .get(email, vacancyId),
    );
  }

  /** Counts one view of a tracking id atomically; `seeded` is the count before the first stored view. */
  countTrackingView(trackingId: string, seeded: number): number {
    const row = this.db
      .prepare(
        `INSERT INTO tracking_views (id, created_at, tracking_id, count_tracking) VALUES (?, ?, ?, ?)
         ON CONFLICT (tracking_id) DO UPDATE SET count_tracking = count_tracking + 1
         RETURNING count_tracking`,
      )
      .get(randomUUID(), new Date().toISOString(), trackingId, seeded + 1) as { count_tracking: number };
    return row.count_tracking;
  }

  /**
   * Stores an application and its uploads: the files are written and fsynced under .incoming, the
   * record and its file rows committed in one transaction, then the files renamed into place (and
   * the folder fsynced) before this resolves. On any failure nothing of it remains.
   */
  async insertApplication(data: Record<string, Value>, files: readonly IncomingFile[]): Promise<StoredRecord> {
    const id = randomUUID();
    const staged = files.map((file) => ({ ...file, name: `${id}-${file.field}.${file.extension}` }));
    const incoming = (name: string) => path.join(this.incomingDir, name);
    const final = (name: string) => path.join(this.filesDir, name);
    const removeAll = () =>
      Promise.all(
        staged.flatMap(({ name }) => [rm(incoming(name), { force: true }), rm(final(name), { force: true })]),
      );

    let record: StoredRecord;
    try {
      await Promise.all(staged.map((file) => writeDurably(incoming(file.name), file.buffer)));
      record = this.transaction(() => {
        const stored = this.insert('applications', { ...data, id });
        const addFile = this.db.prepare(
          'INSERT INTO application_files (application_id, field, filename, mimetype, size, path) VALUES (?, ?, ?, ?, ?, ?)',
        );
        for (const file of staged) {
          addFile.run(id, file.field, file.filename, file.mimetype, file.buffer.length, file.name);
        }
        return stored;
      });
    } catch (error) {
      await removeAll();
      throw error;
    }
    try {
      for (const { name } of staged) await rename(incoming(name), final(name));
      await syncDirectory(this.filesDir);
    } catch (error) {
      this.db.prepare('DELETE FROM applications WHERE id = ?').run(id);
      await removeAll();
      throw error;
    }
    return {
      ...record,
      files: staged.map((file) => ({
        field: file.field,
        filename: file.filename,
        mimetype: file.mimetype,
        size: file.buffer.length,
        path: final(file.name),
      })),
    };
  }

  /** Start-up repair of the upload folder (see the class comment). */
  private recoverUploads(): RecoveryReport {
    const report: RecoveryReport = { restored: 0, removed: 0, missing: 0 };
    const named = new Set(
      (this.db.prepare('SELECT path FROM application_files').all() as { path: string }[]).map((row) => row.path),
    );
    const exists = (file: string) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    };
    for (const name of readdirSync(this.incomingDir)) {
      const source = path.join(this.incomingDir, name);
      if (named.has(name) && !exists(path.join(this.filesDir, name))) {
        renameSync(source, path.join(this.filesDir, name));
        report.restored += 1;
      } else {
        rmSync(source, { force: true, recursive: true });
        report.removed += 1;
      }
    }
    for (const name of readdirSync(this.filesDir)) {
      if (name === INCOMING_DIR) continue;
      if (!named.has(name)) {
        rmSync(path.join(this.filesDir, name), { force: true, recursive: true });
        report.removed += 1;
      }
    }
    for (const name of named) if (!exists(path.join(this.filesDir, name))) report.missing += 1;
    return report;
  }
}
