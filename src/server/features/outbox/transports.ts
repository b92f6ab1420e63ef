import type { Config } from '../../config';

/** A file an email carries, rendered when the email is sent (decision 050). */
export type EmailAttachment = { filename: string; contentType: string; content: Buffer | string };

export type EmailOut = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: EmailAttachment[];
};
export type SmsOut = { to: string; body: string };

export type Transports = {
  /** Undefined when no SMTP server is configured: messages are then captured, not sent. */
  sendEmail?: (email: EmailOut) => Promise<void>;
  sendSms?: (sms: SmsOut) => Promise<void>;
};

const SMS_TIMEOUT_MS = 10_000;

export function createTransports(
  config: Config,
  { smsTimeoutMs = SMS_TIMEOUT_MS }: { smsTimeoutMs?: number } = {},
): Transports {
  const transports: Transports = {};
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL;
    // nodemailer is loaded with the first email, not with the server (decision 055).
    let mailer: Promise<import('nodemailer').Transporter> | undefined;
    const openMailer = async () =>
      (await import('nodemailer')).default.createTransport(smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    const host = new URL(config.PUBLIC_URL).hostname;
    transports.sendEmail = async (email) => {
      // A failed load or a refused address is tried again with the next email.
      mailer ??= openMailer().catch((error: unknown) => {
        mailer = undefined;
        throw error;
      });
      await (
        await mailer
      ).sendMail({
        from: config.MAIL_FROM,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        attachments: email.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
        // One Message-ID per outbox message: a resend after a crash is recognisably the same mail.
        messageId: `<outbox-${email.id}@${host}>`,
      });
    };
  }
  if (
    config.SMS_PROVIDER === 'twilio' &&
    config.SMS_ACCOUNT_SID &&
    config.SMS_AUTH_TOKEN &&
    config.SMS_FROM
  ) {
    const { SMS_ACCOUNT_SID: sid, SMS_AUTH_TOKEN: token, SMS_FROM: from } = config;
    const url = `${config.SMS_API_URL.replace(/\/+$/, '')}/Accounts/${encodeURIComponent(sid)}/Messages.json`;
    transports.sendSms = async (sms) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: sms.to, From: from, Body: sms.body }),
        signal: AbortSignal.timeout(smsTimeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`SMS provider answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    };
  }
  return transports;
}
