import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { HeadCollectorContext, headTags, type PageMeta } from '@niec/shared';
import userEvent from '@testing-library/user-event';
import { applyTestConfig, currentUrl, loaderArgs, renderServerHead, routeElement } from '@niec/shared/testing';
import { renderOnServerThenHydrate } from '../../test/hydrate';
// The guides' own data: the figures the comparison must show, read from the same files, never retyped here.
import { guide as australia } from '../country/data/aus';
import { guide as germany } from '../country/data/ger';
import { guide as hungary } from '../country/data/hun';
import { loadCompare } from './compare.loader';
import ComparePage from './compare-page';

async function pageAt(url: string) {
  const result = await loadCompare(loaderArgs({}, new URL(url, 'https://niec.test').search));
  if (result.kind !== 'data') throw new Error('no data');
  return routeElement({ '/bandingkan-negara': <ComparePage /> }, { url, routeData: { data: result.data } }).element;
}

beforeEach(() => applyTestConfig());

test('the loader reads two to four known codes, in either query form, and ignores unknown ones', async () => {
  const load = async (search: string) => {
    const result = await loadCompare(loaderArgs({}, search));
    if (result.kind !== 'data') throw new Error('no data');
    return result.data;
  };
  expect((await load('?negara=aus,ger')).countries.map((c) => c.name)).toEqual(['Australia', 'Jerman']);
  expect((await load('?negara=aus&negara=ger&negara=xyz')).chosen).toEqual(['aus', 'ger']);
  expect(await load('?negara=aus')).toEqual({ chosen: ['aus'], tooMany: false, countries: [] });
  const five = await load('?negara=aus,ger,jpn,kor,usa');
  expect(five.chosen).toEqual(['aus', 'ger', 'jpn', 'kor']);
  expect(five.tooMany).toBe(true);
});

test("the server's HTML holds each chosen guide's figures as written and per month, in an accessible table", async () => {
  const { html, problems } = await renderOnServerThenHydrate(
    await pageAt('/bandingkan-negara?negara=aus,ger'),
    (page) => {
      const table = within(page).getByRole('table', { name: /Perbandingan Australia dan Jerman/ });
      const columns = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      expect(columns).toEqual(['Australia', 'Jerman']);
      const housing = within(table).getByRole('row', { name: /^Tempat tinggal/ });
      // Australia: 'Sekitar Rp 1,2 juta per minggu' → × 52 / 12 = Rp 5,2 juta per month.
      expect(housing).toHaveTextContent(
        `${australia.costs.housing.prefix} ${australia.costs.housing.amount} per minggu`,
      );
      expect(housing).toHaveTextContent('± Rp 5,2 juta per bulan');
      expect(housing).toHaveTextContent(`${germany.costs.housing.amount} per ${germany.costs.housing.period}`);
      const cities = within(table).getByRole('row', { name: /^Kota utama/ });
      for (const city of [...australia.cities, ...germany.cities]) expect(cities).toHaveTextContent(city.title);
      const types = within(table).getByRole('row', { name: /^Jenis kampus/ });
      for (const campus of germany.campusTypes) expect(types).toHaveTextContent(campus.type);
      const levels = within(table).getByRole('row', { name: /^Jenjang/ });
      for (const campus of australia.campusTypes) expect(levels).toHaveTextContent(campus.levels);
    },
  );
  expect(problems).toEqual([]);
  // Every cost of both guides, as the guide writes it, is in the HTML the server sends.
  for (const guide of [australia, germany]) {
    for (const cost of Object.values(guide.costs)) expect(html).toContain(cost.amount);
  }
  expect(html).toContain('tidak ada konversi kurs');
});

test('a guide that already gives a figure per month is shown as written, not converted', async () => {
  render(await pageAt('/bandingkan-negara?negara=hun,aus'));
  const table = screen.getByRole('table');
  const partTime = within(table).getByRole('row', { name: /^Gaji part-time/ });
  expect(hungary.costs.partTime.period).toBe('bulan');
  expect(partTime).toHaveTextContent(`${hungary.costs.partTime.amount} per bulan`);
  expect(partTime).toHaveTextContent('sesuai panduan');
});

test('title, description, canonical and link-preview card name the chosen countries', async () => {
  const url = '/bandingkan-negara?negara=ger,aus,jpn&utm_source=wa';
  const element = await pageAt(url);
  const head = renderServerHead(element);
  expect(head.title).toBe('Bandingkan Jerman, Australia dan Jepang | NIEC Indonesia');
  expect(head.description).toContain('Jerman, Australia dan Jepang');
  let meta: PageMeta | null = null;
  renderToString(
    <HeadCollectorContext.Provider value={{ collect: (next) => void (meta = next) }}>
      {element}
    </HeadCollectorContext.Provider>,
  );
  const tags = headTags(meta!, `https://niec.test${url}`);
  const find = (key: string) =>
    tags.find((t) => (t.tag === 'link' ? t.rel === key : t.key === key)) as { href?: string; content?: string };
  expect(find('canonical').href).toBe('https://niec.test/bandingkan-negara?negara=aus,jpn,ger');
  // The render server draws this card from the page's title at that URL (host/server/og).
  expect(find('og:image').content).toBe('https://niec.test/og/bandingkan-negara.png?negara=aus,jpn,ger');
});

test('the picker is a GET form of checkboxes named negara, so it works without JavaScript', async () => {
  const { html } = await renderOnServerThenHydrate(await pageAt('/bandingkan-negara?negara=aus'));
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const form = doc.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('get');
  expect(form.getAttribute('action')).toBe('/bandingkan-negara');
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox][name=negara]')];
  expect(boxes).toHaveLength(12);
  expect(boxes.filter((b) => b.checked).map((b) => b.value)).toEqual(['aus']);
  expect(doc.body.textContent).toContain('Pilih minimal satu negara lagi');
});

test('after hydration the form navigates to the short URL ?negara=aus,ger', async () => {
  const user = userEvent.setup();
  render(await pageAt('/bandingkan-negara'));
  await user.click(screen.getByRole('checkbox', { name: 'Jerman' }));
  await user.click(screen.getByRole('checkbox', { name: 'Australia' }));
  await user.click(screen.getByRole('button', { name: 'Bandingkan' }));
  expect(currentUrl()).toBe('/bandingkan-negara?negara=aus,ger');
});
