import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CompanyChange, RecheckValues } from '@shared/marketplace/operator-changes';
import type { OperatorDocument } from '@shared/marketplace/applications';
import type { Database } from '../../db/client';
import { operatorChanges, operatorDocuments, operators, users } from '../../db/schema';
import type { UploadedDocument } from './applications-files';

/** A company's changes waiting for a re-check (docs/product.md#profile), as plain SQL functions. */

export type ChangeRow = typeof operatorChanges.$inferSelect;

/** The company's pending change, locked for a read-merge-write; undefined when none waits. */
export async function lockPendingChange(
  db: Database,
  operatorId: number,
): Promise<ChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(operatorChanges)
    .where(and(eq(operatorChanges.operator_id, operatorId), eq(operatorChanges.status, 'pending')))
    .for('update');
  return row;
}

/** One change by id, locked (the admin's approve or reject). */
export async function lockChange(db: Database, id: number): Promise<ChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(operatorChanges)
    .where(eq(operatorChanges.id, id))
    .for('update');
  return row;
}

export async function insertChange(
  db: Database,
  operatorId: number,
  requestedBy: number,
  changes: RecheckValues,
): Promise<ChangeRow> {
  const [row] = await db
    .insert(operatorChanges)
    .values({ operator_id: operatorId, requested_by: requestedBy, changes })
    .returning();
  return row!;
}

export async function updateChange(
  db: Database,
  id: number,
  changes: Partial<
    Pick<ChangeRow, 'changes' | 'status' | 'version' | 'decided_by' | 'decided_at' | 'reason'>
  > & { requested_by?: number },
): Promise<void> {
  await db
    .update(operatorChanges)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(operatorChanges.id, id));
}

export async function deleteChange(db: Database, id: number): Promise<void> {
  await db.delete(operatorChanges).where(eq(operatorChanges.id, id));
}

/** Stores a change's documents, replacing any of the same kind it already carried. */
export async function replaceChangeDocuments(
  db: Database,
  operatorId: number,
  changeId: number,
  documents: UploadedDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  const kinds = documents.map((document) => document.kind);
  await db
    .delete(operatorDocuments)
    .where(and(eq(operatorDocuments.change_id, changeId), inArray(operatorDocuments.kind, kinds)));
  await db.insert(operatorDocuments).values(
    documents.map((document) => ({
      ...document,
      operator_id: operatorId,
      change_id: changeId,
      size: document.data.length,
    })),
  );
}

/** An approved change's documents become the company's: the ones they replace are dropped. */
export async function adoptChangeDocuments(db: Database, operatorId: number, changeId: number) {
  const adopted = await db
    .update(operatorDocuments)
    .set({ change_id: null })
    .where(eq(operatorDocuments.change_id, changeId))
    .returning({ id: operatorDocuments.id, kind: operatorDocuments.kind });
  if (adopted.length === 0) return;
  await db.delete(operatorDocuments).where(
    and(
      eq(operatorDocuments.operator_id, operatorId),
      isNull(operatorDocuments.change_id),
      inArray(
        operatorDocuments.kind,
        adopted.map((row) => row.kind),
      ),
      sql`${operatorDocuments.id} not in ${adopted.map((row) => row.id)}`,
    ),
  );
}

/** The kinds of document a change carries. */
export async function changeDocumentKinds(db: Database, changeId: number) {
  const rows = await db
    .select({ kind: operatorDocuments.kind })
    .from(operatorDocuments)
    .where(eq(operatorDocuments.change_id, changeId))
    .orderBy(asc(operatorDocuments.kind));
  return rows.map((row) => row.kind);
}

/** A rejected change's files are not kept: the history keeps what was asked and why it was refused. */
export async function dropChangeDocuments(db: Database, changeId: number): Promise<void> {
  await db.delete(operatorDocuments).where(eq(operatorDocuments.change_id, changeId));
}

/** Whether another company's licence number reads the same (upper case, separators dropped). */
export async function isLicenceTaken(db: Database, key: string, exceptId: number) {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        ne(operators.id, exceptId),
        sql`upper(regexp_replace(${operators.licence_number}, '[^A-Za-z0-9]', '', 'g')) = ${key}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const changeColumns = {
  change: operatorChanges,
  requested_by_name: users.name,
};

/** Changes with their requester's name: the pending ones of these companies, or by status. */
async function selectChanges(db: Database, where: ReturnType<typeof and>) {
  return db
    .select(changeColumns)
    .from(operatorChanges)
    .leftJoin(users, eq(users.id, operatorChanges.requested_by))
    .where(where)
    .orderBy(asc(operatorChanges.created_at), asc(operatorChanges.id));
}

async function changeDocuments(db: Database, changeIds: number[]) {
  if (changeIds.length === 0) return [];
  return db
    .select({
      id: operatorDocuments.id,
      change_id: operatorDocuments.change_id,
      kind: operatorDocuments.kind,
      content_type: operatorDocuments.content_type,
      file_name: operatorDocuments.file_name,
      size: operatorDocuments.size,
      created_at: operatorDocuments.created_at,
    })
    .from(operatorDocuments)
    .where(inArray(operatorDocuments.change_id, changeIds))
    .orderBy(asc(operatorDocuments.id));
}

type ChangeView = Awaited<ReturnType<typeof selectChanges>>[number];

/** The API's view of changes, each with the documents it carries (none once decided). */
async function toChanges(db: Database, views: ChangeView[]): Promise<CompanyChange[]> {
  const documents = await changeDocuments(
    db,
    views.map((view) => view.change.id),
  );
  return views.map(({ change, requested_by_name }) => ({
    id: change.id,
    version: change.version,
    status: change.status,
    changes: change.changes as RecheckValues,
    documents: documents
      .filter((document) => document.change_id === change.id)
      .map(({ change_id: _change, ...document }) => ({
        ...document,
        content_type: document.content_type as OperatorDocument['content_type'],
        created_at: document.created_at.toISOString(),
      })),
    requested_by_name,
    requested_at: change.created_at.toISOString(),
    reason: change.reason,
    decided_at: change.decided_at?.toISOString() ?? null,
  }));
}

/** Every pending change with its company's id, oldest first: the admin queue. */
export async function listPendingChanges(
  db: Database,
): Promise<{ operator_id: number; change: CompanyChange }[]> {
  const views = await selectChanges(db, and(eq(operatorChanges.status, 'pending')));
  const changes = await toChanges(db, views);
  return changes.map((change, index) => ({
    operator_id: views[index]!.change.operator_id,
    change,
  }));
}

/** A company's pending change and its latest decided one, for its profile. */
export async function findCompanyChanges(db: Database, operatorId: number) {
  const [pending] = await toChanges(
    db,
    await selectChanges(
      db,
      and(eq(operatorChanges.operator_id, operatorId), eq(operatorChanges.status, 'pending')),
    ),
  );
  const decided = await db
    .select(changeColumns)
    .from(operatorChanges)
    .leftJoin(users, eq(users.id, operatorChanges.requested_by))
    .where(and(eq(operatorChanges.operator_id, operatorId), ne(operatorChanges.status, 'pending')))
    .orderBy(desc(operatorChanges.decided_at), desc(operatorChanges.id))
    .limit(1);
  const [last] = await toChanges(db, decided);
  return { pending: pending ?? null, last: last ?? null };
}
