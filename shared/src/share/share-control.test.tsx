import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE, ShareControl } from './share-control';
import { HeadCollectorContext } from '@niec/shared';
import { addServerBootData, renderRoute, routeElement } from '../testing';

const TITLE = 'Panduan Beasiswa Australia Awards 2027';
const URL_OF_PAGE = 'http://localhost/artikeldetail/panduan-beasiswa';
const EXPECTED = {
  WhatsApp:
    'https://wa.me/?text=Panduan%20Beasiswa%20Australia%20Awards%202027%0Ahttp%3A%2F%2Flocalhost%2Fartikeldetail%2Fpanduan-beasiswa',
  Facebook: 'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2Fartikeldetail%2Fpanduan-beasiswa',
  X: 'https://x.com/intent/tweet?text=Panduan%20Beasiswa%20Australia%20Awards%202027&url=http%3A%2F%2Flocalhost%2Fartikeldetail%2Fpanduan-beasiswa',
};

const at = (url: string, ui: React.ReactNode) => renderRoute(ui, { url });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  document.head.innerHTML = '';
});

describe('the share links', () => {
  it('links to WhatsApp, Facebook and X with the title and the canonical URL (the query left out), each in a new tab', () => {
    at('/artikeldetail/panduan-beasiswa?utm_source=wa', <ShareControl title={TITLE} label="Bagikan artikel ini" />);
    const group = screen.getByRole('group', { name: 'Bagikan artikel ini' });
    for (const [network, href] of Object.entries(EXPECTED)) {
      const link = within(group).getByRole('link', { name: `Bagikan ke ${network} (membuka tab baru)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("shares what a path names (a tour's card on its page), on the origin of the page's canonical link", () => {
    document.head.innerHTML = '<link rel="canonical" href="https://niec.example/study_tour?page=2" />';
    at('/study_tour?page=2', <ShareControl title="Study Tour Tokyo" path="/study_tour?page=2#tour-7" compact />);
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://niec.example/study_tour?page=2#tour-7')}`,
    );
  });
});

describe('where the browser has a share sheet (Web Share API)', () => {
  it('offers the same links and copy button as everywhere: nothing is swapped once the page runs', () => {
    Object.defineProperty(navigator, 'share', { value: jest.fn(), configurable: true });
    at('/artikeldetail/panduan-beasiswa', <ShareControl title={TITLE} label="Bagikan artikel ini" />);
    const group = screen.getByRole('group', { name: 'Bagikan artikel ini' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Bagikan ke WhatsApp (membuka tab baru)',
      'Bagikan ke Facebook (membuka tab baru)',
      'Bagikan ke X (membuka tab baru)',
    ]);
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Salin tautan']);
  });
});

describe("'Salin tautan'", () => {
  it('copies the URL and says so in a polite live region', async () => {
    const user = userEvent.setup();
    at('/artikeldetail/panduan-beasiswa', <ShareControl title={TITLE} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Salin tautan' }));
    expect(await navigator.clipboard.readText()).toBe(URL_OF_PAGE);
    expect(status).toHaveTextContent(COPIED_MESSAGE);
  });

  it('shows the link, selected, to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    at('/artikeldetail/panduan-beasiswa', <ShareControl title={TITLE} />);
    await user.click(screen.getByRole('button', { name: 'Salin tautan' }));
    expect(screen.getByRole('status')).toHaveTextContent(COPY_FAILED_MESSAGE);
    const field = screen.getByRole('textbox', { name: 'Tautan untuk disalin' });
    expect(field).toHaveValue(URL_OF_PAGE);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
  });
});

describe('on the server', () => {
  it('renders the links on the origin of the request, and the copy button hidden where no script runs', () => {
    // What the render server writes is what the browser hydrates: a document that carries the boot data.
    const removeBootData = addServerBootData();
    const html = renderToString(
      <HeadCollectorContext.Provider value={{ collect: () => undefined, origin: 'https://niec.example' }}>
        {routeElement(<ShareControl title="Kaos NIEC" />, { url: '/MerchandiseDetail/NIEC-001' }).element}
      </HeadCollectorContext.Provider>,
    );
    expect(html).toContain(
      `href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://niec.example/MerchandiseDetail/NIEC-001')}"`,
    );
    expect(html).toContain(
      'href="https://wa.me/?text=Kaos%20NIEC%0Ahttps%3A%2F%2Fniec.example%2FMerchandiseDetail%2FNIEC-001"',
    );
    expect(html).toContain('(membuka tab baru)');
    // The same controls the browser hydrates; the stylesheet hides the button under `@media (scripting: none)`.
    expect(html).toMatch(/<button[^>]*class="[^"]*scripted[^"]*"[^>]*>.*Salin tautan<\/span><\/button>/);
    removeBootData();
  });
});
