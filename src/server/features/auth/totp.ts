import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, type TotpSetup } from '@shared/auth/second-factor';

/** The name authenticator apps show above the account's codes. */
const ISSUER = 'Coach Hire Ireland';

/** Whether a typed code looks like the authenticator's (6 digits, spaces ignored). */
export const isTotpCode = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

export const stripSpaces = (code: string) => code.replace(/\s/g, '');

// otplib and qrcode are loaded when a second factor is first set up or checked, not with the
// server: most servers never need them, and they held ~1 MB of memory (decision 055).
const otplib = () => import('otplib');

/** A new random secret (20 bytes, base32: what RFC 4226 recommends for SHA-1). */
export const newTotpSecret = async () => (await otplib()).generateSecret({ length: 20 });

/** The key as text, the otpauth:// address and its QR code, for the enrolment screen. */
export async function describeTotpSecret(secret: string, account: string): Promise<TotpSetup> {
  const otpauthUrl = (await otplib()).generateURI({
    issuer: ISSUER,
    label: account,
    secret,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    algorithm: 'sha1',
  });
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The 30-second step a code belongs to when it is right now, give or take one step (a phone's
 * clock a little off, a code typed as it turned), and later than `afterStep` (a code works once);
 * otherwise null.
 */
export async function matchTotpCode(
  secret: string,
  code: string,
  afterStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  const { verify } = await otplib();
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      afterTimeStep: afterStep ?? undefined,
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      algorithm: 'sha1',
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
