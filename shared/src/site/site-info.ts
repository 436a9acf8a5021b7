/** The consultancy's public channels, shown by the host's footer and the content remote's contact pages. */
export interface ExternalLink {
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly ExternalLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/niecindonesia' },
  { label: 'Facebook', href: 'https://www.facebook.com/niecindonesia' },
  { label: 'YouTube', href: 'https://www.youtube.com/@niecindonesia' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@niecindonesia' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/niecindonesia' },
];

export const CONTACT_EMAIL = 'info@niecindonesia.com';
