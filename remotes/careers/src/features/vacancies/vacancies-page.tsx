export default function VacanciesPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>VacanciesPage</h1>
    </section>
  );
}
