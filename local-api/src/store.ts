import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { JSONFilePreset } from 'lowdb/node';

/**
 * Durable storage of submissions: one JSON file per collection, written atomically by lowdb
 * (steno writes a temp file and renames it), so a crash or restart never loses an accepted record.
 * Chosen over SQLite because nothing here needs queries, and it costs no native build at install.
 */
export interface StoredRecord {
  id: string;
  created_at: string;
  [key: string]: unknown;
}

export interface StoredFile {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
  path: string;
}

type Collection = { records: StoredRecord[] };

export class Store {
  private readonly dbs = new Map<string, Promise<Awaited<ReturnType<typeof JSONFilePreset<Collection>>>>>();

  constructor(readonly dataDir: string) {}

  private db(collection: string) {
    let db = this.dbs.get(collection);
    if (!db) {
      db = mkdir(this.dataDir, { recursive: true }).then(() =>
        JSONFilePreset<Collection>(path.join(this.dataDir, `${collection}.json`), { records: [] }),
      );
      this.dbs.set(collection, db);
    }
    return db;
  }

  async insert(collection: string, data: Record<string, unknown>): Promise<StoredRecord> {
    const db = await this.db(collection);
    const record: StoredRecord = { ...data, id: randomUUID(), created_at: new Date().toISOString() };
    await db.update(({ records }) => {
      records.push(record);
    });
    return record;
  }

  async list(collection: string): Promise<StoredRecord[]> {
    const db = await this.db(collection);
    await db.read();
    return db.data.records;
  }

  async find(collection: string, predicate: (record: StoredRecord) => boolean): Promise<StoredRecord | undefined> {
    return (await this.list(collection)).find(predicate);
  }

  async update(collection: string, id: string, patch: Record<string, unknown>): Promise<StoredRecord | undefined> {
    const db = await this.db(collection);
    let updated: StoredRecord | undefined;
    await db.update(({ records }) => {
      const index = records.findIndex((r) => r.id === id);
      if (index >= 0) {
        updated = { ...records[index]!, ...patch, id };
        records[index] = updated;
      }
    });
    return updated;
  }

  /** Saves an uploaded file under data/uploads/<collection>/<id>/ and returns where it went. */
  async saveFile(
    collection: string,
    ownerId: string,
    file: Omit<StoredFile, 'path'> & { buffer: Buffer },
  ): Promise<StoredFile> {
    const dir = path.join(this.dataDir, 'uploads', collection, ownerId);
    await mkdir(dir, { recursive: true });
    const safeName = `${file.field}-${path.basename(file.filename).replace(/[^\w.-]+/g, '_')}`;
    const target = path.join(dir, safeName);
    await writeFile(target, file.buffer);
    return { field: file.field, filename: file.filename, mimetype: file.mimetype, size: file.size, path: target };
  }
}
