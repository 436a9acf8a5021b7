/**
 * @jest-environment node
 */
import { hostSharedKeys, readPageAssets } from './page-assets';

const file = JSON.stringify({
  routes: ['__federation_expose_routes.1.js'],
  pages: {
    studyTour: {
      js: ['page-studyTour.2.js'],
      css: ['page-studyTour.3.css'],
      shared: {
        '@niec/shared/html': ['756.a.js', '519.b.js'],
        '@niec/shared/modal': ['186.c.js', '186.d.css'],
        react: ['41.e.js'],
        'react-dom': ['144.f.js'],
        '@niec/shared': ['907.g.js'],
      },
    },
    scholarships: { js: ['page-scholarships.4.js'], css: [] },
  },
});

const hostManifest = JSON.stringify({
  shared: [{ name: '@niec/shared' }, { name: 'react' }, { name: 'react-dom' }, { name: 'react-dom/client' }],
});

test("a page preloads the remote's own copies of the shared modules the host does not provide, and only those", () => {
  const assets = readPageAssets(file, hostSharedKeys(hostManifest));
  expect(assets.routes).toEqual(['__federation_expose_routes.1.js']);
  expect(assets.pages.studyTour).toEqual({
    js: ['page-studyTour.2.js'],
    css: ['page-studyTour.3.css'],
    sharedJs: ['756.a.js', '519.b.js', '186.c.js'],
    sharedCss: ['186.d.css'],
  });
  expect(assets.pages.scholarships).toEqual({ js: ['page-scholarships.4.js'], css: [], sharedJs: [], sharedCss: [] });
});

test("without the host's manifest no shared copy is preloaded (one the page would not take only slows the rest)", () => {
  expect(hostSharedKeys(null)).toBeNull();
  expect(hostSharedKeys('{"shared":[]}')).toBeNull();
  const assets = readPageAssets(file, hostSharedKeys('not json'));
  expect(assets.pages.studyTour?.sharedJs).toEqual([]);
  expect(assets.pages.studyTour?.sharedCss).toEqual([]);
});
