import { Suspense, useEffect, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Await } from 'react-router-dom';
import type { RouteDataState } from '@niec/shared';
import { receivedState } from './late-parts';

interface Parcel {
  name: string;
  history: string[] | Promise<string[]>;
}

/** What of the page the browser has taken over (its effects ran), in order. */
let hydrated: string[] = [];

function Hydrated({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return children;
}

/** A page with a late part, as a remote writes it: <Await> inside Suspense, with its failed state. */
function Parcel({ parcel }: { parcel: Parcel }) {
  return (
    <section>
      <h1>{parcel.name}</h1>
      <Suspense fallback={<p>Memuat riwayat pengiriman...</p>}>
        <Await
          resolve={parcel.history}
          errorElement={
            <Hydrated name="failed">
              <p>Riwayat pengiriman belum dapat dimuat.</p>
            </Hydrated>
          }
        >
          {(events: string[]) => (
            <Hydrated name="history">
              <ol>
                {events.map((event) => (
                  <li key={event}>{event}</li>
                ))}
              </ol>
            </Hydrated>
          )}
        </Await>
      </Suspense>
    </section>
  );
}

const dataOf = (state: RouteDataState<unknown>): Parcel => {
  if (state.status !== 'success') throw new Error(`no data: ${state.status}`);
  return state.data as Parcel;
};

/** Hydrates `html` with the page given `parcel`, and what React reported as it did. */
function hydrate(html: string, parcel: Parcel): { container: HTMLElement; recoverable: unknown[] } {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  hydrated = [];
  // One synchronous pass, with no promise settling in between: a part must not need one to hydrate.
  act(() => {
    hydrateRoot(container, <Parcel parcel={parcel} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, recoverable };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a part the server sent as failed is failed again in the browser: its failed state hydrates the same HTML', () => {
  // What the server rendered once the part had failed (its errorElement), and what it sent with it.
  const html = renderToString(<Parcel parcel={{ name: 'Rizky', history: ['x'] }} />).replace(
    /<ol>[\s\S]*<\/ol>/,
    '<p>Riwayat pengiriman belum dapat dimuat.</p>',
  );
  const state = receivedState({
    status: 'success',
    data: { name: 'Rizky', history: null },
    error: undefined,
    failedParts: ['history'],
  });
  const parcel = dataOf(state);
  expect(parcel.history).toBeInstanceOf(Promise);
  const { container, recoverable } = hydrate(html, parcel);
  expect(recoverable).toEqual([]);
  // Hydrated at once, as the server rendered it: not a boundary left as server HTML until the promise settles.
  expect(hydrated).toEqual(['failed']);
  expect(container.textContent).toContain('Riwayat pengiriman belum dapat dimuat.');
  expect(container.textContent).not.toContain('Memuat riwayat pengiriman...');
});

test('a part the server sent with its value hydrates with it, never shown loading', () => {
  const sent = { name: 'Rizky', history: ['Paket diterima', 'Paket dijemput'] };
  const html = renderToString(<Parcel parcel={sent} />);
  const state = receivedState({ status: 'success', data: sent, error: undefined });
  const { container, recoverable } = hydrate(html, dataOf(state));
  expect(recoverable).toEqual([]);
  expect(hydrated).toEqual(['history']);
  expect(container.querySelectorAll('li')).toHaveLength(2);
  expect(container.textContent).not.toContain('Memuat');
});

test('a state without failed parts is given back as it came', () => {
  const sent: RouteDataState<unknown> = { status: 'not-found', data: undefined, error: undefined };
  expect(receivedState(sent)).toEqual(sent);
});
