import { render, screen } from '@testing-library/react';
import { useAsync } from './use-async';

function Item({ id, load }: { id: number; load: (id: number, signal: AbortSignal) => Promise<string> }) {
  const state = useAsync((signal) => load(id, signal), [id]);
  if (state.status === 'loading') return <p>Loading...</p>;
  if (state.status === 'error') return <p>Gagal</p>;
  return <p>{state.data}</p>;
}

test('a slower earlier response never overwrites the newer one', async () => {
  const resolvers = new Map<number, (value: string) => void>();
  const load = (id: number) => new Promise<string>((resolve) => resolvers.set(id, resolve));
  const { rerender } = render(<Item id={1} load={load} />);
  rerender(<Item id={2} load={load} />);
  resolvers.get(2)?.('kedua');
  expect(await screen.findByText('kedua')).toBeInTheDocument();
  resolvers.get(1)?.('pertama');
  await new Promise((r) => setTimeout(r, 0));
  expect(screen.getByText('kedua')).toBeInTheDocument();
  expect(screen.queryByText('pertama')).not.toBeInTheDocument();
});

test('a failed load ends in the error state', async () => {
  render(<Item id={1} load={() => Promise.reject(new Error('500'))} />);
  expect(await screen.findByText('Gagal')).toBeInTheDocument();
});
