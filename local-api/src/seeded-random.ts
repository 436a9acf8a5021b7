/**
 * A deterministic stream in [0, 1) for `key`: FNV-1a of the key, then an xorshift-multiply stream. The same
 * key always draws the same numbers (grown seed records, each branch's street drawing).
 */
export function seededRandom(key: string): () => number {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}
