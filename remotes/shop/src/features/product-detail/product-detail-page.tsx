export default function ProductDetailPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>ProductDetailPage</h1>
    </section>
  );
}
