import {
  CODE_WRONG,
  type PasswordAndCode,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_REQUIRED_FOR_ADMINS,
  type TotpSetup,
  type TotpStatus,
} from '@shared/auth/second-factor';
import { CURRENT_PASSWORD_WRONG, ROLE_IDS } from '@shared/users/users';
import type { Database } from '../../db/client';
import { conflict, unprocessable } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/passwords';
import {
  type FactorKeys,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCode,
} from './factor-keys';
import { checkPasswordAttempt } from './password-attempts';
import { describeTotpSecret, isTotpCode, matchTotpCode, newTotpSecret, stripSpaces } from './totp';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteTotp,
  findTotpFactor,
  readAuthSettings,
  replaceRecoveryCodes,
  savePendingTotp,
  useRecoveryCode,
} from './totp-repository';

/** How TOTP is set up, checked and turned off (docs/product.md#two-step-verification). */
export type FactorDeps = { db: Database; keys: FactorKeys };
/** The account a code is for, and where it is typed from (for the sign-in throttle). */
export type FactorUser = { id: number; email: string; role_id: number };

export const ALREADY_ON = 'Two-step verification is already on';
export const NOT_STARTED = 'Start setting up two-step verification first';
export const NOT_ON = 'Two-step verification is not on';

export const wrongCode = () => unprocessable(CODE_WRONG, { code: [CODE_WRONG] });

/** Whether the account may not be without TOTP: admins, while the setting says so. */
export async function isTotpRequired(db: Database, user: Pick<FactorUser, 'role_id'>) {
  if (user.role_id !== ROLE_IDS.admin) return false;
  return (await readAuthSettings(db)).require_totp_for_admins;
}

export async function totpStatus({ db }: FactorDeps, user: FactorUser): Promise<TotpStatus> {
  const factor = await findTotpFactor(db, user.id);
  const enabledAt = factor?.confirmed_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? await countUnusedRecoveryCodes(db, user.id) : 0,
    required: await isTotpRequired(db, user),
  };
}

/** A new secret waiting for its first code (any earlier unconfirmed one is replaced). */
export async function startTotpSetup(
  { db, keys }: FactorDeps,
  user: FactorUser,
): Promise<TotpSetup> {
  const secret = await newTotpSecret();
  const saved = await savePendingTotp(db, user.id, encryptSecret(keys.encryption, secret));
  if (!saved) throw conflict(ALREADY_ON);
  return describeTotpSecret(secret, user.email);
}

/**
 * Turns the pending authenticator on with its first code, and returns the recovery codes — the
 * only time they are ever shown. A wrong code counts as a failed sign-in.
 */
export async function confirmTotpSetup(
  { db, keys }: FactorDeps,
  user: FactorUser,
  code: string,
  ip: string,
): Promise<string[]> {
  const factor = await findTotpFactor(db, user.id);
  if (factor?.confirmed_at) throw conflict(ALREADY_ON);
  if (!factor) throw conflict(NOT_STARTED);
  const secret = decryptSecret(keys.encryption, factor.secret);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const isRight = await checkPasswordAttempt(db, user.email, ip, async () => {
    const typed = stripSpaces(code);
    const step =
      secret && isTotpCode(typed) ? await matchTotpCode(secret, typed, factor.last_step) : null;
    if (step === null) return false;
    return db.transaction(async (tx) => {
      if (!(await claimTotpStep(tx, user.id, step, true))) return false;
      await replaceRecoveryCodes(
        tx,
        user.id,
        codes.map((recovery) => hashRecoveryCode(keys.recovery, recovery)),
      );
      return true;
    });
  });
  if (!isRight) throw wrongCode();
  return codes;
}

/**
 * Checks a code for an account with TOTP on — the authenticator's (once per 30-second step) or an
 * unused recovery code (used up) — counted by the sign-in throttle like a password.
 */
export async function checkSecondFactor(
  { db, keys }: FactorDeps,
  user: FactorUser,
  code: string,
  ip: string,
): Promise<boolean> {
  return checkPasswordAttempt(db, user.email, ip, async () => {
    const factor = await findTotpFactor(db, user.id);
    if (!factor?.confirmed_at) return false;
    const typed = stripSpaces(code);
    if (!isTotpCode(typed)) {
      return useRecoveryCode(db, user.id, hashRecoveryCode(keys.recovery, typed));
    }
    const secret = decryptSecret(keys.encryption, factor.secret);
    const step = secret ? await matchTotpCode(secret, typed, factor.last_step) : null;
    return step !== null && claimTotpStep(db, user.id, step);
  });
}

type PasswordUser = FactorUser & { password_hash: string };

/** The current password, then a code, each counted by the sign-in throttle; 422 on the field. */
async function checkPasswordAndCode(
  deps: FactorDeps,
  user: PasswordUser,
  input: PasswordAndCode,
  ip: string,
): Promise<void> {
  const isPasswordRight = await checkPasswordAttempt(deps.db, user.email, ip, () =>
    verifyPassword(user.password_hash, input.current_password),
  );
  if (!isPasswordRight) {
    throw unprocessable(CURRENT_PASSWORD_WRONG, { current_password: [CURRENT_PASSWORD_WRONG] });
  }
  if (!(await checkSecondFactor(deps, user, input.code, ip))) throw wrongCode();
}

/** Turning TOTP off needs the current password and a code; refused while it is required. */
export async function disableTotp(
  deps: FactorDeps,
  user: PasswordUser,
  input: PasswordAndCode,
  ip: string,
): Promise<void> {
  const factor = await findTotpFactor(deps.db, user.id);
  if (!factor?.confirmed_at) throw conflict(NOT_ON);
  if (await isTotpRequired(deps.db, user)) throw conflict(SECOND_FACTOR_REQUIRED_FOR_ADMINS);
  await checkPasswordAndCode(deps, user, input, ip);
  await deps.db.transaction((tx) => deleteTotp(tx, user.id));
}

/**
 * A new set of recovery codes for an account with TOTP on (the current password and a code):
 * every earlier code stops working, and the new ones are shown this once. Allowed while TOTP is
 * required, when turning it off and on again is not.
 */
export async function renewRecoveryCodes(
  deps: FactorDeps,
  user: PasswordUser,
  input: PasswordAndCode,
  ip: string,
): Promise<string[]> {
  const factor = await findTotpFactor(deps.db, user.id);
  if (!factor?.confirmed_at) throw conflict(NOT_ON);
  await checkPasswordAndCode(deps, user, input, ip);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction((tx) =>
    replaceRecoveryCodes(
      tx,
      user.id,
      codes.map((code) => hashRecoveryCode(deps.keys.recovery, code)),
    ),
  );
  return codes;
}
