export default function SingarajaPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>SingarajaPage</h1>
    </section>
  );
}
