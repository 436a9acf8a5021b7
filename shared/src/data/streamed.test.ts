import { loaded, notFound, type LoaderResult } from './route-data';
import { awaitingParts, partsAsSent, settleParts, streamed, type Streamed } from './streamed';

const args = {
  params: {},
  searchParams: new URLSearchParams(),
  request: new Request('http://render.local/'),
  signal: new AbortController().signal,
};

interface Parcel {
  name: string;
  history: Streamed<string[]>;
}

test('a part that fails on its way settles as what the page shows when it is late, never as an error', async () => {
  const part = streamed<string[]>(Promise.reject(new Error('504 from the courier')), ['gagal']);
  expect(await part.promise).toEqual(['gagal']);
});

test('the loader that waits for its parts gives plain data, as a data request and a static host get it', async () => {
  const streaming = jest.fn((): Promise<LoaderResult<Parcel>> =>
    Promise.resolve(loaded({ name: 'Rizky', history: streamed(Promise.resolve(['Paket diterima']), []) })),
  );
  const result = await awaitingParts(streaming)(args);
  expect(result).toEqual({ kind: 'data', data: { name: 'Rizky', history: ['Paket diterima'] } });
  expect(streaming).toHaveBeenCalledTimes(1);
  // A record that does not exist has no parts to wait for.
  expect(await awaitingParts(() => Promise.resolve(notFound()))(args)).toEqual({ kind: 'not-found' });
});

test('the boot data holds each part as the page was rendered with it: its value once come, else its ifLate', async () => {
  let arrive: (events: string[]) => void = () => undefined;
  const data: Parcel = {
    name: 'Rizky',
    history: streamed(new Promise<string[]>((resolve) => (arrive = resolve)), ['belum dapat dimuat']),
  };
  expect(partsAsSent(data)).toEqual({ name: 'Rizky', history: ['belum dapat dimuat'] });
  arrive(['Paket diterima']);
  expect(await settleParts(data)).toEqual({ name: 'Rizky', history: ['Paket diterima'] });
  expect(JSON.parse(JSON.stringify(partsAsSent(data)))).toEqual({ name: 'Rizky', history: ['Paket diterima'] });
  // Data without parts is left as it is.
  const plain = { name: 'Rizky', history: ['Paket diterima'] };
  expect(partsAsSent(plain)).toBe(plain);
});
