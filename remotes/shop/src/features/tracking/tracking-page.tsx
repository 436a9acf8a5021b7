export default function TrackingPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>TrackingPage</h1>
    </section>
  );
}
