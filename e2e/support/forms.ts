/** A field's label as the site renders it: the text, then ' *' (hidden from assistive tech) when it is required. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}
