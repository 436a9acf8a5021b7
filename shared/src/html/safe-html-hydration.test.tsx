import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import type DOMPurify from 'dompurify';
import { documentRootFixture } from '../testing';
import { SafeHtml } from './sanitize';

// These tests drive hydrateRoot themselves, inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// DOMPurify is imported by the sanitiser the first time something needs it: this records when.
const imported: string[] = [];
jest.mock('dompurify', () => {
  imported.push('dompurify');
  return jest.requireActual<typeof DOMPurify>('dompurify');
});

const page = documentRootFixture();

// What the render server wrote for an itinerary: API HTML it sanitised (its <script> and onclick are gone).
const API_HTML = '<p onclick="steal()">Hari 1: Sydney</p><script>steal()</script>';
const SERVER_MARKUP = '<div class="itinerary"><p>Hari 1: Sydney</p></div>';

function Itinerary({ html }: { html: string }) {
  return <SafeHtml className="itinerary" html={html} />;
}

test("hydrating the server's document keeps its sanitised HTML, without downloading or running the sanitiser", () => {
  page.fromTheServer();
  page.container.innerHTML = SERVER_MARKUP;
  const paragraph = page.container.querySelector('p');
  const errors: unknown[] = [];
  act(() => {
    page.keep(
      hydrateRoot(page.container, <Itinerary html={API_HTML} />, { onRecoverableError: (e) => errors.push(e) }),
    );
  });
  expect(errors).toEqual([]);
  expect(page.container.innerHTML).toBe(SERVER_MARKUP);
  // The same node: React neither rewrote nor re-rendered the server's HTML.
  expect(page.container.querySelector('p')).toBe(paragraph);
  expect(imported).toEqual([]);
});

test('given other HTML once hydrated (another record), it sanitises that', async () => {
  page.fromTheServer();
  page.container.innerHTML = SERVER_MARKUP;
  let root: Root | null = null;
  act(() => {
    root = page.keep(hydrateRoot(page.container, <Itinerary html={API_HTML} />));
  });
  act(() => {
    root?.render(<Itinerary html={'<p>Hari 2: Melbourne</p><img src="x" onerror="steal()">'} />);
  });
  await waitFor(() => expect(page.container.querySelector('p')?.textContent).toBe('Hari 2: Melbourne'));
  expect(imported).toEqual(['dompurify']);
  expect(page.container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  expect(page.container.querySelector('.itinerary')?.getAttribute('aria-busy')).toBeNull();
});
