import type { PendingApplication } from '@shared/marketplace/applications';
import type { Database } from '../../db/client';
import { listDocuments, listHistory, listQueue } from './applications-repository';
import { findOperatorView, toOperator } from './operators-repository';

/** The admin queue (docs/product.md#pending-applications): each company with its documents and history. */
export async function listPendingApplications(
  db: Database,
  today: string,
): Promise<PendingApplication[]> {
  const queue = await listQueue(db);
  const ids = queue.map((row) => row.operator_id);
  const [documents, history, views] = await Promise.all([
    listDocuments(db, ids),
    listHistory(db, ids),
    Promise.all(ids.map((id) => findOperatorView(db, id))),
  ]);
  return queue.flatMap((application, index) => {
    const view = views[index];
    if (!view) return [];
    const id = application.operator_id;
    const strip = <T extends { operator_id: number }>({ operator_id: _id, ...rest }: T) => rest;
    return [
      {
        operator: toOperator(view, today),
        garda_vetted: view.operator.garda_vetted ?? false,
        decision: application.decision,
        confirmed_at: application.confirmed_at!.toISOString(),
        documents: documents.filter((row) => row.operator_id === id).map(strip),
        history: history.filter((row) => row.operator_id === id).map(strip),
      },
    ];
  });
}
