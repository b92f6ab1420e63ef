/**
 * Reads a delivered email as a mail client would (enough of RFC 2045/2046 for what nodemailer
 * writes): headers, nested multipart bodies, base64 and quoted-printable parts.
 */
export type MimePart = {
  headers: Record<string, string>;
  contentType: string;
  filename: string | null;
  body: Buffer;
  parts: MimePart[];
};

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const parameter = (header: string | undefined, name: string) =>
  header ? (new RegExp(`${name}\\*?="?([^";]+)"?`, 'i').exec(header)?.[1] ?? null) : null;

function decode(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      );
    default:
      return Buffer.from(body, 'utf8');
  }
}

export function parseMime(raw: string): MimePart {
  const { headers, body } = splitHeaders(raw);
  const contentType = (headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  const filename =
    parameter(headers['content-disposition'], 'filename') ??
    parameter(headers['content-type'], 'name');
  const boundary = contentType.startsWith('multipart/')
    ? parameter(headers['content-type'], 'boundary')
    : null;
  if (!boundary) {
    return {
      headers,
      contentType,
      filename,
      body: decode(body, headers['content-transfer-encoding']),
      parts: [],
    };
  }
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => parseMime(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  return { headers, contentType, filename, body: Buffer.alloc(0), parts };
}

/** Every part of a message that carries a file name: its attachments. */
export function attachmentsOf(part: MimePart): MimePart[] {
  return [...(part.filename ? [part] : []), ...part.parts.flatMap(attachmentsOf)];
}
