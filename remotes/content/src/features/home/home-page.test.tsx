import { screen, within } from '@testing-library/react';
import { applyTestConfig, loaderArgs, renderRoute, routeElement } from '@niec/shared/testing';
import { renderOnServerThenHydrate } from '../../test/hydrate';
import { fetchPlatinumUniversities } from './api/fetch-platinum-universities';
import { loadHome, type HomeData } from './home.loader';
import HomePage from './home-page';

jest.mock('./api/fetch-platinum-universities');
jest.mock('./api/fetch-statistics');

const PLATINUM = [
  { logo: 'http://api.test/static/logos/a.svg', name: 'Kampus A' },
  { logo: 'http://api.test/static/logos/b.svg' },
];

/** The destinations never come near the viewport here, so the carousel (react-slick) stays unloaded. */
class FarAwayObserver {
  observe(): void {}
  disconnect(): void {}
}

beforeAll(() => {
  Object.assign(globalThis, { IntersectionObserver: FarAwayObserver });
});

afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

beforeEach(() => {
  applyTestConfig();
  jest.mocked(fetchPlatinumUniversities).mockResolvedValue(PLATINUM);
});

test('the loader sends each platinum logo with its name, nothing else', async () => {
  await expect(loadHome(loaderArgs())).resolves.toEqual({
    kind: 'data',
    data: {
      platinum: [
        { logo: 'http://api.test/static/logos/a.svg', name: 'Kampus A' },
        { logo: 'http://api.test/static/logos/b.svg', name: null },
      ],
    },
  });
});

test('a failed platinum call makes the loader throw', async () => {
  jest.mocked(fetchPlatinumUniversities).mockRejectedValue(new Error('Request failed with status code 500'));
  await expect(loadHome(loaderArgs())).rejects.toThrow('500');
});

test('TOP n campuses counts the platinum universities and shows each logo', () => {
  renderRoute<HomeData>(<HomePage />, { routeData: { data: { platinum: [{ logo: 'a.svg', name: 'Kampus A' }] } } });
  const section = screen.getByRole('region', { name: 'TOP 1 campuses' });
  expect(within(section).getByRole('img', { name: 'Kampus A' })).toHaveAttribute('src', 'a.svg');
});

test('a failed platinum load is only logged: the block keeps its plain title and shows no logos', () => {
  const error = new Error('Data request for / answered 503');
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderRoute<HomeData>(<HomePage />, { routeData: { error } });
  const section = screen.getByRole('region', { name: 'Kampus Partner' });
  expect(within(section).queryByRole('img')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(log).toHaveBeenCalledWith('Error fetching platinum universities', error);
  log.mockRestore();
});

test('the server HTML hydrates without a mismatch, with the logos and without the deferred carousel', async () => {
  const result = await loadHome(loaderArgs());
  if (result.kind !== 'data') throw new Error('expected data');
  const { element } = routeElement(<HomePage />, { routeData: { data: result.data } });
  const { html, problems } = await renderOnServerThenHydrate(element);
  expect(html).toMatch(/TOP (<!-- -->)?2(<!-- -->)? campuses/);
  expect(html).toContain('http://api.test/static/logos/a.svg');
  expect(html).not.toContain('destination-carousel');
  expect(problems).toEqual([]);
});
