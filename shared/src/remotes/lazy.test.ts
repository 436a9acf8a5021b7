import { addServerBootData } from '../testing';
import { markRootHydrated } from '../ui/hydrated';
import { lazyPage, retryOnce, withSanitizer } from './lazy';

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

describe('withSanitizer', () => {
  const Page = { default: () => null };

  test('on a client navigation (or a static host) the page waits for its sanitiser', async () => {
    let ready = false;
    const loadSanitizer = jest.fn(() =>
      new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => void (ready = true)),
    );
    await expect(withSanitizer(Promise.resolve(Page), loadSanitizer)).resolves.toBe(Page);
    expect(loadSanitizer).toHaveBeenCalledTimes(1);
    expect(ready).toBe(true);
  });

  test("the page the browser loads to hydrate the render server's document neither waits for it nor loads it", async () => {
    const removeBootData = addServerBootData();
    try {
      const loadSanitizer = jest.fn(() => new Promise<void>(() => undefined));
      await expect(withSanitizer(Promise.resolve(Page), loadSanitizer)).resolves.toBe(Page);
      expect(loadSanitizer).not.toHaveBeenCalled();
    } finally {
      removeBootData();
    }
  });

  test('once the root is hydrated, a page loaded over the same document (a preload, a navigation) waits for it', async () => {
    const removeBootData = addServerBootData();
    try {
      markRootHydrated();
      let ready = false;
      const loadSanitizer = jest.fn(() => Promise.resolve().then(() => void (ready = true)));
      await expect(withSanitizer(Promise.resolve(Page), loadSanitizer)).resolves.toBe(Page);
      expect(ready).toBe(true);
    } finally {
      removeBootData();
    }
  });
});
