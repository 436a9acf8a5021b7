import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../src/app.js';
import { FIELDS, MAX_FILE_BYTES, type FieldSpecs } from '../src/limits.js';
import {
  API,
  FILES,
  TOKEN,
  admin,
  applicationFields,
  assertUploadsConsistent,
  bookingFields,
  contactFields,
  memberFields,
  orderPayload,
  publicUrl,
  rawMultipart,
  send,
  tempDataDir,
  validUploads,
  type Answer,
  type ApiRequest,
  type RawPart,
  type UploadPart,
} from './support.js';

/**
 * No request can hurt the next one: a battery of hostile inputs (nested, huge, wrong types,
 * traversal, odd encodings, disguised files, tampered prices) against every POST endpoint, then a
 * valid request to each, which must all succeed. Every refusal must be a 4xx with Indonesian
 * messages per field and nothing of the server in it; nothing refused may be stored. What it prints
 * is summed up in docs/local-api.md.
 */
type Encoding = 'json' | 'multipart' | 'urlencoded';
type Fields = Record<string, unknown>;

interface Endpoint {
  name: string;
  url: string;
  headers?: Record<string, string>;
  encoding: Encoding;
  /** Accepted text fields (limits.ts), or null for the shipping aggregator's stand-in. */
  fields: FieldSpecs | null;
  valid(n: number): Fields;
  uploads?: () => UploadPart[];
  /** The shipping aggregator stand-in answers in the aggregator's own (English) error shape. */
  aggregator?: boolean;
}

const JSON_HEADERS = { accept: 'application/json' };
const BEARER = { authorization: `Bearer ${TOKEN}`, accept: 'application/json' };

function endpoints(paymentToken: string): Endpoint[] {
  return [
    {
      name: 'contact',
      url: `${API}/contact`,
      headers: JSON_HEADERS,
      encoding: 'urlencoded',
      fields: FIELDS.contact,
      valid: (n) => contactFields(`contact-${n}@example.com`),
    },
    {
      name: 'student total',
      url: `${API}/student/student-total`,
      encoding: 'urlencoded',
      fields: FIELDS.studentTotal,
      valid: () => ({ start_date: '', end_date: '' }),
    },
    {
      name: 'scholarship filter',
      url: `${API}/filter/scholarship`,
      encoding: 'multipart',
      fields: FIELDS.scholarshipFilter,
      valid: () => ({ university: '[]', country: '["NZ"]', tipe: '[]', program: 'Master,Ph.D' }),
    },
    {
      name: 'recommenders',
      url: `${API}/ambassador/consultant/jobdesk`,
      headers: BEARER,
      encoding: 'multipart',
      fields: FIELDS.jobdesk,
      valid: () => ({ jobdesk: '["JD007"]' }),
    },
    {
      name: 'study-tour booking',
      url: `${API}/study-tour/register`,
      headers: BEARER,
      encoding: 'multipart',
      fields: FIELDS.booking,
      valid: (n) => bookingFields(`booking-${n}@example.com`),
    },
    {
      name: 'vacancy filter',
      url: `${API}/niec-career/filter-lowongan`,
      encoding: 'json',
      fields: FIELDS.vacancyFilter,
      valid: () => ({ id_kabkota: '5101', department: '' }),
    },
    {
      name: 'application',
      url: `${API}/niec-career-candidate/add`,
      encoding: 'multipart',
      fields: FIELDS.application,
      valid: (n) => {
        const fields: Fields = applicationFields(`applicant-${n}@example.com`);
        for (const upload of validUploads()) fields[`${upload.field}_name`] = upload.name;
        return fields;
      },
      uploads: validUploads,
    },
    {
      name: 'member check',
      url: `${API}/niec-merchandise/check-member`,
      encoding: 'multipart',
      fields: FIELDS.member,
      valid: (n) => memberFields(`member-${n}@example.com`),
    },
    {
      name: 'checkout',
      url: `${API}/niec-merchandise/checkout`,
      encoding: 'json',
      fields: FIELDS.order,
      valid: (n) => orderPayload(`order-${n}@example.com`),
    },
    {
      name: 'shipping rates',
      url: '/shipping/v1/rates/couriers',
      encoding: 'json',
      headers: { authorization: 'Bearer local-shipping-token' },
      fields: null,
      aggregator: true,
      valid: () => ({
        origin_postal_code: 80111,
        destination_postal_code: 12190,
        couriers: 'jne,jnt,grab,gojek',
        items: [{ name: 'Topi', description: 'NIEC-005', value: 75000, weight: 1000, quantity: 1 }],
      }),
    },
    {
      name: 'payment status',
      url: `/payment/transactions/${paymentToken}/status`,
      encoding: 'json',
      fields: FIELDS.paymentStatus,
      valid: () => ({ transaction_status: 'pending' }),
    },
  ];
}

function build(endpoint: Endpoint, fields: Fields, uploads: UploadPart[] = [], extraParts: RawPart[] = []): ApiRequest {
  const base = { kind: endpoint.name, method: 'POST' as const, url: endpoint.url };
  const headers = { ...endpoint.headers };
  if (endpoint.encoding === 'json') {
    return { ...base, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(fields) };
  }
  if (endpoint.encoding === 'urlencoded') {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
    return { ...base, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body };
  }
  const parts: RawPart[] = Object.entries(fields).map(([name, value]) => ({
    name,
    value: Buffer.isBuffer(value) ? value : typeof value === 'string' ? value : JSON.stringify(value),
  }));
  for (const upload of uploads) {
    parts.push({ name: upload.field, filename: upload.name, type: upload.type, value: upload.content });
  }
  const { body, type } = rawMultipart([...parts, ...extraParts]);
  return { ...base, headers: { ...headers, 'content-type': type }, body };
}

const raw = (endpoint: Endpoint, contentType: string, body: string | Buffer): ApiRequest => ({
  kind: endpoint.name,
  method: 'POST',
  url: endpoint.url,
  headers: { ...endpoint.headers, 'content-type': contentType },
  body,
});

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const FILE_NAME_KEYS: Record<string, string> = {
  file_cv_name: 'file_cv',
  file_ijazah_name: 'file_ijazah',
  file_english_name: 'file_english_test',
};

interface Attack {
  endpoint: Endpoint;
  name: string;
  request: ApiRequest;
  /** The field (or error key) the refusal must name, when the attack aims at one field. */
  field?: string;
}

/** Attacks every endpoint gets: transport, parsers and every accepted field. */
function genericAttacks(endpoint: Endpoint): Attack[] {
  const attacks: Attack[] = [];
  const add = (name: string, request: ApiRequest, field?: string) => attacks.push({ endpoint, name, request, field });
  const valid = endpoint.valid(0);
  const uploads = endpoint.uploads?.() ?? [];

  add('JSON nested 5,000 deep in an extra field', raw(endpoint, 'application/json', `{"x":${nested(5000)}}`));
  add('JSON nested 100,000 deep', raw(endpoint, 'application/json', nested(100_000)));
  add('valid request plus a 5,000-deep extra field', {
    ...build({ ...endpoint, encoding: 'json' }, valid),
    body: JSON.stringify(valid).replace(/^\{/, `{"extra":${nested(5000)},`),
  });
  add('malformed JSON', raw(endpoint, 'application/json', '{"email": "a@b.co",'));
  add('empty JSON body', raw(endpoint, 'application/json', ''));
  for (const body of ['[1,2,3]', '"text"', '42', 'null'])
    add(`JSON body ${body}`, raw(endpoint, 'application/json', body));
  add('JSON __proto__ key', raw(endpoint, 'application/json', '{"__proto__":{"admin":true}}'));
  add('1 MB JSON body', raw(endpoint, 'application/json', JSON.stringify({ ...valid, extra: 'a'.repeat(1_000_000) })));
  add('1 MB urlencoded body', raw(endpoint, 'application/x-www-form-urlencoded', `extra=${'a'.repeat(1_000_000)}`));
  add('unsupported content type (XML)', raw(endpoint, 'application/xml', '<order><total>0</total></order>'));
  add('text/plain body', raw(endpoint, 'text/plain', 'total=0'));
  add('multipart without a boundary', raw(endpoint, 'multipart/form-data', 'garbage'));
  add(
    'multipart cut off in the middle',
    raw(
      endpoint,
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="email"\r\n\r\nhalf',
    ),
  );
  add(
    'multipart with 200 parts',
    raw(
      endpoint,
      ...(() => {
        const { body, type } = rawMultipart(Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
        return [type, body] as const;
      })(),
    ),
  );
  add(
    'multipart with 6 files',
    raw(
      endpoint,
      ...(() => {
        const parts = Array.from({ length: 6 }, (_, i) => ({
          name: `file_${i}`,
          filename: `f${i}.pdf`,
          type: 'application/pdf',
          value: FILES.pdf,
        }));
        const { body, type } = rawMultipart(parts);
        return [type, body] as const;
      })(),
    ),
  );
  add(
    'multipart field named __proto__',
    raw(
      endpoint,
      ...(() => {
        const { body, type } = rawMultipart([{ name: '__proto__', value: '{"admin":true}' }]);
        return [type, body] as const;
      })(),
    ),
  );
  add('traversal in the URL', {
    ...raw(endpoint, 'application/json', '{}'),
    url: `${endpoint.url}/..%2F..%2F..%2Fetc%2Fpasswd`,
  });

  if (endpoint.fields) {
    for (const [field, spec] of Object.entries(endpoint.fields)) {
      // The sent name of a file is answered under the file's key.
      const key = FILE_NAME_KEYS[field] ?? field;
      const encoding = endpoint.encoding;
      add(
        `${field}: ${spec.max + 1} characters`,
        build(endpoint, { ...valid, [field]: 'a'.repeat(spec.max + 1) }, uploads),
        key,
      );
      add(`${field}: 1 MB`, build(endpoint, { ...valid, [field]: 'a'.repeat(1_000_000) }, uploads));
      add(`${field}: a NUL byte`, build(endpoint, { ...valid, [field]: 'a\u0000b' }, uploads), key);
      add(
        `${field}: a right-to-left override`,
        build(endpoint, { ...valid, [field]: 'cv\u202Efdp.exe' }, uploads),
        key,
      );
      if (encoding === 'json') {
        add(`${field}: an object`, build(endpoint, { ...valid, [field]: { $gt: '' } }, uploads), key);
        add(
          `${field}: a lone surrogate`,
          raw(endpoint, 'application/json', JSON.stringify({ ...valid, [field]: 'x' }).replace('"x"', '"\\ud800"')),
          key,
        );
        if (!spec.json) add(`${field}: an array`, build(endpoint, { ...valid, [field]: ['a', 'b'] }, uploads), key);
      } else if (encoding === 'multipart') {
        add(
          `${field}: invalid UTF-8`,
          build(endpoint, { ...valid, [field]: Buffer.from([0x61, 0xc3, 0x28, 0xff]) }, uploads),
          key,
        );
        add(`${field}: sent twice`, build(endpoint, valid, uploads, [{ name: field, value: 'second' }]), key);
      } else if (field in valid) {
        add(
          `${field}: sent twice`,
          raw(
            endpoint,
            'application/x-www-form-urlencoded',
            `${new URLSearchParams(valid as Record<string, string>).toString()}&${field}=again`,
          ),
          key,
        );
      }
      if (encoding === 'urlencoded') {
        add(
          `${field}: invalid percent-encoding`,
          raw(
            endpoint,
            'application/x-www-form-urlencoded',
            `${new URLSearchParams({ ...(valid as Record<string, string>), [field]: 'x' }).toString().replace(`${field}=x`, `${field}=%C0%AF%FF`)}`,
          ),
          key,
        );
      }
    }
  }
  return attacks;
}

/** Attacks aimed at one endpoint's own rules. */
function specificAttacks(list: Endpoint[]): Attack[] {
  const attacks: Attack[] = [];
  const byName = (name: string) => list.find((e) => e.name === name)!;

  const application = byName('application');
  const appValid = application.valid(0);
  const upload = (over: Partial<UploadPart>, field = 'file_cv') =>
    validUploads().map((u) => (u.field === field ? { ...u, ...over } : u));
  const fileAttack = (name: string, uploads: UploadPart[], errorKey = 'file_cv', fields: Fields = appValid) =>
    attacks.push({ endpoint: application, name, request: build(application, fields, uploads), field: errorKey });
  fileAttack('file name of 256 characters', upload({ name: `${'a'.repeat(252)}.pdf` }));
  fileAttack('file name of 10,000 characters', upload({ name: `${'a'.repeat(10_000)}.pdf` }));
  fileAttack('traversal file name ../../../etc/passwd.pdf', upload({ name: '../../../etc/passwd.pdf' }));
  fileAttack('traversal file name ..\\..\\boot.pdf', upload({ name: '..\\..\\boot.pdf' }));
  fileAttack('file name with a NUL byte', upload({ name: 'cv.pdf\u0000.exe' }));
  fileAttack('file name with a right-to-left override', upload({ name: 'cv\u202Efdp.exe' }));
  fileAttack(
    'an executable named cv.pdf',
    upload({ content: Buffer.from('MZ\x90\x00 this program cannot be run in DOS mode') }),
  );
  fileAttack('a PNG declared as PDF', upload({ content: FILES.png }));
  fileAttack('a PDF named cv.exe', upload({ name: 'cv.exe' }));
  fileAttack('a PDF named cv.pdf.exe', upload({ name: 'cv.pdf.exe' }));
  fileAttack('a PDF declared as an executable', upload({ type: 'application/x-msdownload' }));
  fileAttack('a PDF over 2 MB', upload({ content: Buffer.concat([FILES.pdf, Buffer.alloc(MAX_FILE_BYTES)]) }));
  fileAttack('an empty file', upload({ content: Buffer.alloc(0) }));
  fileAttack(
    'a disguised English certificate',
    upload({ content: Buffer.from('not a png') }, 'file_english'),
    'file_english_test',
  );
  fileAttack('file_cv_name of 256 characters', validUploads(), 'file_cv', {
    ...appValid,
    file_cv_name: `${'a'.repeat(252)}.pdf`,
  });
  fileAttack('file_cv_name with traversal', validUploads(), 'file_cv', { ...appValid, file_cv_name: '../../x.pdf' });
  {
    const parts: RawPart[] = Object.entries(appValid).map(([name, value]) => ({ name, value: String(value) }));
    const encoded = (over: Partial<RawPart>) =>
      rawMultipart([
        ...parts,
        { name: 'file_cv', filename: 'cv.pdf', type: 'application/pdf', value: FILES.pdf, ...over },
        { name: 'file_ijazah', filename: 'ijazah.jpg', type: 'image/jpeg', value: FILES.jpg },
        { name: 'file_english', filename: 'english.png', type: 'image/png', value: FILES.png },
      ]);
    const b64 = encoded({ encoding: 'base64', value: FILES.pdf.toString('base64') });
    attacks.push({
      endpoint: application,
      name: 'a base64-encoded file part',
      request: raw(application, b64.type, b64.body),
      field: 'file_cv',
    });
    const star = encoded({ filename: undefined, filenameStar: "UTF-8''%C0%AE%C0%AE%2F%FFcv.pdf" });
    attacks.push({
      endpoint: application,
      name: 'an RFC 5987 file name with invalid UTF-8',
      request: raw(application, star.type, star.body),
      field: 'file_cv',
    });
  }

  const checkout = byName('checkout');
  const order = (over: Fields, field: string) =>
    attacks.push({
      endpoint: checkout,
      name: `checkout ${JSON.stringify(over).slice(0, 80)}`,
      request: build(checkout, { ...checkout.valid(0), ...over }),
      field,
    });
  const cap = { name: 'Topi Baseball NIEC', description: 'NIEC-005', value: 75000, weight: 1000, quantity: 1 };
  order({ items: [{ ...cap, value: 1 }], total: 1 + 22500 }, 'items.0');
  order({ ongkir: 0, total: 0 }, 'ongkir');
  order({ ongkir: 0, total: 75000 }, 'ongkir');
  order({ total: 97499 }, 'total');
  order({ total: '97500' }, 'total');
  order({ items: [{ ...cap, description: 'NIEC-999' }] }, 'items.0');
  for (const quantity of [0, -1, 1.5, 1e25, '1', 1001]) order({ items: [{ ...cap, quantity }] }, 'items.0');
  order({ items: [{ ...cap, value: 1e25 }] }, 'items.0');
  order({ items: Array.from({ length: 51 }, () => cap) }, 'items');
  order({ items: { 0: cap } }, 'items');
  order({ items: [[cap]] }, 'items.0');
  order({ items: [] }, 'items');
  order({ destination_postal_code: '12190' }, 'destination_postal_code');
  order({ destination_postal_code: 99999 }, 'destination_postal_code');
  order({ courier_company: 'dhl' }, 'courier_company');
  order({ courier_type: 'instant' }, 'courier_type');
  order({ courier_type: 'yes' }, 'ongkir');
  order({ courier_insurance: -1 }, 'courier_insurance');
  order({ courier_insurance: 1e300 }, 'courier_insurance');
  order({ code_konsultan: 'KNS-NOPE' }, 'code_konsultan');
  order({ destination_contact_phone: '0812-ABC' }, 'destination_contact_phone');

  const booking = byName('study-tour booking');
  const book = (over: Fields, field: string) =>
    attacks.push({
      endpoint: booking,
      name: `booking ${JSON.stringify(over).slice(0, 80)}`,
      request: build(booking, { ...booking.valid(0), ...over }),
      field,
    });
  book({ total_peserta: '10000000000000000000000000' }, 'total_peserta');
  book({ total_peserta: '-1' }, 'total_peserta');
  book({ total_peserta: '1e3' }, 'total_peserta');
  book({ total_pendamping: '1001' }, 'total_pendamping');
  book({ kegiatan: nested(50) }, 'kegiatan');
  book({ kegiatan: '[' }, 'kegiatan');
  book({ kegiatan: '["9"]' }, 'kegiatan');
  book({ tanggal_pergi: '2020-13-45' }, 'tanggal_pergi');
  book({ kota_asal: '../../etc/passwd' }, 'kota_asal');
  attacks.push({
    endpoint: booking,
    name: 'booking without the bearer credential',
    request: {
      ...build(booking, booking.valid(0)),
      headers: { ...build(booking, booking.valid(0)).headers, authorization: '' },
    },
  });

  const member = byName('member check');
  const check = (over: Fields, field: string) =>
    attacks.push({
      endpoint: member,
      name: `member ${JSON.stringify(over)}`,
      request: build(member, { ...member.valid(0), ...over }),
      field,
    });
  check({ id_provinsi: 'zzz' }, 'id_provinsi');
  check({ kode_sekolah: 'zzz' }, 'kode_sekolah');
  check({ id_kabkota: 'zzz' }, 'id_kabkota');
  check({ code_konsultan: '../../etc' }, 'code_konsultan');

  const scholarship = byName('scholarship filter');
  attacks.push({
    endpoint: scholarship,
    name: 'scholarship filter of objects',
    request: build(scholarship, { university: '[{"$ne":1}]' }),
    field: 'university',
  });
  const jobdesk = byName('recommenders');
  attacks.push({
    endpoint: jobdesk,
    name: 'jobdesk of nested lists',
    request: build(jobdesk, { jobdesk: '[["JD007"]]' }),
    field: 'jobdesk',
  });

  const rates = byName('shipping rates');
  for (const over of [
    { items: 'x' },
    { couriers: ['dhl'] },
    { origin_postal_code: { $gt: 0 } },
    { items: [{ weight: -1, quantity: 1 }] },
  ]) {
    attacks.push({
      endpoint: rates,
      name: `rates ${JSON.stringify(over)}`,
      request: build(rates, { ...rates.valid(0), ...over }),
    });
  }
  const payment = byName('payment status');
  attacks.push({
    endpoint: payment,
    name: 'unknown payment status',
    request: build(payment, { transaction_status: 'paid-by-me' }),
    field: 'transaction_status',
  });
  attacks.push({
    endpoint: payment,
    name: 'status of an unknown token',
    request: { ...build(payment, payment.valid(0)), url: '/payment/transactions/nope/status' },
  });
  return attacks;
}

const LEAKS = /\/work\/|\/tmp\/|node_modules|ENAMETOOLONG|Maximum call stack|\bat [\w.]+ \(|Error:|SQLITE/;
const ENGLISH =
  /Body is too large|Unsupported Media Type|not found|cannot be empty|reach (parts|files|fields) limit|Unexpected|Bad Request|prototype property/i;

function checkRefusal(attack: Attack, answer: Answer, dataDir: string): string[] {
  const problems: string[] = [];
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  if (answer.status < 400 || answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (LEAKS.test(text) || text.includes(dataDir)) problems.push(`leaks the server: ${text.slice(0, 200)}`);
  if (attack.endpoint.aggregator) return problems;
  const body = answer.body as { message?: unknown; data?: Record<string, unknown> } | null;
  const data = body && typeof body === 'object' ? body.data : undefined;
  if (typeof body?.message !== 'string' || !data || typeof data !== 'object') {
    problems.push(`not {message, data}: ${text.slice(0, 200)}`);
    return problems;
  }
  for (const messages of Object.values(data)) {
    if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string')) problems.push('data not per field');
  }
  if (ENGLISH.test(text)) problems.push(`English: ${text.slice(0, 200)}`);
  if (attack.field && !(attack.field in data)) {
    problems.push(`no message under ${attack.field}: ${text.slice(0, 300)}`);
  }
  return problems;
}

const STORED = ['contact', 'bookings', 'applications', 'members', 'orders', 'tracking', 'scholarship-filters'];

async function counts(base: string): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const collection of STORED) result[collection] = (await admin(base, collection)).length;
  return result;
}

void test('a battery of hostile inputs to every POST endpoint: all 4xx in Indonesian, none stored, then every valid request succeeds', async () => {
  const dataDir = tempDataDir();
  const app = await buildApp({ dataDir, publicUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    // An order whose payment status the battery then attacks.
    const placed = await send(base, build(endpoints('')[8]!, orderPayload('payer@example.com')));
    assert.equal(placed.status, 200);
    const list = endpoints((placed.body as { data: string }).data);

    const before = await counts(base);
    const attacks = [...list.flatMap(genericAttacks), ...specificAttacks(list)];
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    for (const attack of attacks) {
      const answer = await send(base, attack.request);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      for (const problem of checkRefusal(attack, answer, dataDir)) {
        problems.push(`${attack.endpoint.name} / ${attack.name}: ${problem}`);
      }
    }
    const serverErrors = [...statuses].filter(([status]) => status >= 500 || status === 0);
    const refused = [...statuses].filter(([status]) => status >= 400 && status < 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `hostile battery: tried ${attacks.length} against ${list.length} POST endpoints, refused with 4xx ${refused}, ` +
        `5xx ${serverErrors.reduce((n, [, c]) => n + c, 0)}; by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(await counts(base), before, 'nothing refused was stored');
    assert.equal(await assertUploadsConsistent(base, dataDir), 0);

    // Then a valid request to each: all succeed.
    for (const endpoint of list) {
      const answer = await send(base, build(endpoint, endpoint.valid(1), endpoint.uploads?.()));
      assert.ok(
        answer.status >= 200 && answer.status < 300,
        `${endpoint.name} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    const after = await counts(base);
    for (const collection of ['contact', 'bookings', 'applications', 'members', 'orders', 'scholarship-filters']) {
      assert.equal(after[collection], before[collection]! + 1, `one valid ${collection} stored`);
    }
    assert.equal(await assertUploadsConsistent(base, dataDir), 3);
    console.log(`after the battery: ${list.length} of ${list.length} valid requests succeeded`);
  } finally {
    await app.close();
  }
});

void test('unknown fields are dropped, never stored, and stored files are named by their checked type', async () => {
  const dataDir = tempDataDir();
  const app = await buildApp({ dataDir, publicUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const list = endpoints('');
    const extra = { is_admin: 'true', payment_status: 'settlement', gross_amount: 1, id: 'mine', created_at: 'x' };
    for (const name of ['contact', 'study-tour booking', 'member check', 'checkout', 'application']) {
      const endpoint = list.find((e) => e.name === name)!;
      const answer = await send(base, build(endpoint, { ...endpoint.valid(7), ...extra }, endpoint.uploads?.()));
      assert.ok(answer.status < 300, `${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    for (const collection of ['contact', 'bookings', 'members', 'orders', 'applications']) {
      for (const record of await admin(base, collection)) {
        assert.equal(record.is_admin, undefined, collection);
        assert.notEqual(record.id, 'mine', collection);
        assert.notEqual(record.payment_status, 'settlement', collection);
        if (collection === 'orders') {
          assert.deepEqual(Object.keys(record.payload as object).sort(), Object.keys(orderPayload('x')).sort());
        }
      }
    }
    // A JPEG sent under a .png name is refused; a real one is stored as .jpg whatever it was called.
    const application = list.find((e) => e.name === 'application')!;
    const renamed = validUploads().map((u) => (u.field === 'file_ijazah' ? { ...u, name: 'IJAZAH.JPEG' } : u));
    const fields = { ...application.valid(8), file_ijazah_name: 'IJAZAH.JPEG' };
    assert.equal((await send(base, build(application, fields, renamed))).status, 201);
    const stored = (
      await admin<{ email: string; files: { field: string; filename: string; path: string }[] }>(base, 'applications')
    ).find((r) => r.email === 'applicant-8@example.com')!;
    const ijazah = stored.files.find((f) => f.field === 'file_ijazah')!;
    assert.equal(ijazah.filename, 'IJAZAH.JPEG');
    assert.match(ijazah.path, /-file_ijazah\.jpg$/);
  } finally {
    await app.close();
  }
});
