import { act, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createBrowserRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { documentRootFixture } from '../testing';
import { StaticHtml } from './static-html';

// These tests drive hydrateRoot and createRoot themselves, inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Where() {
  const location = useLocation();
  return <output>{location.pathname}</output>;
}

function Content() {
  return (
    <>
      <StaticHtml as="footer" className="kaki">
        <p>Konsultan pendidikan luar negeri sejak 2010.</p>
        <Link to="/artikel">Artikel</Link>
        <a href="https://www.instagram.com/niec" target="_blank" rel="noopener noreferrer">
          Instagram
        </a>
      </StaticHtml>
      <Where />
    </>
  );
}

/** The content in the site's router: the browser's data router, as the host runs it. */
function Page() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Content /> }]));
  return <RouterProvider router={router} />;
}

const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
const page = documentRootFixture();

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

test('the server renders the content itself, so a visitor sees it before any script', () => {
  const html = renderToString(<Page />);
  expect(html).toContain('<footer class="kaki"><p>Konsultan pendidikan luar negeri sejak 2010.</p>');
  expect(html).toContain('<a href="/artikel" data-discover="true">Artikel</a>');
});

test('in a page the render server wrote, React hydrates the element and leaves its content as drawn', () => {
  page.container.innerHTML = renderToString(<Page />);
  const paragraph = page.container.querySelector('p')!;
  const errors: unknown[] = [];
  page.fromTheServer();
  act(() => {
    page.keep(hydrateRoot(page.container, <Page />, { onRecoverableError: (error) => errors.push(error) }));
  });
  expect(errors).toEqual([]);
  expect(page.container.querySelector('p')).toBe(paragraph);
  expect(paragraph).toHaveTextContent('Konsultan pendidikan luar negeri sejak 2010.');
  expect(hasFiber(page.container.querySelector('footer')!)).toBe(true);
  expect(hasFiber(paragraph)).toBe(false);

  // A same-site link in it still navigates in the page, as a Link does; another site's link is the browser's.
  const link = page.container.querySelector<HTMLAnchorElement>('a[href="/artikel"]')!;
  const external = page.container.querySelector<HTMLAnchorElement>('a[target="_blank"]')!;
  let externalPrevented = true;
  external.addEventListener('click', (event) => {
    externalPrevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot open a tab
  });
  act(() => external.click());
  expect(externalPrevented).toBe(false);
  expect(page.container.querySelector('output')).toHaveTextContent('/');

  const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  act(() => {
    link.dispatchEvent(withCtrl);
  });
  expect(page.container.querySelector('output')).toHaveTextContent(/^\/$/);

  const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    link.dispatchEvent(plain);
  });
  expect(plain.defaultPrevented).toBe(true);
  expect(page.container.querySelector('output')).toHaveTextContent('/artikel');
  expect(window.location.pathname).toBe('/artikel');
  expect(page.container.querySelector('p')).toBe(paragraph);
});

test('mounted in the browser (a client navigation, a static host) it renders its content', () => {
  page.fromTheServer();
  act(() => {
    page.keep(createRoot(page.container)).render(<Page />);
  });
  expect(page.container.querySelector('footer p')).toHaveTextContent('Konsultan pendidikan luar negeri sejak 2010.');
  expect(hasFiber(page.container.querySelector('footer p')!)).toBe(true);
});
