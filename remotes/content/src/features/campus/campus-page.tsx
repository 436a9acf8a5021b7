export default function CampusPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>CampusPage</h1>
    </section>
  );
}
