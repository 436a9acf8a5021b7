import { CSS_REST_PATH, PRELOAD_LIST_ID, writeStylesheetRests } from './after-paint';

const home = 'https://content.niec.example/page-home.2.css';

function documentWithCuts() {
  document.head.innerHTML =
    '<style data-cut="/575.a.css">.header{top:0}</style>' +
    `<style data-cut="${home}">.hero{color:red}</style>` +
    `<script type="application/json" id="${PRELOAD_LIST_ID}">${JSON.stringify([
      { href: '/575.a.css', as: 'stylesheet', cors: false, used: 'Aw' },
      { href: home, as: 'stylesheet', cors: true, used: 'AQ' },
      { href: 'https://content.niec.example/remoteEntry.js', as: 'script', cors: false },
    ])}</script>`;
}

/** The head's stylesheets in order: a style by what names it and its text, a link by its href. */
const headSheets = () =>
  [...document.head.querySelectorAll('style, link')].map((element) =>
    element instanceof HTMLLinkElement
      ? `link ${element.getAttribute('href')}`
      : `style ${(element as HTMLElement).dataset.cut ?? (element as HTMLElement).dataset.href ?? ''} ${element.textContent}`,
  );

const settle = async () => {
  for (let i = 0; i < 20; i += 1) {
    jest.runOnlyPendingTimers();
    await Promise.resolve();
  }
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('each cut file is marked loaded for its chunk loader at once, and its rest comes in one request, after its cut', async () => {
  documentWithCuts();
  const fetch = jest.fn((url: string) => {
    void url;
    return Promise.resolve({
      ok: true,
      json: () => Promise.resolve({ '/575.a.css': ['.dialog{top:1}', '.modal{top:2}'], [home]: [''] }),
    });
  });
  Object.assign(window, { fetch });
  writeStylesheetRests();
  expect(headSheets()).toEqual([
    'style /575.a.css .header{top:0}',
    'style http://localhost/575.a.css ',
    `style ${home} .hero{color:red}`,
    `style ${home} `,
  ]);
  expect(fetch.mock.calls.map(([url]) => url)).toEqual([
    `${CSS_REST_PATH}?f=%2F575.a.css&u=Aw&f=${encodeURIComponent(home)}&u=AQ`,
  ]);
  await settle();
  expect(headSheets()).toEqual([
    'style /575.a.css .header{top:0}',
    'style http://localhost/575.a.css ',
    'style  .dialog{top:1}',
    'style  .modal{top:2}',
    `style ${home} .hero{color:red}`,
    `style ${home} `,
    'style  ',
  ]);
});

test('a rest the render server cannot give is had by linking the whole file before its cut', async () => {
  documentWithCuts();
  Object.assign(window, { fetch: jest.fn(() => Promise.reject(new Error('offline'))) });
  writeStylesheetRests();
  await settle();
  expect(headSheets()).toEqual([
    'link /575.a.css',
    'style /575.a.css .header{top:0}',
    'style http://localhost/575.a.css ',
    `link ${home}`,
    `style ${home} .hero{color:red}`,
    `style ${home} `,
  ]);
});

test('a page without cut stylesheets asks for nothing', () => {
  document.head.innerHTML = '';
  const fetch = jest.fn();
  Object.assign(window, { fetch });
  writeStylesheetRests();
  expect(fetch).not.toHaveBeenCalled();
});
