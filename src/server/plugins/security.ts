import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org` for the CSP. */
export function tileHostSource(tileUrl: string): string {
  const host = /^https:\/\/([^/]+)\//.exec(tileUrl)?.[1] ?? '';
  return `https://${host.replace(/\{[a-z]\}/g, '*')}`;
}

type SecurityOptions = { publicUrl: string; extraImageHosts?: string[] };

type Middleware = (request: never, response: never, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, read once by running it on a stand-in response: its
 * headers are the same for every request (no nonces here). Helmet stays the one source of them.
 */
export function headersOf(middleware: Middleware): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  middleware({} as never, response as never, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('the security headers were not set at once');
  return Object.fromEntries(headers);
}

/**
 * Security headers on every response; the CSP allows only what the app itself loads. Helmet
 * works out the headers once, at start-up, and each request adds them to Fastify's own headers
 * of the reply. Set on Node's response instead (helmet's middleware per request), they sent
 * every header of the response, Fastify's too, through Node's header-by-header path; with the
 * text check's fast path this saved 56 µs of a quote POST's ~505 (docs/performance.md).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const isHttps = options.publicUrl.startsWith('https://');
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          // Content-driven colours are applied as inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(options.extraImageHosts ?? [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          // A company's PDF shown to an admin from a blob: URL (docs/decisions/029-operator-applications.md).
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          // Upgrading on plain-http installs (a laptop, a LAN address) would break every asset.
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
});
