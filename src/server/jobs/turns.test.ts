import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trackRequests } from './turns';

describe('the request gate', () => {
  it('says the server is busy while a request is in flight, and idle once it has been answered', async () => {
    let answer: (() => void) | undefined;
    const server = createServer((_request, response) => {
      answer = () => response.end('ok');
    });
    const gate = trackRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const reply = fetch(`http://127.0.0.1:${port}/`);
      await expect.poll(() => answer !== undefined).toBe(true);
      expect(gate.idleFor()).toBe(0);
      answer!();
      await (await reply).text();
      await expect.poll(() => gate.idleFor()).toBeGreaterThan(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
