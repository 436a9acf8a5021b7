export default function CountryPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>CountryPage</h1>
    </section>
  );
}
