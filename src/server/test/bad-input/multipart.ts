import sharp from 'sharp';

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

export type Part = { name: string; data: Buffer | string; fileName?: string; type?: string };

/** A multipart/form-data body from raw parts, so tests can send what no browser would. */
export function multipart(parts: Part[], boundary = 'fuzz-boundary') {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.fileName === undefined ? '' : `; filename="${part.fileName}"`) +
        (part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`) +
        '\r\n\r\n',
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One image file in the field the upload route reads. */
export const imagePart = (data: Buffer, fileName = 'coach.png'): Part => ({
  name: 'file',
  data,
  fileName,
  type: 'image/png',
});
