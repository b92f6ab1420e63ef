import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_DB_INTEGER, apiErrorBodySchema, pageParamSchema, toPage } from '@shared/http';
import {
  MAX_EXPORT_IDS,
  bulkDeleteSchema,
  leadEventSchema,
  leadFiltersSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadPageSchema,
  leadUpdateSchema,
  noteCreateSchema,
  staffLeadSchema,
} from '@shared/leads/management';
import { leads } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { requireUser } from '../../plugins/auth';
import { leadsCsvStream } from './export';
import { leadsCsvCopyStream } from './export-copy';
import { findStaffLead, leadConditions, listLeadPage } from './staff-repository';
import {
  addLeadNote,
  deleteLead,
  deleteLeads,
  listLeadEvents,
  listLeadNotes,
  updateLeadWorkflow,
} from './workflow';

const staff = { access: 'staff' } as const;
const admin = { access: 'admin' } as const;
const docs = { tags: ['leads'], security: [{ bearerAuth: [] }] };
const notFoundBody = { 404: apiErrorBodySchema };

const exportQuerySchema = leadFiltersSchema.extend({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of lead ids')
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_EXPORT_IDS, `At most ${MAX_EXPORT_IDS} ids`)
    // Checked here, not by the database: an id out of its range would fail mid-file.
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_DB_INTEGER), 'Not a lead id')
    .optional(),
});

/** The back office's view of leads: managers read and work them; only admins delete and export. */
export const leadStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const totalOptions = (exact: boolean) => ({
    exact,
    limit: app.config.LEAD_LIST_EXACT_COUNT_LIMIT,
  });
  app.get(
    '/bus-quote',
    {
      config: staff,
      schema: {
        ...docs,
        summary: 'Leads, newest first (simple paging)',
        querystring: z.object({
          page: pageParamSchema,
          limit: z.coerce.number().int().min(1).max(100).default(15),
        }),
        response: { 200: z.array(staffLeadSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const query = leadConditions({}, requireUser(request).id);
      return (
        await listLeadPage(
          app.db,
          query,
          { sort_by: 'created_at', sort_order: 'desc' },
          page,
          limit,
          totalOptions(false),
        )
      ).rows;
    },
  );

  app.get(
    '/bus-quote/paginated',
    {
      config: staff,
      schema: {
        ...docs,
        summary: 'Search, filter, sort and page leads',
        querystring: leadListQuerySchema,
        response: { 200: leadPageSchema },
      },
    },
    async (request) => {
      const {
        page,
        per_page: perPage,
        sort_by,
        sort_order,
        exact_total,
        ...filters
      } = request.query;
      const query = leadConditions(filters, requireUser(request).id);
      const { rows, total, isEstimate } = await listLeadPage(
        app.db,
        query,
        { sort_by, sort_order },
        page,
        perPage,
        totalOptions(exact_total),
      );
      return { ...toPage(rows, total, page, perPage), total_is_estimate: isEstimate };
    },
  );

  app.get(
    '/bus-quote/export/csv',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Export leads as CSV (selected ids, or the list filters)',
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const { ids, ...filters } = request.query;
      const hasFilters = Object.values(filters).some((value) => value !== undefined);
      const where = ids
        ? inArray(leads.id, ids)
        : leadConditions(filters, requireUser(request).id).where;
      const fileName = ids
        ? 'bus_quotes_selected.csv'
        : hasFilters
          ? 'bus_quotes_filtered.csv'
          : 'bus_quotes_export.csv';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(
          // COPY on PostgreSQL; batches of SQL-built lines on PGlite (the same bytes).
          app.database.copyTo
            ? await leadsCsvCopyStream(app.database.copyTo, where)
            : leadsCsvStream(app.db, where),
        );
    },
  );

  app.post(
    '/bus-quote/bulk-delete',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Delete several leads (all or nothing)',
        body: bulkDeleteSchema,
        response: { 200: z.object({ deleted: z.number().int() }), ...notFoundBody },
      },
    },
    async (request) => ({ deleted: await deleteLeads(app.db, request.body.ids) }),
  );

  app.get(
    '/bus-quote/:id',
    {
      config: staff,
      schema: {
        ...docs,
        summary: 'One lead',
        params: idParamSchema,
        response: { 200: staffLeadSchema, ...notFoundBody },
      },
    },
    async (request) => {
      const lead = await findStaffLead(app.db, request.params.id);
      if (!lead) throw notFound('Lead not found');
      return lead;
    },
  );

  app.patch(
    '/bus-quote/:id',
    {
      config: staff,
      schema: {
        ...docs,
        summary: 'Change status, priority or assignee',
        params: idParamSchema,
        body: leadUpdateSchema,
        response: { 200: staffLeadSchema, ...notFoundBody },
      },
    },
    async (request) => {
      await updateLeadWorkflow(app.db, requireUser(request), request.params.id, request.body);
      const lead = await findStaffLead(app.db, request.params.id);
      if (!lead) throw notFound('Lead not found');
      return lead;
    },
  );

  app.delete(
    '/bus-quote/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Delete a lead',
        params: idParamSchema,
        response: { 204: z.null(), ...notFoundBody },
      },
    },
    async (request, reply) => {
      await deleteLead(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/bus-quote/:id/notes',
    {
      config: staff,
      schema: {
        ...docs,
        summary: "A lead's notes, newest first",
        params: idParamSchema,
        response: { 200: z.array(leadNoteSchema), ...notFoundBody },
      },
    },
    async (request) => {
      if (!(await findStaffLead(app.db, request.params.id))) throw notFound('Lead not found');
      return listLeadNotes(app.db, request.params.id);
    },
  );

  app.post(
    '/bus-quote/:id/notes',
    {
      config: staff,
      schema: {
        ...docs,
        summary: 'Add a note to a lead',
        params: idParamSchema,
        body: noteCreateSchema,
        response: { 201: leadNoteSchema, ...notFoundBody },
      },
    },
    async (request, reply) => {
      const noteId = await addLeadNote(
        app.db,
        requireUser(request),
        request.params.id,
        request.body.body,
      );
      const notes = await listLeadNotes(app.db, request.params.id);
      return reply.status(201).send(notes.find((candidate) => candidate.id === noteId)!);
    },
  );

  app.get(
    '/bus-quote/:id/activity',
    {
      config: staff,
      schema: {
        ...docs,
        summary: "A lead's history: who changed what, when",
        params: idParamSchema,
        response: { 200: z.array(leadEventSchema), ...notFoundBody },
      },
    },
    async (request) => {
      if (!(await findStaffLead(app.db, request.params.id))) throw notFound('Lead not found');
      return listLeadEvents(app.db, request.params.id);
    },
  );
};
