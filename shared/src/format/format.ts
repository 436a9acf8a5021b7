const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  // Pinned: older ICU prints ",00" otherwise (docs/product-rules.md#money).
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 150000 -> "Rp 150.000" (with the no-break space Intl puts after "Rp"). */
export function formatRupiah(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return rupiah.format(Number.isFinite(n) ? n : 0);
}

/** Cuts text to `max` characters and appends '...' when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
