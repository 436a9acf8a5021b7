import { pageUrlOf } from './page-url';

describe('pageUrlOf', () => {
  it('keeps a URL whose query keys its route reads, as written', () => {
    expect(pageUrlOf('/artikel?kategori=Berita&page=2')).toBe('/artikel?kategori=Berita&page=2');
    expect(pageUrlOf('/bandingkan-negara?negara=aus,ger')).toBe('/bandingkan-negara?negara=aus,ger');
    expect(pageUrlOf('/scholarship?country=AU&country=NZ&q=')).toBe('/scholarship?country=AU&country=NZ&q=');
    expect(pageUrlOf('/about')).toBe('/about');
  });

  it('drops every key the page does not read', () => {
    expect(pageUrlOf('/artikel?utm_source=wa&page=2&x=1')).toBe('/artikel?page=2');
    expect(pageUrlOf('/about?fbclid=abc')).toBe('/about');
    expect(pageUrlOf('/campus/melbourne?tab=biaya&r=123')).toBe('/campus/melbourne?tab=biaya');
    expect(pageUrlOf('/tidak-ada?x=1')).toBe('/tidak-ada');
  });

  it("keeps a private page's whole query (nothing keeps it)", () => {
    expect(pageUrlOf('/merchandise/checkout?a=1')).toBe('/merchandise/checkout?a=1');
  });
});
