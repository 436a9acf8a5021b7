import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel' | 'aria-label'
> {
  href: string;
  children: ReactNode;
  /** What the link is, before 'membuka tab baru' in its hidden note: '(WhatsApp, membuka tab baru)'. */
  kind?: string;
  /** The link's whole accessible name when its content is an icon: 'membuka tab baru' is added to it. */
  label?: string;
}

/** A link to another site: it opens in a new tab, and says so to screen readers ('(membuka tab baru)'). */
export function ExternalLink({ children, kind, label, ...anchor }: ExternalLinkProps) {
  const note = kind ? `${kind}, membuka tab baru` : 'membuka tab baru';
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} (${note})` : undefined}>
      {children}
      {label ? null : <span className="visually-hidden"> ({note})</span>}
    </a>
  );
}
