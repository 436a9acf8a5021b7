import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { documentRootFixture } from '../testing';
import { endServerView, useHydrated } from './hydrated';

// These tests drive hydrateRoot and createRoot themselves, inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: boolean[] = [];

/** A control that is only worth showing with script, as the share buttons and the gallery are. */
function CopyControl() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return hydrated ? <button type="button">Salin tautan</button> : <a href="/salin">Salin tautan</a>;
}

const page = documentRootFixture();

beforeEach(() => {
  renders.length = 0;
});

function serverDocument() {
  page.fromTheServer();
  page.container.innerHTML = renderToString(<CopyControl />);
  renders.length = 0;
}

test('hydrating the server document meets the server HTML, then shows the control without a hydration error', () => {
  serverDocument();
  expect(page.container.innerHTML).toBe('<a href="/salin">Salin tautan</a>');
  const errors: unknown[] = [];
  act(() => {
    page.keep(hydrateRoot(page.container, <CopyControl />, { onRecoverableError: (error) => errors.push(error) }));
  });
  expect(errors).toEqual([]);
  expect(renders).toEqual([false, true]);
  expect(page.container.querySelector('button')?.textContent).toBe('Salin tautan');
  expect(page.container.querySelector('a')).toBeNull();
});

test('a component mounted after the first client navigation shows the control from its first render', () => {
  serverDocument();
  endServerView();
  page.container.innerHTML = '';
  act(() => {
    page.keep(createRoot(page.container)).render(<CopyControl />);
  });
  expect(renders).toEqual([true]);
});

test('without a server document (a static host) the control is there from the first render', () => {
  act(() => {
    page.keep(createRoot(page.container)).render(<CopyControl />);
  });
  expect(renders).toEqual([true]);
});
