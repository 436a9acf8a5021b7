import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { buildCatalogue, seedEvenFromEnv, seedScaleFromEnv } from '../src/catalogue.js';
import { GROWN_ARTICLE, GROWN_PRODUCT_CODE, GROWN_SCHOLARSHIP } from '../src/seed-markers.js';
import articleFixtures from '../src/fixtures/articles.json' with { type: 'json' };
import scholarshipFixtures from '../src/fixtures/scholarships.json' with { type: 'json' };
import productFixtures from '../src/fixtures/products.json' with { type: 'json' };
import careerFixtures from '../src/fixtures/careers.json' with { type: 'json' };
import tourFixtures from '../src/fixtures/tours.json' with { type: 'json' };
import { API, orderPayload, publicUrl, tempDataDir } from './support.js';

/** LOCAL_API_SEED_SCALE: grown lists, the same bytes on every start, valid for every endpoint. */

const LISTS = {
  articles: '/website/artikel',
  scholarships: '/website/scholarship',
  products: '/niec-merchandise/produk',
  vacancies: '/niec-career/loker',
  tours: '/website/study-tour',
} as const;

async function withApp<T>(seedScale: number | undefined, run: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl, seedScale });
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

const get = async (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url: `${API}${url}` });

/** The list of a list endpoint: some answer {data: [...]}, some a bare array (as the real API does). */
async function list(app: FastifyInstance, url: string): Promise<Record<string, unknown>[]> {
  const body = (await get(app, url)).json<unknown>();
  return (Array.isArray(body) ? body : (body as { data: unknown[] }).data) as Record<string, unknown>[];
}

async function allLists(app: FastifyInstance): Promise<Record<keyof typeof LISTS, string>> {
  const out = {} as Record<keyof typeof LISTS, string>;
  for (const [key, url] of Object.entries(LISTS) as [keyof typeof LISTS, string][]) {
    const response = await get(app, url);
    assert.equal(response.statusCode, 200, url);
    out[key] = response.body;
  }
  return out;
}

function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = 'seed-scale-boundary';
  const payload =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

void test('at scale 1000 the list endpoints answer 1000 articles, 1000 scholarships, 250 products, 250 vacancies and 100 tours, fixtures first', async () => {
  await withApp(1000, async (app) => {
    const counts = {
      articles: (await list(app, LISTS.articles)).length,
      scholarships: (await list(app, LISTS.scholarships)).length,
      products: (await list(app, LISTS.products)).length,
      vacancies: (await list(app, LISTS.vacancies)).length,
      tours: (await list(app, LISTS.tours)).length,
    };
    assert.deepEqual(counts, { articles: 1000, scholarships: 1000, products: 250, vacancies: 250, tours: 100 });

    const catalogue = buildCatalogue(1000);
    assert.deepEqual(catalogue.articles.slice(0, articleFixtures.articles.length), articleFixtures.articles);
    assert.deepEqual(
      catalogue.scholarships.slice(0, scholarshipFixtures.scholarships.length),
      scholarshipFixtures.scholarships,
    );
    assert.deepEqual(catalogue.products.slice(0, productFixtures.length), productFixtures);
    assert.deepEqual(catalogue.vacancies.slice(0, careerFixtures.vacancies.length), careerFixtures.vacancies);
    assert.deepEqual(catalogue.tours.slice(0, tourFixtures.tours.length), tourFixtures.tours);

    // Identifiers stay unique, so every detail URL names one record.
    for (const [name, keys] of [
      ['article id', catalogue.articles.map((a) => a.id)],
      ['article slug', catalogue.articles.map((a) => a.slug)],
      ['scholarship id', catalogue.scholarships.map((s) => s.id)],
      ['product code', catalogue.products.map((p) => p.code_product)],
      ['vacancy id', catalogue.vacancies.map((v) => v.id_job_vacancy)],
      ['vacancy slug', catalogue.vacancies.map((v) => v.slug_title)],
      ['tour id', catalogue.tours.map((t) => t.id)],
    ] as const) {
      assert.equal(new Set<unknown>(keys).size, keys.length, `${name}s are unique`);
    }
  });
});

void test('two builds at the same scale answer byte-identical lists; a smaller scale is the start of a larger one', async () => {
  const first = await withApp(1000, allLists);
  const second = await withApp(1000, allLists);
  assert.deepEqual(first, second);
  const hundred = buildCatalogue(100);
  const thousand = buildCatalogue(1000);
  assert.deepEqual(hundred.articles, thousand.articles.slice(0, 100));
  assert.deepEqual(hundred.scholarships, thousand.scholarships.slice(0, 100));
  assert.deepEqual(hundred.products, thousand.products.slice(0, 25));
});

void test('an even seed gives every list the scale, its first records those of the usual seed', () => {
  const even = buildCatalogue(1000, { even: true });
  const usual = buildCatalogue(1000);
  for (const kind of ['articles', 'scholarships', 'products', 'vacancies', 'tours'] as const)
    assert.equal(even[kind].length, 1000, kind);
  assert.deepEqual(even.products.slice(0, usual.products.length), usual.products);
  assert.deepEqual(even.tours.slice(0, usual.tours.length), usual.tours);
  assert.equal(seedEvenFromEnv({ LOCAL_API_SEED_EVEN: '1' }), true);
  assert.equal(seedEvenFromEnv({}), false);
});

void test('scale unset (and scale 10) serve exactly the fixtures', async () => {
  const unset = await withApp(undefined, allLists);
  const ten = await withApp(10, allLists);
  assert.deepEqual(ten, unset);
  await withApp(undefined, async (app) => {
    assert.deepEqual(
      (await list(app, LISTS.articles)).map((a) => a.slug).sort(),
      articleFixtures.articles.map((a) => a.slug).sort(),
    );
    assert.equal((await list(app, LISTS.scholarships)).length, scholarshipFixtures.scholarships.length);
    assert.equal((await list(app, LISTS.products)).length, productFixtures.length);
    assert.equal((await list(app, LISTS.vacancies)).length, careerFixtures.vacancies.length);
    assert.equal((await list(app, LISTS.tours)).length, tourFixtures.tours.length);
  });
  assert.equal(seedScaleFromEnv({}), undefined);
  assert.equal(seedScaleFromEnv({ LOCAL_API_SEED_SCALE: '1000' }), 1000);
  assert.throws(() => seedScaleFromEnv({ LOCAL_API_SEED_SCALE: 'lots' }), /LOCAL_API_SEED_SCALE/);
});

void test('generated records look like the fixtures: categories, drafts, dates in past years, images that exist, ~4 KB bodies', async () => {
  const catalogue = buildCatalogue(1000);
  const generated = catalogue.articles.slice(articleFixtures.articles.length);
  const categories = new Set(generated.map((a) => a.code_artikel_kategori));
  assert.deepEqual([...categories].sort(), articleFixtures.categories.map((c) => c.code_artikel_kategori).sort());
  const drafts = generated.filter((a) => String(a.is_publish) !== '1').length;
  assert.ok(drafts > 10 && drafts < 100, `a few drafts (${drafts})`);
  const years = new Set(generated.map((a) => a.created_at.slice(0, 4)));
  assert.ok(years.size >= 6, `created_at spread over years (${[...years].join(', ')})`);
  for (const article of generated) {
    assert.match(article.created_at, /^20(19|2[0-6])-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    assert.ok(article.updated_at >= article.created_at);
  }
  const bodies = generated.map((a) => Buffer.byteLength(a.isi));
  assert.ok(Math.min(...bodies) > 3500 && Math.max(...bodies) < 5500, 'bodies of about 4 KB');

  const images = new Set(
    [
      ...catalogue.articles.map((a) => a.image),
      ...catalogue.products.flatMap((p) => [p.file_pic, p.file_pic1, p.file_pic2, p.file_pic3]),
      ...catalogue.tours.map((t) => t.image),
    ].filter((image): image is string => Boolean(image)),
  );
  await withApp(1000, async (app) => {
    for (const image of images) {
      const response = await app.inject({ method: 'GET', url: image });
      assert.equal(response.statusCode, 200, image);
    }
  });

  // The words tests search for: exactly one record each.
  assert.equal(catalogue.articles.filter((a) => JSON.stringify(a).includes(GROWN_ARTICLE.word)).length, 1);
  assert.equal(catalogue.scholarships.filter((s) => JSON.stringify(s).includes(GROWN_SCHOLARSHIP.word)).length, 1);
  const marked = catalogue.articles.find((a) => a.judul === GROWN_ARTICLE.title);
  assert.equal(marked?.slug, GROWN_ARTICLE.slug);
  assert.equal(String(marked?.is_publish), '1');
  assert.equal(marked?.created_at, GROWN_ARTICLE.createdAt);
  assert.equal(marked?.code_artikel_kategori, GROWN_ARTICLE.category);
  const newestPublished = catalogue.articles
    .filter((a) => String(a.is_publish) === '1')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  assert.equal(newestPublished?.slug, GROWN_ARTICLE.slug);
  // One word of a generated title finds a few records, not hundreds.
  const titleWord = (word: string) => generated.filter((a) => a.judul.split(/[\s:—?]+/).includes(word)).length;
  assert.ok(titleWord('Kanada') > 0 && titleWord('Kanada') < 60);
  assert.equal(titleWord('0427'), 1);
});

void test('every scholarship filter combination the option lists allow finds something at scale 1000', async () => {
  const catalogue = buildCatalogue(1000);
  await withApp(1000, async (app) => {
    const filter = async (fields: Record<string, string>) => {
      const response = await app.inject({ method: 'POST', url: `${API}/filter/scholarship`, ...multipart(fields) });
      assert.equal(response.statusCode, 200);
      return response.json<{ data: { scholarship_name: string }[] }>().data;
    };
    const pairs = new Set(catalogue.scholarships.map((s) => `${s.code_school_rep}|${s.country?.countrycode}`));
    let combinations = 0;
    for (const pair of pairs) {
      const [university, country] = pair.split('|') as [string, string];
      for (const tipe of catalogue.fundingTypes) {
        for (const level of catalogue.jenjang) {
          const data = await filter({
            university: JSON.stringify([university]),
            country: JSON.stringify([country]),
            tipe: JSON.stringify([tipe.scholarship_type]),
            program: level.jenjang,
          });
          assert.ok(data.length > 0, `${pair} ${tipe.name} ${level.jenjang}`);
          combinations += 1;
        }
      }
    }
    assert.ok(combinations >= 17 * 2 * 7);
    const named = await filter({ country: JSON.stringify(['AU']) });
    assert.ok(named.some((s) => s.scholarship_name === GROWN_SCHOLARSHIP.name));
  });
});

void test('generated records work where the site uses them: article and vacancy details, vacancy filter, product detail and checkout prices, tour booking', async () => {
  const catalogue = buildCatalogue(1000);
  await withApp(1000, async (app) => {
    const article = await get(app, `/website/artikel/${GROWN_ARTICLE.slug}`);
    assert.equal(article.statusCode, 200);
    const articleData = article.json<{ data: { judul: string; image: string; kategori: unknown } }>().data;
    assert.equal(articleData.judul, GROWN_ARTICLE.title);
    assert.ok(articleData.image.startsWith(`${publicUrl}/static/`));
    assert.ok(articleData.kategori);
    const draft = catalogue.articles.slice(articleFixtures.articles.length).find((a) => String(a.is_publish) !== '1')!;
    assert.equal((await get(app, `/website/artikel/${draft.slug}`)).statusCode, 404);

    const vacancy = catalogue.vacancies.at(-1)!;
    const detail = await get(app, `/niec-career/detail-lowongan/${vacancy.slug_title}`);
    assert.equal(detail.statusCode, 200);
    assert.equal(detail.json<{ data: { title: string } }>().data.title, vacancy.title);
    for (const v of catalogue.vacancies) {
      assert.ok(catalogue.careerAreas.some((a) => a.id_kabkota === v.id_kabkota));
      assert.ok(catalogue.jobdesks.some((j) => j.jobdesk === v.department));
      assert.ok(v.gaji_1 !== null && v.gaji_1 > 0 && (v.gaji_2 === null || v.gaji_2 > v.gaji_1));
    }
    const filtered = await app.inject({
      method: 'POST',
      url: `${API}/niec-career/filter-lowongan`,
      ...multipart({ id_kabkota: String(vacancy.id_kabkota), department: vacancy.department }),
    });
    assert.ok(
      filtered.json<{ data: { slug_title: string }[] }>().data.some((v) => v.slug_title === vacancy.slug_title),
    );
    // An application to a generated vacancy passes the vacancy check (its other fields are refused here).
    const application = await app.inject({
      method: 'POST',
      url: `${API}/niec-career-candidate/add`,
      ...multipart({ id_job_vacancy: String(vacancy.id_job_vacancy) }),
    });
    assert.equal(application.statusCode, 422);
    assert.equal(application.json<{ data: Record<string, string[]> }>().data.id_job_vacancy, undefined);

    const product = catalogue.products.find((p) => p.code_product === GROWN_PRODUCT_CODE)!;
    const productDetail = await get(app, `/niec-merchandise/produk-detail/${product.code_product}`);
    assert.equal(productDetail.statusCode, 200);
    assert.equal(productDetail.json<{ name_product: string }>().name_product, product.name_product);
    // The reference order of support.ts, with a generated product instead of NIEC-005 (same weight).
    const base = orderPayload('seed-scale@example.com');
    const order = await app.inject({
      method: 'POST',
      url: `${API}/niec-merchandise/checkout`,
      payload: {
        ...base,
        items: [
          {
            name: product.name_product,
            description: product.code_product,
            value: product.price,
            weight: 1000,
            quantity: 1,
          },
        ],
        total: (base.ongkir as number) + product.price,
      },
    });
    assert.equal(order.statusCode, 200, order.body);
    assert.match(order.json<{ data: string }>().data, /^[0-9a-f-]{36}$/);
    const wrongPrice = await app.inject({
      method: 'POST',
      url: `${API}/niec-merchandise/checkout`,
      payload: {
        ...base,
        destination_contact_email: 'seed-scale-2@example.com',
        items: [
          { name: product.name_product, description: product.code_product, value: 1000, weight: 1000, quantity: 1 },
        ],
        total: (base.ongkir as number) + 1000,
      },
    });
    assert.equal(wrongPrice.statusCode, 422);
    assert.match(JSON.stringify(wrongPrice.json()), /tidak sesuai dengan katalog/);

    const tour = catalogue.tours.at(-1)!;
    const booking = await app.inject({
      method: 'POST',
      url: `${API}/study-tour/register`,
      headers: { authorization: 'Bearer local-dev-token' },
      payload: {
        nama: 'Putu Ayu',
        email: 'tour@example.com',
        no_wa: '081234567890',
        kota_asal: '5101',
        negara_tujuan: tour.county,
        tanggal_pergi: '2099-07-01',
        tanggal_pulang: '2099-07-10',
        total_peserta: '12',
        total_pendamping: '1',
        tipe_akomodasi: 'hotel',
        kegiatan: JSON.stringify(['1', '3']),
      },
    });
    assert.equal(booking.statusCode, 201, booking.body);
  });
});
