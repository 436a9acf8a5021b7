/**
 * @jest-environment node
 */
import { loadMasterData } from './memo';

test('on the render server (no window) nothing is kept: each call asks the API with its own signal', async () => {
  const load = jest.fn((_signal?: AbortSignal) => Promise.resolve(['Bali']));
  const request = new AbortController();
  await loadMasterData('GET /master/provinces', load, request.signal);
  await loadMasterData('GET /master/provinces', load);
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenNthCalledWith(1, request.signal);
});
