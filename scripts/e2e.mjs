// `npm run test:e2e`: builds the client, then drives the app (started as `npm start` starts it)
// in Debian's Chromium with Playwright. Never downloads a browser.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = [
    '',
    '  ##############################################################',
    `  #  E2E TESTS ${process.env.CI ? 'FAILED' : 'SKIPPED'}: no Chromium at ${chromium}`,
    "  #  Install Debian's browser:  sudo apt-get install -y chromium",
    '  #  (or point CHROMIUM_PATH at a Chromium binary)',
    '  ##############################################################',
    '',
  ].join('\n');
  console.error(message);
  process.exit(process.env.CI ? 1 : 0);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'coachhire-e2e-'));
// A private build per run: a rebuild of dist/client by anyone else cannot pull assets from
// under the server mid-test.
const clientDir = join(dataDir, 'client');
console.log('Building the web client for the e2e run…');
const { build } = await import('vite');
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { outDir: clientDir, emptyOutDir: true },
});
const port = await freePort();
// A real SMTP server on loopback that the product sends to; each message lands in a folder the
// specs read (e2e/mailbox.ts), as a company or a customer would read their inbox.
const mailDir = join(dataDir, 'mail');
const mailSink = await startMailSink(mailDir);
const result = await new Promise((resolve) => {
  const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_DATA_DIR: join(dataDir, 'data'),
      E2E_CLIENT_DIR: clientDir,
      E2E_PORT: String(port),
      E2E_SMTP_URL: `smtp://127.0.0.1:${mailSink.port}`,
      E2E_MAIL_DIR: mailDir,
    },
  });
  child.on('exit', (code) => resolve(code ?? 1));
});
await mailSink.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(result);

/** Keeps every message it receives as `{n}.json` ({to, raw}) in `dir`. */
async function startMailSink(dir) {
  mkdirSync(dir, { recursive: true });
  const { SMTPServer } = await import('smtp-server');
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only; the package's bundled certificate has expired.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const raw = Buffer.concat(chunks).toString('utf8');
        writeFileSync(
          join(dir, `${String(count).padStart(6, '0')}.json`),
          JSON.stringify({ to, raw }),
        );
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
