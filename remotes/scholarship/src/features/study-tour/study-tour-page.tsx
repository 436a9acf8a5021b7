export default function StudyTourPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>StudyTourPage</h1>
    </section>
  );
}
