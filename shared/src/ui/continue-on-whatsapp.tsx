import { getConfig } from '../config/config';
import { ExternalLink } from './external-link';
import { uiClasses } from './field';

/**
 * The configured WhatsApp chat (runtime config `whatsappUrl`, a wa.me link) with a message already typed, so a
 * visitor who just sent a booking, an application or an order can carry on in WhatsApp and the consultant
 * sees at once what it is about.
 */
export function whatsappMessageUrl(chatUrl: string, message: string): string {
  const url = new URL(chatUrl);
  url.searchParams.set('text', message);
  return url.href;
}

/** 'Lanjutkan via WhatsApp', for a success state; nothing when no chat is configured. */
export function ContinueOnWhatsApp({ message, className }: { message: string; className?: string }) {
  const { whatsappUrl } = getConfig();
  if (!whatsappUrl) return null;
  return (
    <ExternalLink
      href={whatsappMessageUrl(whatsappUrl, message)}
      kind="WhatsApp"
      className={className ?? uiClasses.buttonSecondary}
    >
      Lanjutkan via WhatsApp
    </ExternalLink>
  );
}
