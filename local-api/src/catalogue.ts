import articleFixtures from './fixtures/articles.json' with { type: 'json' };
import scholarshipFixtures from './fixtures/scholarships.json' with { type: 'json' };
import productFixtures from './fixtures/products.json' with { type: 'json' };
import careerFixtures from './fixtures/careers.json' with { type: 'json' };
import tourFixtures from './fixtures/tours.json' with { type: 'json' };
import type {
  AreaEntry,
  ArticleCategory,
  CountryOption,
  FundingTypeOption,
  JenjangOption,
  JobCategory,
  Product,
  Scholarship,
  StudyTour,
  UniversityOption,
  Vacancy,
} from '@niec/shared/types';
import type { SeedArticle } from './seed-article.js';
import { generateArticle, generateProduct, generateScholarship, generateTour, generateVacancy } from './seed-scale.js';

/**
 * The records the API serves, built once when the app starts: the fixtures, first and unchanged,
 * followed by generated records when a seed scale asks for more (LOCAL_API_SEED_SCALE=N,
 * docs/local-api.md). Every route reads its lists from here, so a grown catalogue is valid everywhere:
 * lists, details by slug/code, the scholarship and vacancy filters, checkout prices, applications.
 */
export interface Catalogue {
  /** The seed scale it was built with (undefined: the fixtures alone). */
  scale: number | undefined;
  articleCategories: ArticleCategory[];
  articles: SeedArticle[];
  scholarships: Scholarship[];
  countries: CountryOption[];
  universities: UniversityOption[];
  fundingTypes: FundingTypeOption[];
  jenjang: JenjangOption[];
  products: Product[];
  careerAreas: AreaEntry[];
  jobdesks: JobCategory[];
  vacancies: Vacancy[];
  tours: StudyTour[];
}

/**
 * How many records of each list a scale asks for; never fewer than the fixtures hold. A shop has fewer products,
 * vacancies and tours than articles; `even` gives every list the scale (the site search's bench: 1,000 per kind).
 */
function seedCounts(scale: number | undefined, even = false) {
  const n = scale ?? 0;
  return {
    articles: Math.max(articleFixtures.articles.length, n),
    scholarships: Math.max(scholarshipFixtures.scholarships.length, n),
    products: Math.max(productFixtures.length, even ? n : Math.floor(n / 4)),
    vacancies: Math.max(careerFixtures.vacancies.length, even ? n : Math.floor(n / 4)),
    tours: Math.max(tourFixtures.tours.length, even ? n : Math.floor(n / 10)),
  };
}

/** LOCAL_API_SEED_EVEN=1: every list at the seed scale (seedCounts). */
export function seedEvenFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOCAL_API_SEED_EVEN === '1';
}

/** LOCAL_API_SEED_SCALE: a whole number from 1 to 100,000; anything else is refused at start. */
export function seedScaleFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.LOCAL_API_SEED_SCALE?.trim();
  if (!raw) return undefined;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100_000) {
    throw new Error(`LOCAL_API_SEED_SCALE must be a whole number from 1 to 100000, not "${raw}"`);
  }
  return scale;
}

function grow<T>(fixtures: readonly T[], total: number, make: (index: number, id: number) => T, maxId: number): T[] {
  const out = [...fixtures];
  for (let index = 0; out.length < total; index += 1) out.push(make(index, maxId + index + 1));
  return out;
}

export function buildCatalogue(scale?: number, { even = false }: { even?: boolean } = {}): Catalogue {
  const counts = seedCounts(scale, even);
  const categories = articleFixtures.categories;
  const maxArticleId = Math.max(...articleFixtures.articles.map((a) => a.id));
  const maxScholarshipId = Math.max(...scholarshipFixtures.scholarships.map((s) => s.id));
  const maxProductId = Math.max(...productFixtures.map((p) => p.id));
  const maxVacancyId = Math.max(...careerFixtures.vacancies.map((v) => v.id_job_vacancy));
  const maxTourId = Math.max(...tourFixtures.tours.map((t) => t.id));
  return {
    scale,
    articleCategories: categories,
    articles: grow<SeedArticle>(
      articleFixtures.articles,
      counts.articles,
      (index, id) => generateArticle(index, id, categories),
      maxArticleId,
    ),
    scholarships: grow(
      scholarshipFixtures.scholarships,
      counts.scholarships,
      (index, id) => generateScholarship(index, id, scholarshipFixtures),
      maxScholarshipId,
    ),
    countries: scholarshipFixtures.countries,
    universities: scholarshipFixtures.universities,
    fundingTypes: scholarshipFixtures.fundingTypes,
    jenjang: scholarshipFixtures.jenjang,
    products: grow<Product>(productFixtures, counts.products, generateProduct, maxProductId),
    careerAreas: careerFixtures.areas,
    jobdesks: careerFixtures.jobdesks,
    vacancies: grow(
      careerFixtures.vacancies,
      counts.vacancies,
      (index, id) => generateVacancy(index, id, careerFixtures),
      maxVacancyId,
    ),
    tours: grow(tourFixtures.tours, counts.tours, generateTour, maxTourId),
  };
}
