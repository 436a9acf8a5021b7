import { retryOnce } from './lazy';

test('a failed load is tried exactly once more and its second result is used', async () => {
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
    .mockResolvedValueOnce('ok');
  await expect(retryOnce(load, 0)).resolves.toBe('ok');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a load that fails twice rejects so the error boundary can show the fallback', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('down'));
  await expect(retryOnce(load, 0)).rejects.toThrow('down');
  expect(load).toHaveBeenCalledTimes(2);
});
