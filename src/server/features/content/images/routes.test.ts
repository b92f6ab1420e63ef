import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../../../db/schema';
import { bearer, createUser, tokenFor, useAdminApp } from '../../../test/auth-helpers';

const setup = useAdminApp();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

function upload(bytes: Buffer, fileName = 'coach.png', type = 'image/png', headers = setup().auth) {
  const boundary = '----coachhire-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return setup().app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('POST /api/images', () => {
  it('stores a PNG as WebP with resized variants and the documented fields', async () => {
    const response = await upload(await png(1200, 800));
    expect(response.statusCode).toBe(201);
    const { image } = response.json();
    expect(image).toMatchObject({
      file_name: 'coach.png',
      name: 'coach',
      mime_type: 'image/webp',
      width: 1200,
      height: 800,
      disk: 'database',
      url: `/api/images/${image.id}/stream`,
    });
    expect(image.path).toBeTruthy();
    const stream = await setup().app.inject({ method: 'GET', url: image.url });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('image/webp');
    expect(stream.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(stream.rawPayload).metadata()).format).toBe('webp');
    const small = await setup().app.inject({ method: 'GET', url: `${image.url}?w=320` });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    const cached = await setup().app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': stream.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect(
      (await setup().app.inject({ method: 'GET', url: `/api/images/${image.id}` })).json().image.id,
    ).toBe(image.id);
  });

  it('strips a path from the file name', async () => {
    const { image } = (await upload(await png(10, 10), '../../etc/x.png')).json();
    expect(image.file_name).toBe('x.png');
  });

  it.each([
    ['an HTML file renamed .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 415],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      415,
    ],
    ['an empty file', Buffer.alloc(0), 422],
  ])('refuses %s', async (_label, bytes, status) => {
    expect((await upload(bytes)).statusCode).toBe(status);
  });

  it('answers a body that is not the multipart it claims to be with 400, storing nothing', async () => {
    const whole = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\n\r\n'),
      await png(10, 10),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const before = (await setup().app.db.select().from(images)).length;
    for (const [type, payload] of [
      ['multipart/form-data', '[]'],
      ['multipart/form-data; boundary=b', whole.subarray(0, whole.length - 20)],
    ] as const) {
      const response = await setup().app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...setup().auth, 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(400);
      expect(response.json().message).toMatch(/multipart/);
    }
    expect((await setup().app.db.select().from(images)).length).toBe(before);
  });

  it('refuses a collection name with a NUL character with 422 instead of failing to store it', async () => {
    const boundary = 'b';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="collection"\r\n\r\nfleet\u0000\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\n\r\n`,
      ),
      await png(10, 10),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await setup().app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...setup().auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('collection');
  });

  it('refuses a file over 10 MB with 413', async () => {
    expect((await upload(Buffer.alloc(11 * 1024 * 1024, 1))).statusCode).toBe(413);
  });

  it('refuses an image with a huge pixel count (a decompression bomb)', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect((await upload(bomb)).statusCode).toBe(422);
  });

  it('is for admins only, and only multipart', async () => {
    const manager = bearer(await tokenFor(setup().app, await createUser(setup().app, 2)));
    expect((await upload(await png(5, 5), 'x.png', 'image/png', manager)).statusCode).toBe(403);
    const json = await setup().app.inject({
      method: 'POST',
      url: '/api/images',
      headers: setup().auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(
      (await setup().app.inject({ method: 'GET', url: '/api/images/999999/stream' })).statusCode,
    ).toBe(404);
  });
});
