import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org` for the CSP. */
export function tileHostSource(tileUrl: string): string {
  const host = /^https:\/\/([^/]+)\//.exec(tileUrl)?.[1] ?? '';
  return `https://${host.replace(/\{[a-z]\}/g, '*')}`;
}

type SecurityOptions = { publicUrl: string; extraImageHosts?: string[] };

/**
 * Security headers on every response; the CSP allows only what the app itself loads. Helmet's
 * middleware is built once here: the headers are the same for every request (no nonces), and
 * building it per request (as @fastify/helmet does) cost ~2% of the server's CPU on every route.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const isHttps = options.publicUrl.startsWith('https://');
  const setHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
