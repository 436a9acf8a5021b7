export default function ArticlesPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>ArticlesPage</h1>
    </section>
  );
}
