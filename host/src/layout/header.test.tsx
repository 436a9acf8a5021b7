import { screen, waitFor } from '@testing-library/react';
import { applyTestConfig, renderRoute } from '@niec/shared/testing';
import { Header } from './header';
import { WHATSAPP_DEFAULT_SUBJECT, whatsappHref } from './whatsapp';

jest.mock('../federation/load-remote', () => ({ prefetchPath: jest.fn() }));

const CHAT = 'https://wa.me/6281234567890';
/** The message of the header's WhatsApp link. */
const messageOf = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '').searchParams.get('text');
const whatsappLink = () => screen.getByRole('link', { name: 'Hubungi kami via WhatsApp (membuka tab baru)' });

beforeEach(() => {
  applyTestConfig({ whatsappUrl: CHAT });
});

test("the header's WhatsApp message names the page on screen, and follows its title", async () => {
  document.title = 'Panduan Beasiswa Australia Awards 2027 | NIEC Indonesia';
  renderRoute(<Header />, { url: '/artikeldetail/panduan-beasiswa' });
  expect(whatsappLink()).toHaveAttribute(
    'href',
    `${CHAT}?text=Halo%20NIEC%2C%20saya%20ingin%20bertanya%20tentang%20Panduan%20Beasiswa%20Australia%20Awards%202027`,
  );
  // The next page sets its title (usePageMeta): the link follows.
  document.title = 'Education Consultant | NIEC Indonesia';
  await waitFor(() =>
    expect(messageOf(whatsappLink())).toBe('Halo NIEC, saya ingin bertanya tentang Education Consultant'),
  );
});

test('on the home page it asks about NIEC in general', () => {
  document.title = 'Konsultan Pendidikan Luar Negeri | NIEC Indonesia';
  renderRoute(<Header />, { url: '/' });
  expect(messageOf(whatsappLink())).toBe(`Halo NIEC, saya ingin bertanya tentang ${WHATSAPP_DEFAULT_SUBJECT}`);
});

describe('whatsappHref', () => {
  it('cuts a long title at 80 characters, so the link stays short', () => {
    const title = `Beasiswa ${'sangat '.repeat(60)}panjang`;
    const href = whatsappHref(CHAT, '/artikeldetail/x', `${title} | NIEC Indonesia`);
    const message = new URL(href).searchParams.get('text') ?? '';
    expect(message).toBe(`Halo NIEC, saya ingin bertanya tentang ${title.slice(0, 80)}`);
    expect(href.length).toBeLessThan(400);
    // A character outside the BMP is never cut in half.
    const emoji = `${'a'.repeat(79)}🎓 lagi | NIEC Indonesia`;
    expect(new URL(whatsappHref(CHAT, '/x', emoji)).searchParams.get('text')).toMatch(/a🎓$/u);
  });

  it('encodes every character a link would misread', () => {
    expect(whatsappHref(CHAT, '/x', `Tips & "trik" Kuliah: Let's go #1? | NIEC Indonesia`)).toBe(
      `${CHAT}?text=Halo%20NIEC%2C%20saya%20ingin%20bertanya%20tentang%20Tips%20%26%20%22trik%22%20Kuliah%3A%20Let's%20go%20%231%3F`,
    );
  });

  it("asks about NIEC in general on the home page, and for a title that is not a page's", () => {
    const general = `${CHAT}?text=${encodeURIComponent(`Halo NIEC, saya ingin bertanya tentang ${WHATSAPP_DEFAULT_SUBJECT}`)}`;
    expect(whatsappHref(CHAT, '/', 'Konsultan Pendidikan | NIEC Indonesia')).toBe(general);
    expect(whatsappHref(CHAT, '/about', 'NIEC Indonesia')).toBe(general);
    expect(whatsappHref(CHAT, '/about', 'NIEC Indonesia | Konsultan Pendidikan Luar Negeri')).toBe(general);
  });
});
