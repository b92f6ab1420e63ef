import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';

/**
 * A TCP relay to PostgreSQL that can cut its connections on cue: a restart or a network drop
 * without touching the real server, which other tests share.
 */
export function startRelay(target: URL) {
  const pairs = new Set<[Socket, Socket]>();
  let cutNextQuery = false;
  let frozen = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const cut = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      if (frozen) return;
      if (cutNextQuery) {
        cutNextQuery = false;
        cut();
      } else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const socket of pair) {
      socket.on('close', cut);
      socket.on('error', cut);
    }
  });
  return {
    /** Starts relaying on `port` (0: any free port); resolves with the port. */
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    /** `target` with its host and port replaced by the relay's. */
    urlFor: (port: number) => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    /** Drops every connection now, as a database restart does. */
    cutAll: () => {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    /** Stops answering (messages are swallowed, connections stay open), as a frozen host does. */
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
    },
    /** Drops the connection that sends the next message, instead of delivering it. */
    cutNextQuery: () => {
      cutNextQuery = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
