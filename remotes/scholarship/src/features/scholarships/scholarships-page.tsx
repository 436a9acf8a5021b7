export default function ScholarshipsPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>ScholarshipsPage</h1>
    </section>
  );
}
