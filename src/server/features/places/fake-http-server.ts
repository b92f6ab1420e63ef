import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the geocoder or router in tests: a real HTTP server on 127.0.0.1 whose answer
 * each test sets, recording what it was asked.
 */
export type FakeHandler = (url: URL, response: ServerResponse) => void;

export type FakeServer = {
  url: string;
  requests: { url: URL; headers: IncomingHttpHeaders }[];
  answerWith: (handler: FakeHandler) => void;
  close: () => Promise<void>;
};

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  let current = handler;
  const requests: FakeServer['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: request.headers });
    current(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith: (next) => {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The URL of a server that was there and is gone: connections are refused. */
export async function unreachableUrl(): Promise<string> {
  const server = await startFakeServer(() => undefined);
  await server.close();
  return server.url;
}
