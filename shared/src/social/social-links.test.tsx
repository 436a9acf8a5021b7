import { render, screen, within } from '@testing-library/react';
import { SocialLinks } from './social-links';

it('lists every NIEC account under the name it is given, each opening in a new tab', () => {
  render(<SocialLinks label="Media sosial NIEC Indonesia" tone="onLight" />);
  const links = within(screen.getByRole('list', { name: 'Media sosial NIEC Indonesia' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Instagram (membuka tab baru)', 'https://www.instagram.com/niecindonesia'],
    ['Facebook (membuka tab baru)', 'https://www.facebook.com/niecindonesia'],
    ['YouTube (membuka tab baru)', 'https://www.youtube.com/@niecindonesia'],
    ['TikTok (membuka tab baru)', 'https://www.tiktok.com/@niecindonesia'],
    ['LinkedIn (membuka tab baru)', 'https://www.linkedin.com/company/niecindonesia'],
  ]);
  for (const link of links) expect(link).toHaveAttribute('target', '_blank');
});
