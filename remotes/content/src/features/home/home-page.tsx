export default function HomePage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>HomePage</h1>
    </section>
  );
}
