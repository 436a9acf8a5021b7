import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

/** Shared by the local-api tests: valid requests of every kind, a bounded pool, a child server. */
const here = path.dirname(fileURLToPath(import.meta.url));
export const API = '/api/v1/application';
export const TOKEN = 'local-dev-token';
export const publicUrl = 'http://localhost:4999';

/** What every validation refusal says beside its field errors (local-api/src/errors.ts). */
export const INVALID = 'Data yang dikirim tidak valid.';
export type FieldErrors = Record<string, string[]>;

const tempDirs: string[] = [];
/** A fresh data folder, removed when the test process exits. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'niec-api-'));
  tempDirs.push(dir);
  return dir;
}
process.on('exit', () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A request as fetch takes it, plus what identifies its record once stored. */
export interface ApiRequest {
  kind: string;
  method: 'POST' | 'GET';
  url: string;
  headers?: Record<string, string>;
  body?: string | FormData | URLSearchParams | Buffer;
}

/** One part of a hand-made multipart body (for bodies a browser would never send). */
export interface RawPart {
  name: string;
  value?: string | Buffer;
  /** A file part: its filename parameter as sent (may hold anything). */
  filename?: string;
  /** RFC 5987 filename* parameter, sent instead of filename. */
  filenameStar?: string;
  type?: string;
  /** Content-Transfer-Encoding of the part. */
  encoding?: string;
}

export function rawMultipart(parts: RawPart[], boundary = 'niec-battery-boundary'): { body: Buffer; type: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
    if (part.filenameStar !== undefined) disposition += `; filename*=${part.filenameStar}`;
    let head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n`;
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    if (part.encoding) head += `Content-Transfer-Encoding: ${part.encoding}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : (part.value ?? Buffer.alloc(0)));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart body for app.inject: the text fields, then one part per upload. */
export function multipartPayload(
  fields: Record<string, string>,
  uploads: UploadPart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const { body, type } = rawMultipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...uploads.map((upload) => ({
      name: upload.field,
      filename: upload.name,
      type: upload.type,
      value: upload.content,
    })),
  ]);
  return { payload: body, headers: { 'content-type': type } };
}

/** The smallest files each checked type accepts (magic bytes plus a little content). */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2), Buffer.from([0xff, 0xd9])]),
};

/** The local date `daysFromToday` days from today, YYYY-MM-DD (negative: in the past). */
export function isoDate(daysFromToday: number): string {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

/** The booking the study-tour form sends (multipart, bearer). */
export function bookingFields(email: string): Record<string, string> {
  return {
    nama: 'Siti Rahmawati',
    email,
    no_wa: '081234567890',
    kota_asal: '3501',
    negara_tujuan: 'South Korea',
    tanggal_pergi: isoDate(40),
    tanggal_pulang: isoDate(47),
    total_peserta: '15',
    total_pendamping: '0',
    kode_bisdev: 'KNS-0107',
    tipe_akomodasi: 'homestay',
    kegiatan: '["2","3"]',
    else_request: 'Budget sekitar 25 juta per peserta',
  };
}

export const bookingRequest = (email: string, body: FormData = form(bookingFields(email))): ApiRequest => ({
  kind: 'booking',
  method: 'POST',
  url: `${API}/study-tour/register`,
  headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json' },
  body,
});

/** The application the careers form sends: every text field, three files with their _name fields, the CAPTCHA. */
export function applicationFields(email: string): Record<string, string> {
  return {
    job_vacancy: 'Digital Marketing Specialist',
    id_job_vacancy: '4',
    first_name: 'Kadek',
    last_name: 'Pratama',
    email,
    no_hp: '081234567890',
    place_birth: 'Singaraja',
    date_birth: '1997-08-17',
    gender: 'L',
    maried: 'S',
    religion: '4',
    address: 'Jl. Gatot Subroto No. 10',
    current_province: '51',
    current_city: '5101',
    current_subdistrict: 'Denpasar Barat',
    current_kode_post: '80119',
    ktp_addres: 'Jl. Ngurah Rai No. 5',
    ktp_province: '51',
    ktp_city: '5103',
    ktp_subdistrict: 'Buleleng',
    ktp_kode_post: '81111',
    instagram: '@kadekpratama',
    linkedin: 'https://www.linkedin.com/in/kadek-pratama',
    emergency_name: 'Made Pratama',
    emergency_phone: '081298765432',
    text_promosi_diri: 'Tiga tahun mengelola kampanye digital.',
    'g-recaptcha-response': 'local-captcha-test',
  };
}

export interface UploadPart {
  field: string;
  name: string;
  type: string;
  content: Buffer;
}

export const validUploads = (): UploadPart[] => [
  { field: 'file_cv', name: 'cv.pdf', type: 'application/pdf', content: FILES.pdf },
  { field: 'file_ijazah', name: 'ijazah.jpg', type: 'image/jpeg', content: FILES.jpg },
  { field: 'file_english', name: 'english-certificate.png', type: 'image/png', content: FILES.png },
];

export function applicationForm(
  email: string,
  uploads: UploadPart[] = validUploads(),
  extra: Record<string, string> = {},
): FormData {
  const body = form({ ...applicationFields(email), ...extra });
  for (const upload of uploads) {
    body.append(upload.field, new Blob([upload.content], { type: upload.type }), upload.name);
    if (!(`${upload.field}_name` in extra)) body.append(`${upload.field}_name`, upload.name);
  }
  return body;
}

export const applicationRequest = (email: string, body: FormData = applicationForm(email)): ApiRequest => ({
  kind: 'application',
  method: 'POST',
  url: `${API}/niec-career-candidate/add`,
  body,
});

/** What checkout sends for one cap to Jakarta Selatan by JNE REG (the server's quote: 22,500). */
export function orderPayload(email: string): Record<string, unknown> {
  return {
    destination_contact_name: 'Rina Kusuma',
    destination_contact_phone: '081234567890',
    destination_address: 'Jl. Gatot Subroto No. 1',
    destination_contact_email: email,
    destination_postal_code: 12190,
    courier_company: 'jne',
    courier_type: 'reg',
    courier_insurance: 500000,
    delivery_type: 'now',
    ongkir: 22500,
    items: [{ name: 'Topi Baseball NIEC', description: 'NIEC-005', value: 75000, weight: 1000, quantity: 1 }],
    total: 97500,
  };
}

export const jsonRequest = (kind: string, url: string, payload: unknown): ApiRequest => ({
  kind,
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(payload),
});

export const orderRequest = (email: string, payload: unknown = orderPayload(email)): ApiRequest =>
  jsonRequest('order', `${API}/niec-merchandise/checkout`, payload);

/** The member registration the checkout's member step sends (multipart). */
export function memberFields(email: string): Record<string, string> {
  return {
    email,
    password: 'rahasia123',
    cpassword: 'rahasia123',
    code_konsultan: 'KNS-DPS-01',
    id_provinsi: '51',
    kode_sekolah: '51005685',
    nama_lengkap: 'Sekar Ayu',
    no_wa: '081234567890',
    id_propinsi: '51',
    id_kabkota: '5101',
  };
}

export const memberRequest = (email: string, body: FormData = form(memberFields(email))): ApiRequest => ({
  kind: 'member',
  method: 'POST',
  url: `${API}/niec-merchandise/check-member`,
  body,
});

export function contactFields(email: string): Record<string, string> {
  return {
    name: 'Putu Ayu Lestari',
    last_education: 'Sarjana (S1)',
    phone: '081234567890',
    email,
    school: 'Universitas Udayana',
    message: 'Saya ingin konsultasi S-2 di Australia.',
  };
}

export const contactRequest = (email: string, body: URLSearchParams = new URLSearchParams(contactFields(email))) => ({
  kind: 'contact',
  method: 'POST' as const,
  url: `${API}/contact`,
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  body,
});

export interface Answer {
  status: number;
  body: unknown;
}

/** Sends one request; a connection error (server killed) answers status 0. */
export async function send(base: string, request: ApiRequest): Promise<Answer> {
  try {
    const response = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** Runs `tasks` with at most `inFlight` at once; answers in task order. */
export async function pool<T>(tasks: (() => Promise<T>)[], inFlight: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, tasks.length) }, worker));
  return results;
}

export async function admin<T = Record<string, unknown>>(base: string, collection: string): Promise<T[]> {
  const response = await fetch(`${base}/__admin/${collection}`);
  assert.equal(response.status, 200, `GET /__admin/${collection}`);
  return ((await response.json()) as { data: T[] }).data;
}

interface StoredApplication {
  id: string;
  email: string;
  files: { path: string }[];
}

/** Every stored application has its three files on disk, and no file in the upload folder lacks a record. */
export async function assertUploadsConsistent(base: string, dataDir: string): Promise<number> {
  const applications = await admin<StoredApplication>(base, 'applications');
  const named = new Set<string>();
  for (const application of applications) {
    assert.equal(application.files.length, 3, `${application.email} has its three files`);
    for (const file of application.files) {
      assert.ok(existsSync(file.path), `${file.path} exists`);
      named.add(path.basename(file.path));
    }
  }
  const filesDir = path.join(dataDir, 'application-files');
  const onDisk = existsSync(filesDir) ? readdirSync(filesDir).filter((name) => name !== '.incoming') : [];
  assert.deepEqual(
    onDisk.filter((name) => !named.has(name)),
    [],
    'files without a record',
  );
  const incoming = path.join(filesDir, '.incoming');
  assert.deepEqual(existsSync(incoming) ? readdirSync(incoming) : [], [], 'files left half-stored');
  return onDisk.length;
}

export interface ChildServer {
  base: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts local-api as its own process (server.ts) on a free port with its own data folder. */
export async function startChild(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '..', 'src', 'server.ts')], {
    env: { ...process.env, API_PORT: '0', LOCAL_API_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`local-api did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local-api exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    base,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
