import { use, useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { ExternalLink, getConfig } from '@niec/shared';
import { PageTitleContext } from './page-title';
import { whatsappHref } from './whatsapp';
import whatsappStyles from './whatsapp-button.module.css';

/** The document's title, which each page sets (usePageMeta); none where there is no document. */
const documentTitle = () => (typeof document === 'undefined' ? '' : document.title);

function subscribeTitle(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * The header's WhatsApp button, its message naming the page (whatsapp.ts). On the server the page's title comes
 * through the render's gate (page-title.ts): this link alone waits for it, the rest of the header renders in
 * order, and the link is in the server's HTML with the page's title. The browser's header reads the same title
 * from the server's <title> when it hydrates (the same href), then follows document.title on client navigation.
 */
export function WhatsAppLink() {
  const location = useLocation();
  const { whatsappUrl } = getConfig();
  const titleGate = useContext(PageTitleContext);
  const serverTitle = titleGate ? use(titleGate.read()) : null;
  const title = useSyncExternalStore(
    subscribeTitle,
    documentTitle,
    serverTitle === null ? documentTitle : () => serverTitle,
  );
  titleGate?.markRendered();
  return (
    <ExternalLink
      href={whatsappHref(whatsappUrl, location.pathname, title)}
      className={whatsappStyles.whatsapp}
      label="Hubungi kami via WhatsApp"
    >
      <span className={whatsappStyles.whatsappIcon} aria-hidden="true" />
      <span className={whatsappStyles.whatsappText} aria-hidden="true">
        WhatsApp
      </span>
    </ExternalLink>
  );
}
