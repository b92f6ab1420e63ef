import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PENDING_STATUSES,
  adminDashboardSchema,
  managerDashboardSchema,
} from '@shared/leads/management';
import { leads } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { leadConditions, listLeadPage, unmatchedLead } from '../leads';
import {
  countByStatus,
  countLeads,
  countStatusChangesBy,
  createdInLastDays,
  createdThisMonth,
  leadsPerDay,
  recentActivity,
} from './repository';

const docs = { tags: ['dashboard'], security: [{ bearerAuth: [] }] };
const TASKS_SHOWN = 10;

/** Percentage with one decimal; 0 when there is nothing to divide. */
const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/**
 * Live figures for the two dashboards, computed from the data (docs/product.md#admin-dashboard,
 * docs/product.md#manager-dashboard).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/admin',
    {
      config: { access: 'admin' },
      schema: {
        ...docs,
        summary: 'Admin dashboard figures',
        response: { 200: adminDashboardSchema },
      },
    },
    async () => {
      const [byStatus, thisMonth, unmatched, perDay, activity] = await Promise.all([
        countByStatus(app.db, undefined),
        countLeads(app.db, createdThisMonth),
        countLeads(app.db, unmatchedLead),
        leadsPerDay(app.db, undefined),
        recentActivity(app.db),
      ]);
      const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
      return {
        total_leads: total,
        this_month: thisMonth,
        conversion_rate: percent(byStatus.converted, total),
        pending: PENDING_STATUSES.reduce((sum, status) => sum + byStatus[status], 0),
        unmatched,
        by_status: byStatus,
        leads_per_day: perDay,
        recent_activity: activity,
      };
    },
  );

  app.get(
    '/dashboard/manager',
    {
      config: { access: 'staff' },
      schema: {
        ...docs,
        summary: "The signed-in manager's figures",
        response: { 200: managerDashboardSchema },
      },
    },
    async (request) => {
      const me = requireUser(request).id;
      const mine = eq(leads.assigned_to, me);
      const [byStatus, newThisWeek, contacted, converted, perDay, tasks] = await Promise.all([
        countByStatus(app.db, mine),
        countLeads(app.db, and(mine, createdInLastDays(7))),
        countStatusChangesBy(app.db, me, 'contacted', 7),
        countStatusChangesBy(app.db, me, 'converted', 7),
        leadsPerDay(app.db, mine),
        listLeadPage(
          app.db,
          leadConditions({ assigned_to: 'me', status: 'pending' }, me),
          { sort_by: 'date_of_travel', sort_order: 'asc' },
          1,
          TASKS_SHOWN,
          { exact: false, limit: app.config.LEAD_LIST_EXACT_COUNT_LIMIT },
        ),
      ]);
      const myLeads = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
      return {
        my_leads: myLeads,
        pending_response: byStatus.new,
        converted: byStatus.converted,
        success_rate: percent(byStatus.converted, myLeads),
        this_week: { new_leads: newThisWeek, contacted, converted },
        todays_tasks: tasks.rows,
        leads_per_day: perDay,
      };
    },
  );
};
