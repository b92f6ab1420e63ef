import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTransports } from './transports';

type Received = { path: string; authorization: string | undefined; form: URLSearchParams };

/** A Twilio-compatible SMS API on 127.0.0.1 whose next answer each test chooses. */
let answer: (response: ServerResponse) => void = (response) => response.writeHead(201).end('{}');
const received: Received[] = [];
const server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      form: new URLSearchParams(body),
    });
    answer(response);
  });
});

let smsUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const transportsWith = (timeoutMs = 2_000) =>
  createTransports(
    loadConfig({
      SMS_PROVIDER: 'twilio',
      SMS_API_URL: smsUrl,
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'secret-token',
      SMS_FROM: '+353870000000',
    }),
    { smsTimeoutMs: timeoutMs },
  );

describe('the SMS adapter', () => {
  it('posts the message to the account, form-encoded, with basic auth', async () => {
    answer = (response) =>
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    await transportsWith().sendSms!({
      to: '+353871234567',
      body: 'Coach Hire Ireland: thanks Aoife',
    });
    const last = received.at(-1)!;
    expect(last.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(last.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
    );
    expect(Object.fromEntries(last.form)).toEqual({
      To: '+353871234567',
      From: '+353870000000',
      Body: 'Coach Hire Ireland: thanks Aoife',
    });
  });

  it('fails on a 5xx with the provider status in the error', async () => {
    answer = (response) => response.writeHead(503).end('busy');
    await expect(transportsWith().sendSms!({ to: '+353871234567', body: 'x' })).rejects.toThrow(
      /503/,
    );
  });

  it('fails on a provider that does not answer in time', async () => {
    answer = () => {
      /* never answers */
    };
    await expect(
      transportsWith(200).sendSms!({ to: '+353871234567', body: 'x' }),
    ).rejects.toThrow();
  });

  it('is absent when no provider is configured, so messages are captured instead', () => {
    expect(createTransports(loadConfig({})).sendSms).toBeUndefined();
    expect(createTransports(loadConfig({})).sendEmail).toBeUndefined();
  });
});
