import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context.js';
import type { SeedArticle } from '../seed-article.js';
import { assetUrl } from '../assets.js';
import { readBody } from '../http.js';
import { FIELDS } from '../limits.js';
import { seededRandom } from '../seeded-random.js';
import {
  assertValid,
  email,
  hasErrors,
  matches,
  required,
  validate,
  type Check,
  type FieldErrors,
} from '../validation.js';
import home from '../fixtures/home.json' with { type: 'json' };
import branchFixtures from '../fixtures/branches.json' with { type: 'json' };

interface Branch {
  id: string;
  name: string;
  address: string;
  landmark: string;
}

const branches: Branch[] = branchFixtures.branches;

/** The contact form's fields (remotes/content contact page) with the label used in error messages. */
const CONTACT_FIELDS = [
  ['name', 'Nama lengkap'],
  ['last_education', 'Pendidikan terakhir'],
  ['phone', 'Nomor telepon'],
  ['email', 'Email'],
  ['school', 'Asal sekolah/kampus'],
  ['message', 'Pesan'],
] as const;

/** Every field is required (the page lists these messages first), then the email and phone formats. */
const CONTACT_CHECKS: Check[] = [
  ...CONTACT_FIELDS.map(([field, label]): Check => [field, required(`${label} wajib diisi.`)]),
  ['email', email('Format email tidak valid.')],
  ['phone', matches(/^[0-9+()\-\s]{8,20}$/, 'Nomor telepon tidak valid.')],
];

const isPublished = (article: SeedArticle): boolean => String(article.is_publish) === '1';

/** Seed articles with absolute image URLs (the cover and the images inside the HTML body). */
function toApiArticle(ctx: ApiContext, article: SeedArticle) {
  return {
    ...article,
    image: assetUrl(ctx, article.image),
    isi: article.isi.replaceAll('src="/static/', `src="${ctx.publicUrl}/static/`),
    kategori:
      ctx.catalogue.articleCategories.find((c) => c.code_artikel_kategori === article.code_artikel_kategori) ?? null,
  };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | NIEC Indonesia</title>
<style>
  body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2430;background:#f4f6f9;line-height:1.6}
  main{max-width:560px;margin:10vh auto;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 4px 14px rgb(16 24 40/10%)}
  h1{color:#0b3b75;font-size:1.5rem;margin:0 0 .75rem}
  a{color:#b03f00;font-weight:600}
  ul{padding-left:1.25rem}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The form posts from the site's own origin; only a localhost/127.0.0.1 address (any port) is
 * accepted as the place to send the visitor back to, so this endpoint is no open redirect.
 */
function safeRedirect(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' || !['localhost', '127.0.0.1'].includes(url.hostname)) return null;
    return url;
  } catch {
    return null;
  }
}

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The form posts natively: a browser gets a page listing the problems (a JSON client, the error handler's 422). */
function replyContactPage(reply: FastifyReply, errors: FieldErrors, back: URL | null) {
  const items = Object.values(errors)
    .flat()
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join('');
  return reply
    .code(422)
    .type('text/html; charset=utf-8')
    .send(
      htmlPage(
        'Data belum lengkap',
        `<h1>Data belum lengkap</h1><p>Mohon periksa kembali isian formulir Anda:</p><ul>${items}</ul>${back ? `<p><a href="${escapeHtml(back.href)}">Kembali ke formulir</a></p>` : '<p>Silakan kembali ke halaman sebelumnya dan lengkapi formulir.</p>'}`,
      ),
    );
}

/** A self-contained street-map drawing: no tiles or scripts from external hosts. */
function mapSvg(branch: Branch): string {
  // Each branch always gets the same street drawing.
  const rand = seededRandom(branch.id);
  const roads: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = 30 + i * 70 + rand() * 30;
    roads.push(
      `<path d="M-10 ${y.toFixed(0)} C 200 ${(y + rand() * 60 - 30).toFixed(0)}, 420 ${(y + rand() * 60 - 30).toFixed(0)}, 810 ${(y + rand() * 40 - 20).toFixed(0)}" />`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 120 + rand() * 40;
    roads.push(`<path d="M${x.toFixed(0)} -10 L ${(x + rand() * 80 - 40).toFixed(0)} 410" />`);
  }
  const parkX = 80 + rand() * 500;
  const parkY = 40 + rand() * 220;
  const riverShift = rand() * 120;
  return `<svg viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Peta lokasi kantor ${escapeHtml(branch.name)}" xmlns="http://www.w3.org/2000/svg">
  <rect width="800" height="400" fill="#eef1ea"/>
  <path d="M-10 ${(320 - riverShift).toFixed(0)} C 180 ${(260 - riverShift).toFixed(0)}, 330 ${(420 - riverShift).toFixed(0)}, 520 ${(330 - riverShift).toFixed(0)} S 760 ${(300 - riverShift).toFixed(0)}, 810 ${(340 - riverShift).toFixed(0)}" fill="none" stroke="#b9d7ee" stroke-width="22"/>
  <rect x="${parkX.toFixed(0)}" y="${parkY.toFixed(0)}" width="150" height="90" rx="14" fill="#cfe6c4"/>
  <text x="${(parkX + 75).toFixed(0)}" y="${(parkY + 50).toFixed(0)}" text-anchor="middle" font-size="13" fill="#4c7a3f">${escapeHtml(branch.landmark)}</text>
  <g fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round">${roads.join('')}</g>
  <g fill="none" stroke="#dfe3e8" stroke-width="1.5">${roads.join('')}</g>
  <path d="M-10 200 C 250 170, 520 240, 810 190" fill="none" stroke="#f6c76b" stroke-width="10"/>
  <g transform="translate(400 200)">
    <ellipse cx="0" cy="4" rx="14" ry="5" fill="rgb(0 0 0 / 18%)"/>
    <path d="M0 0 C -18 -22 -22 -34 -22 -44 A 22 22 0 1 1 22 -44 C 22 -34 18 -22 0 0 Z" fill="#d94f04"/>
    <circle cx="0" cy="-44" r="8" fill="#fff"/>
  </g>
</svg>`;
}

function mapPage(branch: Branch): string {
  const query = encodeURIComponent(`NIEC Indonesia ${branch.address}`);
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Peta NIEC Indonesia ${escapeHtml(branch.name)}</title>
<style>
  html,body{margin:0;height:100%;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2430}
  .map{position:relative;height:100%;min-height:220px;overflow:hidden;background:#eef1ea}
  svg{position:absolute;inset:0;width:100%;height:100%}
  .card{position:absolute;left:12px;bottom:12px;max-width:min(320px,calc(100% - 24px));padding:10px 14px;background:#fff;border-radius:10px;box-shadow:0 4px 14px rgb(16 24 40/18%);font-size:13px;line-height:1.45}
  .card strong{display:block;color:#0b3b75;font-size:14px}
  .card a{color:#b03f00;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<div class="map">
${mapSvg(branch)}
<div class="card"><strong>NIEC Indonesia ${escapeHtml(branch.name)}</strong>${escapeHtml(branch.address)}<br><a href="https://www.google.com/maps/search/?api=1&amp;query=${query}" target="_blank" rel="noopener noreferrer">Buka di Google Maps</a></div>
</div>
</body>
</html>`;
}

/** Home statistics, platinum universities, articles, the contact form and branch maps (content remote). */
export async function registerContent(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  api.post('/student/student-total', async (request) => {
    const { errors } = await readBody(request, { fields: FIELDS.studentTotal });
    assertValid(errors);
    return { data: home.studentTotal };
  });
  api.get('/members/total-members', async (request) => {
    const { status_payment } = request.query as { status_payment?: string };
    return { data: [status_payment === 'Y' ? home.memberTotal : 0] };
  });
  api.get('/ambassador/countAll', async () => ({ data: home.ambassadorTotal }));
  api.get('/university/all', async () => ({ data: home.universityTotal }));
  api.get('/university/platinum', async () => ({
    data: home.platinum.map((u) => ({ name: u.name, logo: assetUrl(ctx, u.logo) })),
  }));

  // The list holds drafts too (is_publish 0/'0'): the site filters them out, as the real API demands.
  // Newest first, as the consultancy's list is ordered.
  const { articles: seedArticles, articleCategories: categories } = ctx.catalogue;
  const byNewest = [...seedArticles].sort((a, b) => b.created_at.localeCompare(a.created_at));
  api.get('/website/artikel', async () => ({ data: byNewest.map((a) => toApiArticle(ctx, a)) }));
  api.get('/website/artikel-kategori', async () => ({ data: categories }));
  api.get<{ Params: { slug: string } }>('/website/artikel/:slug', async (request, reply) => {
    const article = seedArticles.find((a) => a.slug === request.params.slug && isPublished(a));
    if (!article) return reply.code(404).send({ message: 'Artikel tidak ditemukan.', data: null });
    return { data: toApiArticle(ctx, article) };
  });

  // The contact form posts here natively (config contactFormAction), then the visitor is sent back.
  api.post('/contact', async (request, reply) => {
    const body = await readBody(request, { fields: FIELDS.contact });
    const { fields } = body;
    const errors = validate(fields, CONTACT_CHECKS, body.errors);
    const target = safeRedirect(fields.redirect);
    if (hasErrors(errors) && !wantsJson(request)) return replyContactPage(reply, errors, target);
    assertValid(errors);
    const record = Object.fromEntries(CONTACT_FIELDS.map(([field]) => [field, (fields[field] ?? '').trim()]));

    const stored = ctx.store.insert('contact', record);
    if (wantsJson(request)) return reply.code(201).send({ data: stored });
    if (target) {
      target.searchParams.set('terkirim', '1');
      return reply.redirect(target.href, 303);
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(
        htmlPage(
          'Terima kasih',
          `<h1>Terima kasih, ${escapeHtml(record.name ?? '')}!</h1><p>Pesan Anda sudah kami terima. Konsultan NIEC Indonesia akan menghubungi Anda melalui email atau telepon dalam 1&ndash;2 hari kerja.</p>`,
        ),
      );
  });

  // Stand-in for an embedded map provider: a small self-contained page per branch.
  api.get('/maps/embed', async (request, reply) => {
    const { branch: id } = request.query as { branch?: string };
    const branch = branches.find((b) => b.id === id);
    if (!branch) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(htmlPage('Peta tidak ditemukan', '<h1>Peta tidak ditemukan</h1><p>Kantor cabang ini tidak dikenal.</p>'));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=3600').send(mapPage(branch));
  });
}
