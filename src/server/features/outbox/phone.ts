/**
 * A customer's mobile number in E.164, or null when it cannot be one. Numbers typed without a
 * country code are read as Irish (+353), except Northern Ireland's: UK mobiles (07…) and Belfast
 * area landlines (028…) become +44.
 */
export function toE164(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  let international: string;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  else if (/^0(7|28)/.test(compact)) international = `44${compact.slice(1)}`;
  else if (compact.startsWith('0')) international = `353${compact.slice(1)}`;
  else international = `353${compact}`;
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}
