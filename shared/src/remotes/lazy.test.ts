import { lazyPage, retryOnce } from './lazy';

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

test('a preloaded page is downloaded once, and a failed preload can be tried again', async () => {
  const Page = () => null;
  const load = jest
    .fn<Promise<{ default: typeof Page }>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: Page });
  const LazyPage = lazyPage(load);
  await expect(LazyPage.preload()).rejects.toThrow('offline');
  await expect(LazyPage.preload()).resolves.toEqual({ default: Page });
  await LazyPage.preload();
  expect(load).toHaveBeenCalledTimes(3);
});
