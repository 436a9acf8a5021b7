export default function ContactPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>ContactPage</h1>
    </section>
  );
}
