export default function MerchandisePage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>MerchandisePage</h1>
    </section>
  );
}
