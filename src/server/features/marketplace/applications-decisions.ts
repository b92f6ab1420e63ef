import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { queueMessages } from '../outbox';
import { createCompanyAccount } from '../workspace';
import { addHistory, findApplication, updateApplication } from './applications-repository';
import { type ApplicationDeps, plainEmail } from './applications-service';
import {
  renderApplicationApproved,
  renderApplicationRejected,
  renderInfoRequested,
} from './applications-templates';
import { type OperatorRow, lockOperator } from './operators-repository';

/**
 * Staff's decisions on a company's application (docs/product.md#pending-applications): each
 * writes a history entry and emails the applicant through the outbox, in one transaction.
 */

export const APPLICATION_NOT_FOUND = 'Application not found';
export const ALREADY_DECIDED = 'This application has already been decided';

/** The company and its confirmed, undecided application, locked; or why it cannot be decided. */
async function lockUndecided(tx: Database, operatorId: number): Promise<OperatorRow> {
  const operator = await lockOperator(tx, operatorId);
  const application = operator && (await findApplication(tx, operatorId));
  if (!operator || !application?.confirmed_at) throw notFound(APPLICATION_NOT_FOUND);
  if (application.decision === 'approved' || application.decision === 'rejected') {
    throw conflict(ALREADY_DECIDED);
  }
  return operator;
}

/**
 * Part of verifying a company (`POST /operators/{id}/verify`, inside its transaction): the
 * history entry, and for an undecided application its approval, the company's first account (its
 * owner, docs/product.md#company-accounts) and the applicant's email with the link that sets the
 * account's password.
 */
export async function recordVerification(
  tx: Database,
  deps: Pick<ApplicationDeps, 'transports' | 'config'>,
  operator: OperatorRow,
  adminId: number,
): Promise<void> {
  const historyId = await addHistory(tx, operator.id, adminId, 'Approved');
  const application = await findApplication(tx, operator.id);
  if (!application?.confirmed_at || application.decision === 'approved') return;
  await updateApplication(tx, operator.id, {
    decision: 'approved',
    decided_by: adminId,
    decided_at: new Date(),
  });
  const account = await createCompanyAccount(tx, {
    operatorId: operator.id,
    name: operator.contact_name,
    email: operator.email,
    companyRole: 'owner',
    invitedBy: null,
    publicUrl: deps.config.PUBLIC_URL,
  });
  if (!account) {
    // The address already signs in to another account: staff create the owner by hand.
    await addHistory(tx, operator.id, null, ACCOUNT_NOT_CREATED);
  }
  await queueMessages(tx, deps.transports, [
    plainEmail(
      `operator:${operator.id}:approved:${historyId}`,
      operator.email,
      renderApplicationApproved(operator, account?.setPasswordUrl ?? null),
    ),
  ]);
}

export const ACCOUNT_NOT_CREATED =
  'No company account was created: the email address is already used by another account';

export async function rejectApplication(
  deps: ApplicationDeps,
  operatorId: number,
  adminId: number,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const operator = await lockUndecided(tx, operatorId);
    await updateApplication(tx, operatorId, {
      decision: 'rejected',
      decided_by: adminId,
      decided_at: new Date(),
    });
    const historyId = await addHistory(tx, operatorId, adminId, 'Rejected', reason);
    await queueMessages(tx, deps.transports, [
      plainEmail(
        `operator:${operatorId}:rejected:${historyId}`,
        operator.email,
        renderApplicationRejected(operator, reason),
      ),
    ]);
  });
}

/** Asks the applicant for more; the application stays in the queue, marked as waiting. */
export async function requestMoreInformation(
  deps: ApplicationDeps,
  operatorId: number,
  adminId: number,
  message: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const operator = await lockUndecided(tx, operatorId);
    await updateApplication(tx, operatorId, { decision: 'info_requested' });
    const historyId = await addHistory(
      tx,
      operatorId,
      adminId,
      'More information requested',
      message,
    );
    await queueMessages(tx, deps.transports, [
      plainEmail(
        `operator:${operatorId}:info-requested:${historyId}`,
        operator.email,
        renderInfoRequested(operator, message),
      ),
    ]);
  });
}
