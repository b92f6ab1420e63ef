import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `--headless=new` first: Playwright, which runs Chromium headless itself, gets the rest. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium with a fresh profile (removed when it exits) that Lighthouse drives on `port`. */
export function launchChromium(port: number): ChildProcess {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  child.once('exit', () => rmSync(profile, { recursive: true, force: true }));
  return child;
}
