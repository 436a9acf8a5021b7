import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BOOT_SCRIPT_ID } from '../data/boot';
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

let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  renders.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  document.getElementById(BOOT_SCRIPT_ID)?.remove();
});

function serverDocument() {
  const script = document.createElement('script');
  script.id = BOOT_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = '{}';
  document.body.append(script);
  container.innerHTML = renderToString(<CopyControl />);
  renders.length = 0;
}

test('hydrating the server document meets the server HTML, then shows the control without a hydration error', () => {
  serverDocument();
  expect(container.innerHTML).toBe('<a href="/salin">Salin tautan</a>');
  const errors: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, <CopyControl />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(renders).toEqual([false, true]);
  expect(container.querySelector('button')?.textContent).toBe('Salin tautan');
  expect(container.querySelector('a')).toBeNull();
});

test('a component mounted after the first client navigation shows the control from its first render', () => {
  serverDocument();
  endServerView();
  container.innerHTML = '';
  act(() => {
    root = createRoot(container);
    root.render(<CopyControl />);
  });
  expect(renders).toEqual([true]);
});

test('without a server document (a static host) the control is there from the first render', () => {
  act(() => {
    root = createRoot(container);
    root.render(<CopyControl />);
  });
  expect(renders).toEqual([true]);
});
