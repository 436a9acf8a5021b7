import type { Article } from '@niec/shared/types';

/** An article as stored (catalogue.ts, seed-scale.ts): the API adds its category object (routes/content.ts). */
export type SeedArticle = Omit<Article, 'id' | 'kategori'> & { id: number };
