import { loadMasterData } from './memo';

/** A request whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const BALI = [{ id: 5101, kabupaten_name: 'Kota Denpasar' }];

test('callers asking at the same time share one request, and later callers get its answer without asking again', async () => {
  const answer = deferred<typeof BALI>();
  const load = jest.fn(() => answer.promise);
  const first = loadMasterData('GET /master/kabupaten/51', load);
  const second = loadMasterData('GET /master/kabupaten/51', load);
  answer.resolve(BALI);
  await expect(first).resolves.toEqual(BALI);
  await expect(second).resolves.toEqual(BALI);
  await expect(loadMasterData('GET /master/kabupaten/51', load)).resolves.toEqual(BALI);
  expect(load).toHaveBeenCalledTimes(1);
});

test('each request has its own entry', async () => {
  const load = jest.fn((province: string) => Promise.resolve([{ id: Number(province), kabupaten_name: province }]));
  await loadMasterData('GET /master/kabupaten/51', () => load('51'));
  await loadMasterData('GET /master/kabupaten/31', () => load('31'));
  await loadMasterData('GET /master/kabupaten/51', () => load('51'));
  expect(load.mock.calls).toEqual([['51'], ['31']]);
});

test('a failed request is not kept: the next caller asks again and gets the list', async () => {
  const load = jest.fn<Promise<typeof BALI>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(BALI);
  await expect(loadMasterData('GET /kabupaten', load)).rejects.toThrow('offline');
  await expect(loadMasterData('GET /kabupaten', load)).resolves.toEqual(BALI);
  expect(load).toHaveBeenCalledTimes(2);
});

test('callers waiting for a request that then fails all get the failure', async () => {
  const answer = deferred<typeof BALI>();
  const load = jest.fn(() => answer.promise);
  const first = loadMasterData('GET /kabupaten', load);
  const second = loadMasterData('GET /kabupaten', load);
  answer.reject(new Error('offline'));
  await expect(first).rejects.toThrow('offline');
  await expect(second).rejects.toThrow('offline');
});

test("a caller's abort ends only its own wait: the shared request goes on for the others and is kept", async () => {
  const answer = deferred<typeof BALI>();
  const load = jest.fn((_signal?: AbortSignal) => answer.promise);
  const leaving = new AbortController();
  const staying = new AbortController();
  const left = loadMasterData('GET /master/consultant/list-active', load, leaving.signal);
  const stayed = loadMasterData('GET /master/consultant/list-active', load, staying.signal);

  leaving.abort();
  await expect(left).rejects.toMatchObject({ name: 'AbortError' });
  // The request was started without any caller's signal, so no caller can cancel it.
  expect(load).toHaveBeenCalledWith();

  answer.resolve(BALI);
  await expect(stayed).resolves.toEqual(BALI);
  await expect(loadMasterData('GET /master/consultant/list-active', load)).resolves.toEqual(BALI);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a caller whose signal is already aborted starts nothing', async () => {
  const load = jest.fn(() => Promise.resolve(BALI));
  const gone = new AbortController();
  gone.abort();
  await expect(loadMasterData('GET /kabupaten', load, gone.signal)).rejects.toMatchObject({ name: 'AbortError' });
  expect(load).not.toHaveBeenCalled();
});
