import type { CountryCode } from '../../lib/destinations';

/** One estimated cost, e.g. { prefix: 'Mulai', amount: 'Rp 5,5 juta', period: 'minggu' }. */
export interface CostItem {
  prefix: 'Mulai' | 'Sekitar' | null;
  amount: string;
  period: 'minggu' | 'bulan' | 'jam';
}

export interface CampusType {
  type: string;
  ownership: string;
  levels: string;
  language?: string;
  description: string;
}

export interface Highlight {
  title: string;
  text: string;
}

/** Fixed marketing content of one country guide (/country/{code}). */
export interface CountryGuide {
  code: CountryCode;
  /** Indonesian name, used in the page title: "Kuliah di {name}". */
  name: string;
  /** The name in the 'Mengapa {whyName}' heading (docs/product-rules.md#countries-and-campuses: 'Mengapa Germany', 'Mengapa Hungaria'). */
  whyName: string;
  tagline: string;
  intro: string;
  facts: { capital: string; language: string; currency: string; intake: string };
  why: Highlight[];
  campusTypes: CampusType[];
  costs: { housing: CostItem; food: CostItem; transport: CostItem; partTime: CostItem };
  costNote: string;
  workRights: string;
  cities: Highlight[];
  thingsToDo: Highlight[];
}
