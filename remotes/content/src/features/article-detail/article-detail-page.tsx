export default function ArticleDetailPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>ArticleDetailPage</h1>
    </section>
  );
}
