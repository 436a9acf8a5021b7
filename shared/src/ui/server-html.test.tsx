import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { documentRootFixture } from '../testing';
import { SERVER_HTML_KEPT, useServerHtmlKept } from './server-html';

// These tests drive hydrateRoot and createRoot themselves, inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An element that shows `text`, as StaticHtml and SafeHtml do with what they were given. */
function Kept({ text }: { text: string }) {
  const keep = useServerHtmlKept(text);
  if (keep) return <section className="isi" {...SERVER_HTML_KEPT} />;
  return (
    <section className="isi">
      <p>{text}</p>
    </section>
  );
}

const page = documentRootFixture();
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

function hydrate(element: ReactElement): { root: Root; errors: unknown[] } {
  const errors: unknown[] = [];
  let root: Root | null = null;
  act(() => {
    root = page.keep(hydrateRoot(page.container, element, { onRecoverableError: (error) => errors.push(error) }));
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return { root, errors };
}

test("hydrating the render server's document keeps its HTML node for node, without a mismatch warning", () => {
  page.container.innerHTML = renderToString(<Kept text="Kuliah di Australia" />);
  const paragraph = page.container.querySelector('p');
  page.fromTheServer();
  const { errors } = hydrate(<Kept text="Kuliah di Australia" />);
  expect(errors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(page.container.querySelector('p')).toBe(paragraph);
  expect(page.container.innerHTML).toBe('<section class="isi"><p>Kuliah di Australia</p></section>');
});

test('given other content once hydrated (another record), the element renders that content', () => {
  page.container.innerHTML = renderToString(<Kept text="Kuliah di Australia" />);
  page.fromTheServer();
  const { root } = hydrate(<Kept text="Kuliah di Australia" />);
  act(() => root.render(<Kept text="Kuliah di Jepang" />));
  expect(page.container.querySelector('p')).toHaveTextContent('Kuliah di Jepang');
});

test('mounted in the browser (a client navigation) the element renders its content', () => {
  page.fromTheServer();
  act(() => {
    page.keep(createRoot(page.container)).render(<Kept text="Kuliah di Jepang" />);
  });
  expect(page.container.innerHTML).toBe('<section class="isi"><p>Kuliah di Jepang</p></section>');
});

test('in markup the render server did not write (a static host), hydration renders the content', () => {
  page.container.innerHTML = renderToString(<Kept text="Kuliah di Australia" />);
  const { errors } = hydrate(<Kept text="Kuliah di Australia" />);
  expect(errors).toEqual([]);
  expect(page.container.querySelector('p')).toHaveTextContent('Kuliah di Australia');
});
