export default function CheckoutPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>CheckoutPage</h1>
    </section>
  );
}
