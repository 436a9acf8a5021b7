/**
 * What decides between two rules in the cascade, as far as splitStylesheet (css-prune.ts) needs it: the property
 * families a rule sets and the specificities of its selectors. Broader than exact, never narrower: two rules it
 * says cannot meet never decide the same value of the same element.
 */
import { splitOutside, splitSelectors } from './css-text';

/** What a rule sets: the families of its properties and the specificities of its selectors (null: not known). */
export interface Touch {
  families: string[];
  specificities: Set<string> | null;
}

export function touchOf(prelude: string, body: string): Touch {
  const families = new Set<string>();
  for (const declaration of splitOutside(body, ';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      for (const family of familiesOf(declaration.slice(0, colon).trim().toLowerCase())) families.add(family);
  }
  const specificities = new Set<string>();
  for (const selector of splitSelectors(prelude)) {
    const specificity = specificityOf(selector.trim());
    if (specificity === null) return { families: [...families], specificities: null };
    specificities.add(specificity);
  }
  return { families: [...families], specificities };
}

/** Whether a rule that sets `family` with these specificities may lose to an earlier rule of the rest. */
export function mayOverride(
  restSets: ReadonlyMap<string, Set<string> | null>,
  family: string,
  specificities: Set<string> | null,
): boolean {
  // `all` (family *) sets every property: it meets whatever the rest sets, and whatever sets anything meets it.
  if (family === '*') return restSets.size > 0;
  for (const key of [family, '*']) {
    if (!restSets.has(key)) continue;
    const known = restSets.get(key);
    if (!known || !specificities) return true;
    for (const specificity of specificities) if (known.has(specificity)) return true;
  }
  return false;
}

/**
 * The families a property belongs to: a shorthand and its longhands share one (`margin`, `margin-top`), and so do
 * a physical property and its logical twin (`width`, `inline-size`). Broader than exact, never narrower.
 */
function familiesOf(property: string): string[] {
  if (property.startsWith('--')) return [property];
  const name = property.replace(/^-(webkit|moz|ms|o)-/, '');
  if (name === 'all') return ['*'];
  if (/^(top|right|bottom|left|inset)\b/.test(name)) return ['inset'];
  if (/^(width|height|inline-size|block-size|(min|max)-(width|height|inline-size|block-size))$/.test(name))
    return ['size'];
  if (/^(row-gap|column-gap|gap|grid-(row-|column-)?gap)$/.test(name)) return ['gap', 'grid'];
  if (name.startsWith('place-')) return ['align', 'justify', 'place'];
  if (name === 'line-height') return ['font'];
  if (name === 'white-space' || name.startsWith('text-wrap')) return ['text', 'white'];
  if (name === 'word-wrap') return ['overflow'];
  if (name.startsWith('column')) return ['column'];
  return [name.split('-')[0]!];
}

/** A selector's specificity as "ids,classes,types", or null where it has a part in parentheses (`:is()`, `:not()`). */
function specificityOf(selector: string): string | null {
  if (/[()\\]/.test(selector)) return null;
  const withoutAttributes = selector.replace(/\[[^\]]*\]/g, () => '.attr');
  let ids = 0;
  let classes = 0;
  let types = 0;
  for (const token of withoutAttributes.matchAll(/(::?|[#.])?(-?[_a-zA-Z][\w-]*)|\*/g)) {
    const [whole, sigil] = token;
    if (whole === '*') continue;
    if (sigil === '#') ids += 1;
    else if (sigil === '.') classes += 1;
    else if (sigil === '::' || /^:(before|after|first-line|first-letter)$/i.test(whole)) types += 1;
    else if (sigil === ':') classes += 1;
    else types += 1;
  }
  return `${ids},${classes},${types}`;
}
