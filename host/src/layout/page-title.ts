import { createContext } from 'react';
import { formatTitle } from '@niec/shared';

/** The document's title as the browser's document.title reads it: whitespace collapsed and trimmed. */
export const documentTitleOf = (pageTitle: string): string =>
  formatTitle(pageTitle)
    .replace(/[\t\n\f\r ]+/g, ' ')
    .trim();

/**
 * The page's title for the header, on the server. The header renders before the page, whose title (usePageMeta)
 * is known only once the page has rendered; so the header's WhatsApp link (whatsapp-link.tsx) waits for it
 * within the header's boundary (layout.tsx), while the rest of the header renders in order: the render settles
 * the title when the shell is ready, the link renders with it, and the render sends the document only then,
 * with the header complete in place (host/src/render/render.tsx). In the browser there is none: the link reads
 * document.title, the same title, from the server's <title> when it hydrates.
 */
export class PageTitleGate {
  /** The title, settled once; the same promise on every read, so React's use() finds it settled on its retry. */
  readonly title: Promise<string>;
  private settleTitle!: (title: string) => void;
  private asked = false;
  private rendered = false;
  private onRendered: (() => void) | null = null;

  constructor() {
    this.title = new Promise((resolve) => {
      this.settleTitle = resolve;
    });
  }

  /** The header asks for the title (it suspends until the title is settled). */
  read(): Promise<string> {
    this.asked = true;
    return this.title;
  }

  /** The header has rendered with the title. */
  markRendered(): void {
    this.rendered = true;
    this.onRendered?.();
  }

  /**
   * Settles the title; resolves once the header has rendered with it, or at once when no header asked for it (a
   * page without the site's layout). Called when the shell is ready, so the header has asked by then if it renders.
   */
  settle(documentTitle: string): Promise<void> {
    this.settleTitle(documentTitle);
    if (!this.asked || this.rendered) return Promise.resolve();
    return new Promise((resolve) => {
      this.onRendered = resolve;
    });
  }
}

/** The server's gate of the page's title; null in the browser (and wherever the header reads document.title). */
export const PageTitleContext = createContext<PageTitleGate | null>(null);
