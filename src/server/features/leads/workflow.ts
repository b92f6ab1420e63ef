import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  LEAD_TRANSITIONS,
  type LeadEvent,
  type LeadNote,
  type leadUpdateSchema,
} from '@shared/leads/management';
import { ROLE_IDS, STAFF_ROLE_IDS } from '@shared/users/users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { leadEvents, leadNotes, leads, users } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';

type LeadUpdate = z.output<typeof leadUpdateSchema>;
type EventKind = LeadEvent['kind'];
type Change = { kind: EventKind; from_value: string | null; to_value: string | null };

export const ASSIGNED_TO_SOMEONE_ELSE = 'This lead is assigned to someone else';
export const ASSIGN_ONLY_TO_YOURSELF = 'Managers can assign leads only to themselves';

/**
 * Managers work the leads assigned to them and the unassigned ones; admins work every lead
 * (docs/product.md#priority-and-assignment). True when the manager's change claims the lead.
 */
function claimsLead(actor: AuthUser, lead: { assigned_to: number | null }): boolean {
  if (actor.role_id === ROLE_IDS.admin) return false;
  if (lead.assigned_to !== null && lead.assigned_to !== actor.id) {
    throw forbidden(ASSIGNED_TO_SOMEONE_ELSE);
  }
  return lead.assigned_to === null;
}

const claimed = (actor: AuthUser): Change => ({
  kind: 'assigned',
  from_value: null,
  to_value: actor.id.toString(),
});

/** 403 for a manager on someone else's lead (another feature's action on a lead, checked first). */
export function assertMayWorkLead(actor: AuthUser, lead: { assigned_to: number | null }): void {
  claimsLead(actor, lead);
}

/**
 * When staff work a lead through another feature (inviting companies): refuses a manager on
 * someone else's lead, and assigns an unassigned lead to the manager working it, first in its
 * history. Call it in the action's transaction, with the lead's row locked.
 */
export async function claimLeadForWork(
  tx: Database,
  actor: AuthUser,
  lead: { id: number; assigned_to: number | null },
): Promise<void> {
  if (!claimsLead(actor, lead)) return;
  await tx
    .update(leads)
    .set({ assigned_to: actor.id, updated_at: new Date() })
    .where(eq(leads.id, lead.id));
  await tx.insert(leadEvents).values({ ...claimed(actor), lead_id: lead.id, actor_id: actor.id });
}

/**
 * Applies a staff change to a lead's status, priority or assignee, enforcing the workflow and
 * recording each change in the lead's history, all in one transaction.
 */
export async function updateLeadWorkflow(
  db: Database,
  actor: AuthUser,
  id: number,
  update: LeadUpdate,
) {
  await db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) throw notFound('Lead not found');
    const isClaim = claimsLead(actor, lead);
    const { assigned_to: assignee } = update;
    const assignsOther = assignee !== undefined && assignee !== null && assignee !== actor.id;
    if (actor.role_id !== ROLE_IDS.admin && assignsOther) throw forbidden(ASSIGN_ONLY_TO_YOURSELF);
    const events: Change[] = [];
    if (update.status !== undefined && update.status !== lead.status) {
      if (!LEAD_TRANSITIONS[lead.status].includes(update.status)) {
        const message = `A ${lead.status} lead cannot become ${update.status}`;
        throw unprocessable(message, { status: [message] });
      }
      events.push({ kind: 'status', from_value: lead.status, to_value: update.status });
    }
    if (update.priority !== undefined && update.priority !== lead.priority) {
      events.push({ kind: 'priority', from_value: lead.priority, to_value: update.priority });
    }
    if (update.assigned_to !== undefined && update.assigned_to !== lead.assigned_to) {
      if (update.assigned_to !== null) {
        const [assignee] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.id, update.assigned_to),
              eq(users.status, 'active'),
              inArray(users.role_id, [...STAFF_ROLE_IDS]),
            ),
          );
        if (!assignee) {
          const message = 'Leads can only be assigned to an active admin or manager';
          throw unprocessable(message, { assigned_to: [message] });
        }
      }
      events.push({
        kind: 'assigned',
        from_value: lead.assigned_to?.toString() ?? null,
        to_value: update.assigned_to?.toString() ?? null,
      });
    }
    if (events.length === 0) return;
    // Working an unassigned lead claims it: a manager's status or priority change assigns it to them.
    const claim = isClaim && update.assigned_to === undefined;
    if (claim) events.unshift(claimed(actor));
    await tx
      .update(leads)
      .set({
        status: update.status,
        priority: update.priority,
        assigned_to: claim ? actor.id : update.assigned_to,
        updated_at: new Date(),
      })
      .where(eq(leads.id, id));
    await tx
      .insert(leadEvents)
      .values(events.map((event) => ({ ...event, lead_id: id, actor_id: actor.id })));
  });
}

export async function addLeadNote(
  db: Database,
  actor: AuthUser,
  leadId: number,
  body: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, assigned_to: leads.assigned_to })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('update');
    if (!lead) throw notFound('Lead not found');
    await claimLeadForWork(tx, actor, lead);
    const [note] = await tx
      .insert(leadNotes)
      .values({ lead_id: leadId, author_id: actor.id, body })
      .returning({ id: leadNotes.id });
    await tx.insert(leadEvents).values({
      kind: 'note',
      from_value: null,
      to_value: body.slice(0, 200),
      lead_id: leadId,
      actor_id: actor.id,
    });
    return note!.id;
  });
}

export async function listLeadNotes(db: Database, leadId: number): Promise<LeadNote[]> {
  const rows = await db
    .select({ note: leadNotes, author_name: users.name })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.author_id))
    .where(eq(leadNotes.lead_id, leadId))
    .orderBy(desc(leadNotes.created_at), desc(leadNotes.id));
  return rows.map(({ note, author_name }) => ({
    ...note,
    author_name,
    created_at: note.created_at.toISOString(),
  }));
}

export async function listLeadEvents(db: Database, leadId: number): Promise<LeadEvent[]> {
  const rows = await db
    .select({ event: leadEvents, actor_name: users.name })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actor_id))
    .where(eq(leadEvents.lead_id, leadId))
    .orderBy(asc(leadEvents.created_at), asc(leadEvents.id));
  return rows.map(({ event, actor_name }) => ({
    ...event,
    actor_name,
    created_at: event.created_at.toISOString(),
  }));
}

export async function deleteLead(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  if (deleted.length === 0) throw notFound('Lead not found');
}

/** All or nothing: if any id is missing, nothing is deleted. */
export async function deleteLeads(db: Database, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(leads)
      .where(inArray(leads.id, unique))
      .returning({ id: leads.id });
    if (deleted.length !== unique.length) {
      const found = new Set(deleted.map((row) => row.id));
      const missing = unique.filter((id) => !found.has(id));
      throw notFound(`Leads not found: ${missing.join(', ')}. Nothing was deleted.`);
    }
    return deleted.length;
  });
}
