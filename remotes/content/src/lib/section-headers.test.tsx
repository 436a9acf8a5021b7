import { render } from '@testing-library/react';
import type { LoaderResult } from '@niec/shared';
import { applyTestConfig, loaderArgs, routeElement } from '@niec/shared/testing';
import AboutPage from '../features/about/about-page';
import { loadCountry } from '../features/country/country.loader';
import CountryPage from '../features/country/country-page';
import type { CountryGuide } from '../features/country/model';

beforeEach(() => applyTestConfig());

/**
 * Every titled section of the content pages opens with @niec/shared/sections' header (identity-obj-proxy maps
 * its classes to their own names): the eyebrow line right above the h2 that names the section.
 */
function expectSharedHeaders(container: HTMLElement, atLeast: number) {
  const sections = [...container.querySelectorAll('section[aria-labelledby]')].filter((section) =>
    section.querySelector('span.eyebrow'),
  );
  expect(sections.length).toBeGreaterThanOrEqual(atLeast);
  for (const section of sections) {
    const heading = container.querySelector(`#${section.getAttribute('aria-labelledby') ?? ''}`);
    expect(heading?.tagName).toBe('H2');
    expect(heading).toHaveClass('title');
    expect(heading?.previousElementSibling).toHaveClass('eyebrow');
    expect(heading?.previousElementSibling?.textContent).not.toBe('');
  }
}

test('the about page titles its sections with the shared section header', () => {
  const { element } = routeElement({ '/about': <AboutPage /> }, { url: '/about' });
  const { container } = render(element);
  expectSharedHeaders(container, 3);
});

test('a country guide titles its sections with the shared section header', async () => {
  const result: LoaderResult<CountryGuide> = await loadCountry(loaderArgs({ code: 'aus' }));
  const { element } = routeElement(
    { '/country/:code': <CountryPage /> },
    { url: '/country/aus', routeData: result.kind === 'data' ? { data: result.data } : 'not-found' },
  );
  const { container } = render(element);
  expectSharedHeaders(container, 3);
});
