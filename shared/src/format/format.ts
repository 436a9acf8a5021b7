// No Intl here: a page's first Intl formatter makes the browser load its locale data, a task of 70-360 ms on a
// phone (CPU 4x slower) that ran before hydration on every page, because this module is part of the shell. The
// output is Intl.NumberFormat('id-ID')'s, checked against it in format.test.ts (docs/decisions/008-hydrate-less.md).

/** A whole number's digits grouped by thousands with '.', as id-ID writes them: 1234567 -> "1.234.567". */
function groupThousands(whole: number): string {
  // BigInt writes every digit of a large double (String() would switch to "1e+21").
  return BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Rounded to a whole number half away from zero, as Intl rounds; the sign kept as Intl keeps it (-0 too). */
function wholeInIndonesian(n: number): string {
  const negative = n < 0 || Object.is(n, -0);
  return `${negative ? '-' : ''}${groupThousands(Math.round(Math.abs(n)))}`;
}

/** 150000 -> "Rp 150.000" (with the no-break space Intl puts after "Rp"; docs/product-rules.md#money). */
export function formatRupiah(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return wholeInIndonesian(Number.isFinite(n) ? n : 0).replace(/^(-?)/, '$1Rp\u00a0');
}

/** A count as Indonesian text writes it: 1000 -> "1.000" (whole numbers: items, results, pages). */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? wholeInIndonesian(value) : String(value);
}

/** Cuts text to `max` characters and appends '...' when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
