import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../src/app.js';
import {
  admin,
  applicationRequest,
  assertUploadsConsistent,
  bookingRequest,
  memberRequest,
  orderRequest,
  pool,
  publicUrl,
  send,
  startChild,
  tempDataDir,
  type Answer,
  type ApiRequest,
} from './support.js';

/**
 * Nothing acknowledged is lost: bursts at 50 requests in flight while another client reads the
 * stored lists, duplicates sent all at once, a restart, and a kill -9 in the middle of a burst.
 * What it prints is summed up in docs/local-api.md.
 */
const IN_FLIGHT = 50;

interface Sent {
  request: ApiRequest;
  /** What identifies the stored record: the email (bookings, members, applications) or the payment token. */
  key: string;
  answer?: Answer;
}

function burst(prefix: string, counts: { bookings: number; applications: number; orders: number; members: number }) {
  const sent: Sent[] = [];
  for (let i = 0; i < counts.bookings; i++) {
    const email = `${prefix}-booking-${i}@example.com`;
    sent.push({ request: bookingRequest(email), key: email });
  }
  for (let i = 0; i < counts.applications; i++) {
    const email = `${prefix}-applicant-${i}@example.com`;
    sent.push({ request: applicationRequest(email), key: email });
  }
  for (let i = 0; i < counts.orders; i++) {
    const email = `${prefix}-order-${i}@example.com`;
    sent.push({ request: orderRequest(email), key: email });
  }
  for (let i = 0; i < counts.members; i++) {
    const email = `${prefix}-member-${i}@example.com`;
    sent.push({ request: memberRequest(email), key: email });
  }
  // Interleave the kinds, as real visitors would (a fixed shuffle, so runs compare).
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = sent.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sent[i], sent[j]] = [sent[j]!, sent[i]!];
  }
  return sent;
}

const KIND_COLLECTION: Record<string, string> = {
  booking: 'bookings',
  application: 'applications',
  order: 'orders',
  member: 'members',
};

/** The identity of each stored record of a collection, as `burst` keys them. */
async function storedKeys(base: string): Promise<Record<string, Set<string>>> {
  const keys: Record<string, Set<string>> = {};
  for (const [kind, collection] of Object.entries(KIND_COLLECTION)) {
    const records = await admin<{ email?: string; payload?: { destination_contact_email?: string } }>(base, collection);
    keys[kind] = new Set(records.map((r) => String(r.email ?? r.payload?.destination_contact_email)));
  }
  return keys;
}

/** Fires the burst at `inFlight` while a second client reads the admin lists until it ends. */
async function fire(base: string, sent: Sent[], inFlight: number, onAnswer?: (s: Sent) => void) {
  let done = false;
  let reads = 0;
  const reader = (async () => {
    const collections = Object.values(KIND_COLLECTION);
    while (!done) {
      const response = await fetch(`${base}/__admin/${collections[reads % collections.length]}`).catch(() => null);
      await response?.arrayBuffer();
      reads++;
      if (!response) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await pool(
    sent.map((entry) => async () => {
      entry.answer = await send(base, entry.request);
      onAnswer?.(entry);
    }),
    inFlight,
  );
  done = true;
  await reader;
  return reads;
}

function tally(sent: Sent[], stored: Record<string, Set<string>>) {
  const acknowledged = sent.filter((s) => s.answer && s.answer.status >= 200 && s.answer.status < 300);
  const missing = acknowledged.filter((s) => !stored[s.request.kind]!.has(s.key)).map((s) => s.key);
  const storedCount = sent.filter((s) => stored[s.request.kind]!.has(s.key)).length;
  return { sent: sent.length, acknowledged: acknowledged.length, stored: storedCount, missing };
}

const identicalBookings = (base: string, email: string) =>
  Promise.all(Array.from({ length: 20 }, () => send(base, bookingRequest(email))));

void test('a burst at 50 in flight with a reader: every acknowledged submission is stored, also after a restart', async () => {
  const dataDir = tempDataDir();
  const started = Date.now();
  let app = await buildApp({ dataDir, publicUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  let base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const sent = burst('burst', { bookings: 200, applications: 200, orders: 100, members: 100 });
  const reads = await fire(base, sent, IN_FLIGHT);
  const statuses = new Map<number, number>();
  for (const s of sent) statuses.set(s.answer!.status, (statuses.get(s.answer!.status) ?? 0) + 1);
  assert.deepEqual(
    [...statuses.keys()].filter((status) => status >= 300),
    [],
    'every valid request is accepted',
  );

  const result = tally(sent, await storedKeys(base));
  assert.deepEqual(result.missing, [], 'acknowledged but not stored');
  assert.equal(result.stored, result.acknowledged);
  const files = await assertUploadsConsistent(base, dataDir);
  assert.equal(files, 600);

  // The duplicate rules under a race: 20 identical bookings at once, exactly one accepted; the same
  // for applications, whose files are written before the insert (the losers' files are removed).
  const twenty = await identicalBookings(base, 'twins@example.com');
  assert.equal(twenty.filter((a) => a.status === 201).length, 1);
  assert.equal(twenty.filter((a) => a.status === 409).length, 19);
  const applications = await Promise.all(
    Array.from({ length: 20 }, () => send(base, applicationRequest('twin-applicant@example.com'))),
  );
  assert.equal(applications.filter((a) => a.status === 201).length, 1);
  assert.equal(applications.filter((a) => a.status === 422).length, 19);
  assert.equal(await assertUploadsConsistent(base, dataDir), 603);
  console.log(
    `burst: sent ${result.sent}, acknowledged ${result.acknowledged}, stored ${result.stored}, missing ${result.missing.length} ` +
      `(${IN_FLIGHT} in flight, ${reads} reads alongside, ${files} files), 20 identical bookings: ` +
      `${twenty.filter((a) => a.status === 201).length} accepted, 20 identical applications: ` +
      `${applications.filter((a) => a.status === 201).length} accepted, in ${Date.now() - started} ms`,
  );

  // Restart on the same data: everything is still there, and the rule still holds.
  await app.close();
  app = await buildApp({ dataDir, publicUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const after = tally(sent, await storedKeys(base));
  assert.deepEqual(after.missing, []);
  assert.equal(after.stored, result.acknowledged);
  assert.equal(await assertUploadsConsistent(base, dataDir), 603);
  const again = await identicalBookings(base, 'twins@example.com');
  assert.equal(again.filter((a) => a.status === 201).length, 0, 'the stored booking still blocks its duplicate');
  const fresh = await identicalBookings(base, 'twins-after-restart@example.com');
  assert.equal(fresh.filter((a) => a.status === 201).length, 1);
  console.log(
    `after restart: stored ${after.stored} of ${result.acknowledged} acknowledged; 20 identical bookings: ${fresh.filter((a) => a.status === 201).length} accepted`,
  );
  await app.close();
});

void test('kill -9 in the middle of a burst loses nothing acknowledged and leaves no half-stored upload', async () => {
  const dataDir = tempDataDir();
  let server = await startChild(dataDir);
  const sent = burst('killed', { bookings: 120, applications: 120, orders: 60, members: 60 });
  let acknowledged = 0;
  let killedAt = 0;
  await fire(server.base, sent, IN_FLIGHT, (entry) => {
    if (entry.answer!.status >= 200 && entry.answer!.status < 300) acknowledged++;
    // Midway: SIGKILL, no chance to close anything.
    if (acknowledged === 150 && !killedAt) {
      killedAt = acknowledged;
      server.child.kill('SIGKILL');
    }
  });
  await server.stop();
  assert.ok(killedAt > 0, 'the server was killed mid-burst');

  server = await startChild(dataDir);
  try {
    const result = tally(sent, await storedKeys(server.base));
    assert.deepEqual(result.missing, [], 'acknowledged before the kill but not stored');
    const files = await assertUploadsConsistent(server.base, dataDir);
    const refused = sent.filter((s) => s.answer!.status === 0).length;
    assert.ok(refused > 0, 'part of the burst was still to come when the server died');
    for (const kind of Object.keys(KIND_COLLECTION)) {
      assert.ok(
        sent.some((s) => s.request.kind === kind && s.answer!.status >= 200 && s.answer!.status < 300),
        `some ${kind} was acknowledged before the kill`,
      );
    }
    console.log(
      `kill -9: sent ${result.sent}, acknowledged ${result.acknowledged}, stored after restart ${result.stored}, ` +
        `missing ${result.missing.length}, no answer ${refused}, ${files} files all with a record; ` +
        (/uploads repaired at start: .*/.exec(server.output())?.[0] ?? 'no upload needed repair at start'),
    );
  } finally {
    await server.stop();
  }
});
