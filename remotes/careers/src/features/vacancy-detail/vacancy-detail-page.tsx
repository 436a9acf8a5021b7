export default function VacancyDetailPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>VacancyDetailPage</h1>
    </section>
  );
}
