import type { FastifyError, FastifyInstance } from 'fastify';
import { refusal, RequestError, type FieldErrors } from './validation.js';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH, MULTIPART_LIMITS } from './limits.js';

/**
 * One way every refusal is answered: {message, data: {field: [message]}} in Indonesian, whether it
 * comes from a route's validation (422 via assertValid, validation.ts; 409 for a duplicate), the body parsers (400 malformed, 413 too large, 415
 * unsupported type) or a route that does not exist (404). Nothing of the server (paths, stack
 * traces, library messages) is ever echoed; unexpected failures are logged and answered 500.
 */

/** True when `text` (JSON) nests arrays/objects deeper than `max`; one pass, strings skipped. */
function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

interface Refusal {
  status: number;
  field: string;
  message: string;
}

interface Answer {
  status: number;
  data: FieldErrors;
}

const TOO_LARGE = `Data yang dikirim terlalu besar (maksimal ${BODY_LIMIT_BYTES / 1024} KB; file maksimal 2 MB).`;

/** Framework and plugin errors by code, in Indonesian. */
const BY_CODE: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    field: 'content-type',
    message: 'Jenis konten tidak didukung. Kirim sebagai JSON, formulir (urlencoded) atau multipart/form-data.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, field: 'body', message: TOO_LARGE },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    field: 'body',
    message: 'Panjang data tidak sesuai dengan header Content-Length.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, field: 'body', message: 'Data JSON kosong.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, field: 'body', message: 'Format JSON tidak valid.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, field: 'body', message: 'Ukuran file maksimal 2 MB' },
  FST_FILES_LIMIT: {
    status: 413,
    field: 'body',
    message: `Terlalu banyak file (maksimal ${MULTIPART_LIMITS.files}).`,
  },
  FST_FIELDS_LIMIT: {
    status: 413,
    field: 'body',
    message: `Terlalu banyak isian (maksimal ${MULTIPART_LIMITS.fields}).`,
  },
  FST_PARTS_LIMIT: {
    status: 413,
    field: 'body',
    message: `Terlalu banyak bagian formulir (maksimal ${MULTIPART_LIMITS.parts}).`,
  },
  FST_PROTO_VIOLATION: { status: 400, field: 'body', message: 'Nama isian tidak diizinkan.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, field: 'body', message: 'Isian JSON dalam formulir tidak valid.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, field: 'body', message: 'Formulir multipart tidak valid.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, field: 'body', message: 'Pengiriman data terputus sebelum selesai.' },
};

const TITLE: Record<number, string> = {
  400: 'Permintaan tidak dapat dibaca.',
  401: 'Akses ditolak.',
  404: 'Alamat tidak ditemukan.',
  409: 'Data yang dikirim tidak valid.',
  413: 'Data yang dikirim terlalu besar.',
  415: 'Jenis konten tidak didukung.',
  422: 'Data yang dikirim tidak valid.',
};

function answerOf(error: FastifyError): Answer | null {
  if (error instanceof RequestError) return { status: error.statusCode, data: error.errors };
  const known = refusalOf(error);
  return known && { status: known.status, data: { [known.field]: [known.message] } };
}

function refusalOf(error: FastifyError): Refusal | null {
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return { status, field: 'body', message: TOO_LARGE };
    if (status === 415) return BY_CODE.FST_ERR_CTP_INVALID_MEDIA_TYPE!;
    return { status, field: 'body', message: 'Permintaan tidak dapat diproses.' };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  // JSON bodies: refused before parsing when nested deeper than MAX_JSON_DEPTH; then Fastify's own
  // parser (which refuses __proto__ and constructor.prototype keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(refusal(400, 'body', `Data JSON terlalu dalam (maksimal ${MAX_JSON_DEPTH} tingkat).`), undefined);
        return;
      }
      void parseJson(request, text, (error, value) => {
        if (error) done(refusal(400, 'body', 'Format JSON tidak valid.'), undefined);
        else done(null, value);
      });
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = answerOf(error);
    if (!answer) {
      request.log.error({ err: error }, 'unexpected error');
      return reply
        .code(500)
        .send({ message: 'Terjadi kesalahan pada server. Silakan coba beberapa saat lagi.', data: {} });
    }
    return reply.code(answer.status).send({
      message: TITLE[answer.status] ?? 'Permintaan tidak dapat diproses.',
      data: answer.data,
    });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: TITLE[404], data: { url: ['Alamat atau data yang diminta tidak ditemukan.'] } }),
  );
}
