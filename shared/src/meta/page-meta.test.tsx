import { render } from '@testing-library/react';
import { applyPageMeta, headTags, ogImageUrl, usePageMeta, type PageMeta } from './page-meta';

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('the head a page sets', () => {
  it('names a PNG card of 1200×630 as its preview image, with the canonical URL and the locale', () => {
    const tags = headTags(
      { title: 'Kuliah Gratis di Jerman', description: 'Panduan', type: 'article', image: 'http://api/x.svg' },
      'https://niec.test/artikeldetail/kuliah-gratis?utm_source=wa',
    );
    const byKey = Object.fromEntries(
      tags.map((tag) => (tag.tag === 'meta' ? [tag.key, tag.content] : [tag.rel, tag.href])),
    );
    expect(byKey).toMatchObject({
      canonical: 'https://niec.test/artikeldetail/kuliah-gratis',
      'og:url': 'https://niec.test/artikeldetail/kuliah-gratis',
      'og:image': 'https://niec.test/og/artikeldetail/kuliah-gratis.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:locale': 'id_ID',
      'og:site_name': 'NIEC Indonesia',
      'og:type': 'article',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://niec.test/og/artikeldetail/kuliah-gratis.png',
    });
    expect(byKey.robots).toBeUndefined();
    expect(ogImageUrl('https://niec.test/')).toBe('https://niec.test/og/index.png');
    expect(ogImageUrl('https://niec.test/bandingkan-negara?negara=aus,ger')).toBe(
      'https://niec.test/og/bandingkan-negara.png?negara=aus,ger',
    );
  });

  it('marks search results and private pages noindex, and keeps a list page its own canonical', () => {
    const search = headTags({ title: 'Artikel', noindex: true }, 'https://niec.test/artikel?q=visa');
    expect(search).toContainEqual({ tag: 'meta', attr: 'name', key: 'robots', content: 'noindex' });
    const page3 = headTags({ title: 'Artikel', canonical: '/artikel?page=3' }, 'https://niec.test/artikel?page=3');
    expect(page3).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://niec.test/artikel?page=3' });
  });

  it('replaces the previous page head and structured data on client navigation', () => {
    document.head.innerHTML =
      '<meta property="og:title" content="server"><script type="application/ld+json" data-page>{}</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    const first: PageMeta = {
      title: 'Produk A',
      noindex: true,
      structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'A </script>' }],
    };
    applyPageMeta(first);
    expect(document.title).toBe('Produk A | NIEC Indonesia');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
    const pageItems = document.head.querySelectorAll('script[type="application/ld+json"][data-page]');
    expect(pageItems).toHaveLength(1);
    expect(pageItems[0]?.textContent).not.toContain('</script>');
    expect(JSON.parse(pageItems[0]?.textContent ?? '')).toMatchObject({ '@type': 'Product', name: 'A </script>' });

    applyPageMeta({ title: 'Kontak' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('script[type="application/ld+json"][data-page]')).toHaveLength(0);
    // The Organization of every page stays.
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });

  it('applies the meta of the page being shown once per change', () => {
    function Page({ title }: { title: string }) {
      usePageMeta({ title, structuredData: [{ '@type': 'Thing', name: title }] });
      return null;
    }
    const { rerender } = render(<Page title="Satu" />);
    expect(document.title).toBe('Satu | NIEC Indonesia');
    rerender(<Page title="Dua" />);
    expect(document.title).toBe('Dua | NIEC Indonesia');
    expect(document.head.querySelectorAll('script[data-page]')).toHaveLength(1);
  });
});
