import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type {
  ApplicationDecision,
  HistoryEntry,
  OperatorDocument,
  ValidApplicationInput,
} from '@shared/marketplace/applications';
import type { Database } from '../../db/client';
import {
  operatorApplications,
  operatorDocuments,
  operatorHistory,
  operators,
  users,
} from '../../db/schema';
import type { UploadedDocument } from './applications-files';
import { insertOperator } from './operators-repository';

export type ApplicationRow = typeof operatorApplications.$inferSelect;

/** The licence number as compared: upper case, letters and digits only (see licenceKey). */
const licenceKeySql = sql`upper(regexp_replace(${operators.licence_number}, '[^A-Za-z0-9]', '', 'g'))`;

/**
 * Serialises applications naming the same email or licence, so two at once cannot both pass the
 * "not applied yet" check.
 */
export async function lockApplicant(db: Database, email: string, licenceKey: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`operator-email:${email.trim().toLowerCase()}`}))`,
  );
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`operator-licence:${licenceKey}`}))`,
  );
}

const sameApplicant = (email: string, licenceKey: string) =>
  or(
    sql`lower(${operators.email}) = ${email.trim().toLowerCase()}`,
    sql`${licenceKeySql} = ${licenceKey}`,
  );

/**
 * Forgets applications with this email or licence whose confirmation link ran out unused: staff
 * never saw them, and the company may apply again.
 */
export async function dropExpiredUnconfirmed(db: Database, email: string, licenceKey: string) {
  const expired = db
    .select({ id: operatorApplications.operator_id })
    .from(operatorApplications)
    .innerJoin(operators, eq(operators.id, operatorApplications.operator_id))
    .where(
      and(
        isNull(operatorApplications.confirmed_at),
        lt(operatorApplications.token_expires_at, sql`now()`),
        sameApplicant(email, licenceKey),
      ),
    );
  await db.delete(operators).where(inArray(operators.id, expired));
}

/** Whether any company (applied or added by staff) has this email or licence number. */
export async function hasApplied(db: Database, email: string, licenceKey: string) {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(sameApplicant(email, licenceKey))
    .limit(1);
  return row !== undefined;
}

export async function insertApplication(
  db: Database,
  input: ValidApplicationInput,
  documents: UploadedDocument[],
  tokenHash: string,
  linkHours: number,
): Promise<number> {
  const { terms_accepted: _accepted, ...company } = input;
  const operatorId = await insertOperator(db, company);
  await db.insert(operatorApplications).values({
    operator_id: operatorId,
    terms_accepted_at: sql`now()`,
    token_hash: tokenHash,
    token_expires_at: sql`now() + ${sql.raw(`interval '${linkHours} hours'`)}`,
  });
  await db.insert(operatorDocuments).values(
    documents.map((document) => ({
      ...document,
      operator_id: operatorId,
      size: document.data.length,
    })),
  );
  await addHistory(db, operatorId, null, 'Applied');
  return operatorId;
}

export async function findApplicationByToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(operatorApplications)
    .where(eq(operatorApplications.token_hash, tokenHash))
    .for('update');
  return row;
}

export async function findApplication(db: Database, operatorId: number) {
  const [row] = await db
    .select()
    .from(operatorApplications)
    .where(eq(operatorApplications.operator_id, operatorId))
    .for('update');
  return row;
}

export async function updateApplication(
  db: Database,
  operatorId: number,
  changes: Partial<Pick<ApplicationRow, 'token_hash' | 'decided_by' | 'decided_at'>> & {
    decision?: ApplicationDecision;
    confirmed_at?: Date;
  },
) {
  await db
    .update(operatorApplications)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(operatorApplications.operator_id, operatorId));
}

export async function addHistory(
  db: Database,
  operatorId: number,
  actorId: number | null,
  action: string,
  detail: string | null = null,
): Promise<number> {
  const [row] = await db
    .insert(operatorHistory)
    .values({ operator_id: operatorId, actor_id: actorId, action, detail })
    .returning({ id: operatorHistory.id });
  return row!.id;
}

/** Confirmed applications not yet decided, oldest first. */
export async function listQueue(db: Database) {
  return db
    .select()
    .from(operatorApplications)
    .where(
      and(
        isNotNull(operatorApplications.confirmed_at),
        inArray(operatorApplications.decision, ['pending', 'info_requested']),
      ),
    )
    .orderBy(asc(operatorApplications.confirmed_at));
}

const documentColumns = {
  id: operatorDocuments.id,
  operator_id: operatorDocuments.operator_id,
  kind: operatorDocuments.kind,
  content_type: operatorDocuments.content_type,
  file_name: operatorDocuments.file_name,
  size: operatorDocuments.size,
  created_at: operatorDocuments.created_at,
};

export async function listDocuments(
  db: Database,
  operatorIds: number[],
): Promise<(OperatorDocument & { operator_id: number })[]> {
  if (operatorIds.length === 0) return [];
  const rows = await db
    .select(documentColumns)
    .from(operatorDocuments)
    .where(
      and(inArray(operatorDocuments.operator_id, operatorIds), isNull(operatorDocuments.change_id)),
    )
    .orderBy(asc(operatorDocuments.id));
  return rows.map((row) => ({
    ...row,
    content_type: row.content_type as OperatorDocument['content_type'],
    created_at: row.created_at.toISOString(),
  }));
}

/** One document's bytes, only under its own company. */
export async function findDocument(db: Database, operatorId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(operatorDocuments)
    .where(
      and(eq(operatorDocuments.id, documentId), eq(operatorDocuments.operator_id, operatorId)),
    );
  return row;
}

export async function listHistory(
  db: Database,
  operatorIds: number[],
): Promise<(HistoryEntry & { operator_id: number })[]> {
  if (operatorIds.length === 0) return [];
  const rows = await db
    .select({
      id: operatorHistory.id,
      operator_id: operatorHistory.operator_id,
      action: operatorHistory.action,
      detail: operatorHistory.detail,
      actor_name: users.name,
      created_at: operatorHistory.created_at,
    })
    .from(operatorHistory)
    .leftJoin(users, eq(users.id, operatorHistory.actor_id))
    .where(inArray(operatorHistory.operator_id, operatorIds))
    .orderBy(asc(operatorHistory.created_at), asc(operatorHistory.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
