import type { FastifyReply, FastifyRequest } from 'fastify';

/** Field errors as the consultancy API answers them: {data: {field: [message]}}. */
export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export function replyFieldErrors(reply: FastifyReply, errors: FieldErrors, status = 422) {
  return reply.code(status).send({ message: 'Data yang dikirim tidak valid.', data: errors });
}

/** Requires the configured bearer credential (study-tour register, recommenders). */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  return request.headers.authorization === `Bearer ${token}`;
}

export function replyUnauthorized(reply: FastifyReply) {
  return reply.code(401).send({ message: 'Unauthorized' });
}

export interface MultipartFile {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface ParsedBody {
  fields: Record<string, string>;
  files: MultipartFile[];
}

/** Reads a multipart, urlencoded or JSON body into plain string fields and buffered files. */
export async function readBody(request: FastifyRequest): Promise<ParsedBody> {
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length > 0 || part.filename) {
          files.push({
            field: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            size: buffer.length,
            buffer,
          });
        }
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
    return { fields, files };
  }
  const body = request.body;
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  return { fields, files };
}

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
