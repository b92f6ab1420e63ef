import { inflateSync } from 'node:zlib';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  type DocumentKind,
  MAX_DOCUMENT_BYTES,
} from '@shared/marketplace/applications';
import { type FieldErrors, HttpError } from '../../lib/http-errors';

/**
 * Reading an application's upload (docs/product.md#for-bus-companies): one `data` field and the
 * two documents, each recognised by its bytes — never its name or declared type.
 */

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';
export type UploadedDocument = {
  kind: DocumentKind;
  content_type: DocumentType;
  file_name: string;
  data: Buffer;
};

export const FILE_TOO_LARGE = 'Each file can be at most 10 MB';
export const WRONG_FILE_TYPE = 'Upload a PDF, JPEG or PNG file';
export const PDF_WITH_SCRIPT = 'This PDF contains scripts or actions; upload a plain PDF or a scan';
export const ONE_FILE_EACH = 'Attach one file here';
export const EMPTY_FILE = 'The file is empty';
export const UNEXPECTED_PART = 'Not part of the application';

/** The multipart plugin's limits: the data field, two files, nothing else. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: DOCUMENT_KINDS.length + 1,
  fields: 2,
  parts: DOCUMENT_KINDS.length + 3,
  fieldSize: 200_000,
};

/** A failure while reading the body is the client's: too large, too many parts, or not multipart. */
function uploadError(error: unknown): never {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    throw new HttpError(413, 'Send the form data and the documents only');
  }
  if (typeof statusCode === 'number' && statusCode < 500) throw error;
  throw new HttpError(400, 'The upload is not valid multipart/form-data, or it was cut short');
}

const isDocumentKind = (name: string): name is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(name);

/** Reads every part into memory (at most 2 × 10 MB), or throws the client's error. */
export async function readApplicationUpload(request: FastifyRequest): Promise<{
  data: string | undefined;
  parts: { kind: DocumentKind; name: string; bytes: Buffer }[];
  unexpected: string[];
}> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the form as multipart/form-data');
  }
  let data: string | undefined;
  const parts: { kind: DocumentKind; name: string; bytes: Buffer }[] = [];
  const unexpected: string[] = [];
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (part.fieldname === 'data' && typeof part.value === 'string') data = part.value;
        else unexpected.push(part.fieldname);
        continue;
      }
      const file = part as MultipartFile;
      const bytes = await file.toBuffer();
      if (isDocumentKind(file.fieldname)) {
        parts.push({ kind: file.fieldname, name: file.filename, bytes });
      } else unexpected.push(file.fieldname);
    }
  } catch (error) {
    uploadError(error);
  }
  return { data, parts, unexpected };
}

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The document's type from its first bytes; null for anything else (HTML, scripts, Office...). */
export function sniffDocumentType(bytes: Buffer): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** A PDF name token (`/Name`); `#xx` escapes spell any character, so they are decoded. */
const NAME_TOKEN = /\/([^\s/<>[\]()%{}]+)/g;
const STREAM = /stream\r?\n([\s\S]*?)endstream/g;
/** Inflating stops here: a compressed stream cannot expand without bound. */
const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

function namesAction(text: string): boolean {
  for (const match of text.matchAll(NAME_TOKEN)) {
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}

/**
 * Whether a PDF names JavaScript or a launch action, in its plain objects or inside its
 * compressed streams (object streams hide dictionaries there). Such a PDF is refused outright.
 */
export function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (namesAction(text)) return true;
  let inflatedTotal = 0;
  for (const match of text.matchAll(STREAM)) {
    try {
      const inflated = inflateSync(Buffer.from(match[1]!, 'latin1'), {
        maxOutputLength: MAX_INFLATED_BYTES,
      });
      inflatedTotal += inflated.length;
      if (namesAction(inflated.toString('latin1'))) return true;
    } catch {
      // Not a deflate stream (an image, or another filter): its bytes were scanned as they are.
    }
    if (inflatedTotal > MAX_INFLATED_BYTES) return true;
  }
  return false;
}

/** The uploaded name without any path, control characters or excess length. */
export function safeDocumentName(raw: string, kind: DocumentKind): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 120);
  return cleaned || kind;
}

/**
 * Checks the documents: present once each (unless not `required`: a company's profile sends only
 * the new ones), not empty, of an accepted type, no PDF scripts.
 */
export function checkDocuments(
  parts: { kind: DocumentKind; name: string; bytes: Buffer }[],
  errors: FieldErrors,
  { required = true } = {},
): UploadedDocument[] {
  const documents: UploadedDocument[] = [];
  for (const kind of DOCUMENT_KINDS) {
    const mine = parts.filter((part) => part.kind === kind);
    const problem = (message: string) => (errors[kind] = [message]);
    if (mine.length === 0) {
      if (required) problem(`Attach the ${DOCUMENT_LABELS[kind].toLowerCase()}`);
    } else if (mine.length > 1) problem(ONE_FILE_EACH);
    else {
      const { bytes, name } = mine[0]!;
      const type = sniffDocumentType(bytes);
      if (bytes.length === 0) problem(EMPTY_FILE);
      else if (!type) problem(WRONG_FILE_TYPE);
      else if (type === 'application/pdf' && pdfHasActiveContent(bytes)) problem(PDF_WITH_SCRIPT);
      else
        documents.push({
          kind,
          content_type: type,
          file_name: safeDocumentName(name, kind),
          data: bytes,
        });
    }
  }
  return documents;
}
