// The contact pages' view model: the branch offices they show (their content is data/branches.ts).

/** A consultancy office: address, opening days and hours, contact links (docs/product-rules.md#contact). */
export interface Branch {
  id: string;
  name: string;
  address: string;
  /** The address in its parts, for search engines (the page shows `address`). */
  postalAddress: { street: string; city: string; region: string; postalCode: string };
  days: string;
  hours: string;
  phone: { label: string; href: string };
  whatsapp: { label: string; href: string };
  email: string;
  /** A picture of the map around the office, its pin in the middle (assets/maps; the interactive map loads on request). */
  mapImage: string;
}
