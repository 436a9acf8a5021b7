/** Where a page is shared when the browser has no share sheet of its own: each network's share address. */
export interface ShareLinks {
  whatsapp: string;
  facebook: string;
  x: string;
}

/** The share addresses of `url` under `title` (WhatsApp's message is the title, then the link on its own line). */
export function shareLinks(title: string, url: string): ShareLinks {
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${text}%0A${link}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    x: `https://x.com/intent/tweet?text=${text}&url=${link}`,
  };
}
