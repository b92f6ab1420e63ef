import {
  CHANGE_ALREADY_DECIDED,
  CHANGE_MOVED_ON,
  CHANGE_NOT_FOUND,
  RECHECK_FIELDS,
  type PendingChange,
  type RecheckValues,
} from '@shared/marketplace/operator-changes';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { conflict, notFound } from '../../lib/http-errors';
import { queueMessages, staffRecipients } from '../outbox';
import type { UploadedDocument } from './applications-files';
import { addHistory } from './applications-repository';
import { type ApplicationDeps, plainEmail } from './applications-service';
import {
  type ChangeRow,
  adoptChangeDocuments,
  changeDocumentKinds,
  deleteChange,
  dropChangeDocuments,
  insertChange,
  listPendingChanges,
  lockChange,
  lockPendingChange,
  replaceChangeDocuments,
  updateChange,
} from './operator-changes-repository';
import {
  describeChange,
  renderChangeApproved,
  renderChangeRejected,
  renderStaffChangeAlert,
} from './operator-changes-templates';
import {
  type OperatorRow,
  findOperatorView,
  lockOperator,
  toOperator,
  updateOperatorRow,
} from './operators-repository';

/**
 * A company's change of what an admin checks (docs/product.md#profile,
 * docs/decisions/035-company-profile-re-check.md): it waits as one pending change per company,
 * the company keeps being matched on its verified values, and an admin approves or rejects it.
 */

/**
 * Adds the requested values and documents to the company's pending change (creating it), each
 * value equal to the current one withdrawing that part; a change left empty is dropped. Staff
 * are alerted. Runs inside the caller's transaction, the company's row locked.
 */
export async function requestChange(
  tx: Database,
  deps: Pick<ApplicationDeps, 'config' | 'transports'>,
  operator: OperatorRow,
  userId: number,
  values: RecheckValues,
  documents: UploadedDocument[],
): Promise<void> {
  const pending = await lockPendingChange(tx, operator.id);
  const requested = (pending?.changes ?? {}) as RecheckValues;
  const merged = Object.fromEntries(
    RECHECK_FIELDS.flatMap((field) => {
      const value = values[field] ?? requested[field];
      return value === undefined || value === operator[field] ? [] : [[field, value]];
    }),
  ) as RecheckValues;
  // jsonb keeps its own key order, so the two are compared field by field.
  const same = RECHECK_FIELDS.every((field) => merged[field] === requested[field]);
  if (same && documents.length === 0) return;
  let change: ChangeRow;
  if (pending) {
    await updateChange(tx, pending.id, {
      changes: merged,
      version: pending.version + 1,
      requested_by: userId,
    });
    change = { ...pending, changes: merged, version: pending.version + 1 };
  } else {
    change = await insertChange(tx, operator.id, userId, merged);
  }
  await replaceChangeDocuments(tx, operator.id, change.id, documents);
  const kinds = await changeDocumentKinds(tx, change.id);
  if (Object.keys(merged).length === 0 && kinds.length === 0) {
    await deleteChange(tx, change.id);
    await addHistory(tx, operator.id, userId, 'Change withdrawn');
    return;
  }
  const lines = describeChange(merged, kinds);
  await addHistory(tx, operator.id, userId, 'Change requested', lines.join('; '));
  const alert = renderStaffChangeAlert(
    operator,
    lines,
    `${deps.config.PUBLIC_URL}/admin/operators`,
  );
  const recipients = await staffRecipients(tx, deps.config as Config);
  await queueMessages(
    tx,
    deps.transports,
    recipients.map((email) =>
      plainEmail(
        `operator-change:${change.id}:v${change.version}:alert:${email.toLowerCase()}`,
        email,
        alert,
      ),
    ),
  );
}

/** The change, locked, if it is still pending at the version the admin saw. */
async function lockDecidable(tx: Database, id: number, version: number) {
  const change = await lockChange(tx, id);
  const operator = change && (await lockOperator(tx, change.operator_id));
  if (!change || !operator) throw notFound(CHANGE_NOT_FOUND);
  if (change.status !== 'pending') throw conflict(CHANGE_ALREADY_DECIDED);
  if (change.version !== version) throw conflict(CHANGE_MOVED_ON);
  return { change, operator, kinds: await changeDocumentKinds(tx, change.id) };
}

/** Applies the change's values and documents, records who approved it, tells the company. */
export async function approveChange(
  deps: ApplicationDeps,
  id: number,
  version: number,
  adminId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { change, operator, kinds } = await lockDecidable(tx, id, version);
    const values = change.changes as RecheckValues;
    await updateOperatorRow(tx, operator.id, values);
    await adoptChangeDocuments(tx, operator.id, change.id);
    await updateChange(tx, change.id, {
      status: 'approved',
      decided_by: adminId,
      decided_at: new Date(),
    });
    const lines = describeChange(values, kinds);
    const historyId = await addHistory(
      tx,
      operator.id,
      adminId,
      'Change approved',
      lines.join('; '),
    );
    if (operator.status === 'verified' && values.insurance_expires_on !== undefined) {
      await enqueueJob(tx, 'operator.rematch', { operator_id: operator.id, change: 'updated' });
    }
    await queueMessages(tx, deps.transports, [
      plainEmail(
        `operator:${operator.id}:change-approved:${historyId}`,
        operator.email,
        renderChangeApproved({ ...operator, ...values }, lines),
      ),
    ]);
  });
}

/** Keeps the company's current values, drops the change's files, tells the company why. */
export async function rejectChange(
  deps: ApplicationDeps,
  id: number,
  version: number,
  adminId: number,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { change, operator, kinds } = await lockDecidable(tx, id, version);
    const lines = describeChange(change.changes as RecheckValues, kinds);
    await dropChangeDocuments(tx, change.id);
    await updateChange(tx, change.id, {
      status: 'rejected',
      decided_by: adminId,
      decided_at: new Date(),
      reason,
    });
    const historyId = await addHistory(tx, operator.id, adminId, 'Change rejected', reason);
    await queueMessages(tx, deps.transports, [
      plainEmail(
        `operator:${operator.id}:change-rejected:${historyId}`,
        operator.email,
        renderChangeRejected(operator, lines, reason),
      ),
    ]);
  });
}

/** The admin queue: each pending change beside the company's current (verified) values. */
export async function listChangeQueue(db: Database, today: string): Promise<PendingChange[]> {
  const pending = await listPendingChanges(db);
  const views = await Promise.all(pending.map((row) => findOperatorView(db, row.operator_id)));
  return pending.flatMap(({ change }, index) => {
    const view = views[index];
    return view ? [{ operator: toOperator(view, today), change }] : [];
  });
}
