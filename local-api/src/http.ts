import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES, MAX_FILE_NAME_CHARS, type FieldSpecs } from './limits.js';
import { addError, refusal, type FieldErrors } from './validation.js';

/** Requires the configured bearer credential (study-tour register, recommenders). */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  return request.headers.authorization === `Bearer ${token}`;
}

export function replyUnauthorized(reply: FastifyReply) {
  return reply.code(401).send({
    message: 'Akses ditolak: kredensial tidak valid.',
    data: { authorization: ['Kredensial (Bearer) tidak ada atau tidak valid.'] },
  });
}

export interface MultipartFile {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
  /** Cut at the size limit: the real file is larger than MAX_FILE_BYTES. */
  truncated: boolean;
}

export interface ParsedBody {
  fields: Record<string, string>;
  files: MultipartFile[];
  /** What broke the limits of FIELDS (length, type, characters, file names), per field. */
  errors: FieldErrors;
}

export interface ReadOptions {
  /** The accepted text fields (limits.ts FIELDS); any other field is dropped. */
  fields: FieldSpecs;
  /** Accepted multipart file fields, each with the key its errors are answered under. */
  files?: Readonly<Record<string, string>>;
}

// Control characters are exactly what these two look for (a tab is allowed everywhere, line breaks
// only in multi-line fields).
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u0008\u000a-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Bidirectional overrides and isolates: they make "cv\u202Efdp.exe" look like "cvexe.pdf". */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** U+FFFD is what invalid UTF-8 decodes to; lone surrogates are not text either. */
const BROKEN_TEXT = /\ufffd|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text value cannot be accepted as it is, or null. */
export function textProblem(value: string, multiline = false): string | null {
  if (BROKEN_TEXT.test(value)) return 'Isian berisi karakter yang tidak valid (periksa encoding teks).';
  if ((multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value) || BIDI_CONTROL.test(value)) {
    return 'Isian berisi karakter kontrol yang tidak diizinkan.';
  }
  return null;
}

/** Why a file name cannot be accepted, or null: length, odd characters, folders. */
export function fileNameProblem(name: string): string | null {
  if (name.length > MAX_FILE_NAME_CHARS) return `Nama file maksimal ${MAX_FILE_NAME_CHARS} karakter.`;
  if (textProblem(name)) return 'Nama file berisi karakter yang tidak valid.';
  if (/[/\\]/.test(name) || name === '.' || name === '..') return 'Nama file tidak boleh berisi folder.';
  return null;
}

/** Content-Transfer-Encoding of a file part: browsers send none (7bit); base64 etc. are not decoded here. */
const PLAIN_ENCODINGS = new Set(['7bit', '8bit', 'binary']);

/** A refused field keeps no value, so no later rule or store sees it. */
function refuse(errors: FieldErrors, field: string, message: string): void {
  if (!errors[field]) addError(errors, field, message);
}

/**
 * Reads a multipart, urlencoded or JSON body into the accepted string fields and buffered files.
 * Unknown fields and file fields are dropped (never stored); every accepted field is checked against
 * its maximum length, its type (text, or a JSON list where docs/product-rules.md says so) and its characters;
 * each file's name and transfer encoding are checked. Problems come back per field in `errors`.
 */
export async function readBody(request: FastifyRequest, options: ReadOptions): Promise<ParsedBody> {
  const spec = options.fields;
  const fileKeys = options.files ?? {};
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  const errors: FieldErrors = {};
  const accept = (key: string, value: unknown) => {
    const field = spec[key];
    if (!field) return;
    if (key in fields || errors[key]) return refuse(errors, key, 'Isian ini dikirim lebih dari sekali.');
    let text: string;
    if (typeof value === 'string') text = value;
    else if (value === null || value === undefined) text = '';
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
    else if (typeof value === 'boolean') text = String(value);
    else if (field.json && typeof value === 'object') text = JSON.stringify(value);
    else return refuse(errors, key, field.json ? 'Isian harus berupa daftar.' : 'Isian harus berupa teks.');
    const problem = textProblem(text, field.multiline);
    if (problem) return refuse(errors, key, problem);
    if (text.trim().length > field.max) return refuse(errors, key, `${field.label} maksimal ${field.max} karakter.`);
    fields[key] = text;
  };

  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          const errorKey = fileKeys[part.fieldname];
          if (!errorKey || files.some((f) => f.field === part.fieldname)) continue;
          if (buffer.length === 0 && !part.filename) continue;
          const nameProblem = fileNameProblem(part.filename);
          if (nameProblem) refuse(errors, errorKey, nameProblem);
          else if (!PLAIN_ENCODINGS.has(part.encoding.toLowerCase())) {
            refuse(errors, errorKey, 'File harus dikirim apa adanya, tanpa encoding (base64 dan sejenisnya).');
          } else {
            const truncated = part.file.truncated;
            files.push({
              field: part.fieldname,
              filename: part.filename,
              mimetype: part.mimetype,
              size: truncated ? MAX_FILE_BYTES + 1 : buffer.length,
              buffer,
              truncated,
            });
          }
        } else if (spec[part.fieldname]) {
          if (part.valueTruncated) {
            const field = spec[part.fieldname]!;
            refuse(errors, part.fieldname, `${field.label} maksimal ${field.max} karakter.`);
          } else {
            accept(part.fieldname, part.value);
          }
        }
      }
    } catch (error) {
      // Limits of the multipart parser (413) keep their status; anything else is a malformed body.
      if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
      throw refusal(400, 'body', 'Data formulir (multipart) tidak dapat dibaca.');
    }
    return { fields, files, errors };
  }

  const body = request.body;
  if (body === undefined || body === '') return { fields, files, errors };
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw refusal(400, 'body', 'Data harus dikirim sebagai objek JSON atau formulir.');
  }
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) accept(key, value);
  return { fields, files, errors };
}
