import { act } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { BOOT_SCRIPT_ID } from '../data/boot';
import { StaticHtml } from './static-html';

// These tests drive hydrateRoot and createRoot themselves, inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Where() {
  const location = useLocation();
  return <output>{location.pathname}</output>;
}

function Page() {
  return (
    <BrowserRouter>
      <StaticHtml as="footer" className="kaki">
        <p>Konsultan pendidikan luar negeri sejak 2010.</p>
        <Link to="/artikel">Artikel</Link>
        <a href="https://www.instagram.com/niec" target="_blank" rel="noopener noreferrer">
          Instagram
        </a>
      </StaticHtml>
      <Where />
    </BrowserRouter>
  );
}

const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
let root: Root | null = null;
let container: HTMLElement;

/** What the render server writes into every page it renders, beside the root. */
function serverBootData() {
  const script = document.createElement('script');
  script.id = BOOT_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = '{}';
  document.body.append(script);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  document.getElementById(BOOT_SCRIPT_ID)?.remove();
});

test('the server renders the content itself, so a visitor sees it before any script', () => {
  const html = renderToString(<Page />);
  expect(html).toContain('<footer class="kaki"><p>Konsultan pendidikan luar negeri sejak 2010.</p>');
  expect(html).toContain('<a href="/artikel" data-discover="true">Artikel</a>');
});

test('in a page the render server wrote, React hydrates the element and leaves its content as drawn', () => {
  container.innerHTML = renderToString(<Page />);
  const paragraph = container.querySelector('p')!;
  const errors: unknown[] = [];
  serverBootData();
  act(() => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('p')).toBe(paragraph);
  expect(paragraph).toHaveTextContent('Konsultan pendidikan luar negeri sejak 2010.');
  expect(hasFiber(container.querySelector('footer')!)).toBe(true);
  expect(hasFiber(paragraph)).toBe(false);

  // A same-site link in it still navigates in the page, as a Link does; another site's link is the browser's.
  const link = container.querySelector<HTMLAnchorElement>('a[href="/artikel"]')!;
  const external = container.querySelector<HTMLAnchorElement>('a[target="_blank"]')!;
  let externalPrevented = true;
  external.addEventListener('click', (event) => {
    externalPrevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot open a tab
  });
  act(() => external.click());
  expect(externalPrevented).toBe(false);
  expect(container.querySelector('output')).toHaveTextContent('/');

  const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  act(() => {
    link.dispatchEvent(withCtrl);
  });
  expect(container.querySelector('output')).toHaveTextContent(/^\/$/);

  const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    link.dispatchEvent(plain);
  });
  expect(plain.defaultPrevented).toBe(true);
  expect(container.querySelector('output')).toHaveTextContent('/artikel');
  expect(window.location.pathname).toBe('/artikel');
  expect(container.querySelector('p')).toBe(paragraph);
});

test('mounted in the browser (a client navigation, a static host) it renders its content', () => {
  serverBootData();
  act(() => {
    root = createRoot(container);
    root.render(<Page />);
  });
  expect(container.querySelector('footer p')).toHaveTextContent('Konsultan pendidikan luar negeri sejak 2010.');
  expect(hasFiber(container.querySelector('footer p')!)).toBe(true);
});
