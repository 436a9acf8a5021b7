export default function AboutPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>AboutPage</h1>
    </section>
  );
}
