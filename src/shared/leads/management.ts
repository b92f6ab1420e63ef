import { z } from 'zod';
import {
  pageQueryFields,
  pageSchema,
  positiveDbIntParamSchema,
  positiveDbIntSchema,
} from '../http';
import { multiLine } from '../text-fields';
import { isRealDate } from '../dates';
import { leadPrioritySchema, leadSchema, leadStatusSchema } from './leads';

export const SORTABLE_LEAD_COLUMNS = [
  'created_at',
  'date_of_travel',
  'full_name',
  'number_of_people',
  'distance',
  'status',
] as const;
/** 'Pending' means a lead still being worked (docs/product.md#lead-statuses). */
export const PENDING_STATUSES = ['new', 'contacted', 'quoted'] as const;
export const MAX_EXPORT_IDS = 10_000;

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
/** A real date: the database refuses 2026-02-30, which would otherwise be a 500. */
const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine(isRealDate, 'Not a real date');

/** Filters shared by the list and the CSV export. */
export const leadFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  group_type: z.string().trim().max(60).optional(),
  is_return_trip: booleanParam.optional(),
  is_confirmation: booleanParam.optional(),
  /** One status, or `pending` for any of new, contacted, quoted. */
  status: z.union([leadStatusSchema, z.literal('pending')]).optional(),
  /** A user id, `me`, or `none` (unassigned). */
  assigned_to: z.union([z.literal('me'), z.literal('none'), positiveDbIntParamSchema]).optional(),
  date_from: dateParam.optional(),
  date_to: dateParam.optional(),
  include_spam: booleanParam.optional(),
  /** Open leads no bus company has been invited to (docs/product.md#matching). */
  unmatched: booleanParam.optional(),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

export const leadListQuerySchema = leadFiltersSchema.extend({
  ...pageQueryFields,
  sort_by: z.enum(SORTABLE_LEAD_COLUMNS).default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  /** Count every match even past the point where the total is estimated (docs/product.md#lists-and-paging). */
  exact_total: booleanParam.default(false),
});

/** A lead in staff views: the stored lead plus the assignee's name. */
export const staffLeadSchema = leadSchema.extend({
  assigned_to_name: z.string().nullable(),
  is_spam: z.boolean(),
  is_confirmation: z.boolean(),
  /** The earlier lead this one repeats (docs/product.md#spam-and-duplicate-requests). */
  duplicate_of: z.number().int().nullable(),
  duplicate_of_reference: z.string().nullable(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

/**
 * A page of leads. `total_is_estimate`: a total past the exact-count limit is the database's
 * estimate, shown as "about N" until staff ask for the exact count (`exact_total=true`).
 */
export const leadPageSchema = pageSchema(staffLeadSchema).extend({
  total_is_estimate: z.boolean(),
});

/** What staff may change on a lead. `assigned_to: null` unassigns. */
export const leadUpdateSchema = z
  .object({
    status: leadStatusSchema.optional(),
    priority: leadPrioritySchema.optional(),
    assigned_to: positiveDbIntSchema.nullable().optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    'Nothing to change',
  );
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

/** The workflow: forward one step at a time, lost from any open status, lost can reopen as new. */
export const LEAD_TRANSITIONS: Record<
  z.infer<typeof leadStatusSchema>,
  readonly z.infer<typeof leadStatusSchema>[]
> = {
  new: ['contacted', 'lost'],
  contacted: ['quoted', 'lost'],
  quoted: ['converted', 'lost'],
  converted: [],
  lost: ['new'],
};

export const bulkDeleteSchema = z.object({
  ids: z.array(positiveDbIntSchema).min(1, 'Select at least one lead').max(MAX_EXPORT_IDS),
});

export const noteCreateSchema = z.object({
  body: multiLine(z.string().trim().min(1, 'Write a note first').max(5000)),
});
export type NoteCreateInput = z.infer<typeof noteCreateSchema>;
export const leadNoteSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  body: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/**
 * What a history entry records. The marketplace adds: 'invited' (to_value: company, from_value:
 * why), 'quoted' (a company's quote or revision), 'declined', 'chosen' (the customer's choice),
 * 'rated', 'no-quote-alert' (staff were alerted that no quote had arrived), and 'skipped'
 * (to_value: company, from_value: why matching passed over a company that was not available).
 */
export const LEAD_EVENT_KINDS = [
  'created',
  'status',
  'priority',
  'assigned',
  'note',
  'invited',
  'quoted',
  'declined',
  'chosen',
  'rated',
  'no-quote-alert',
  'skipped',
  'anonymised',
] as const;

export const leadEventSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  kind: z.enum(LEAD_EVENT_KINDS),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

const dailyCountSchema = z.object({ date: z.string(), count: z.number().int() });

export const adminDashboardSchema = z.object({
  total_leads: z.number().int(),
  this_month: z.number().int(),
  /** converted ÷ all leads, as a percentage with one decimal. */
  conversion_rate: z.number(),
  pending: z.number().int(),
  /** Open leads no bus company has been invited to. */
  unmatched: z.number().int(),
  by_status: z.record(leadStatusSchema, z.number().int()),
  leads_per_day: z.array(dailyCountSchema),
  recent_activity: z.array(leadEventSchema.extend({ lead_name: z.string() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const managerDashboardSchema = z.object({
  my_leads: z.number().int(),
  pending_response: z.number().int(),
  converted: z.number().int(),
  success_rate: z.number(),
  this_week: z.object({
    new_leads: z.number().int(),
    contacted: z.number().int(),
    converted: z.number().int(),
  }),
  todays_tasks: z.array(staffLeadSchema),
  leads_per_day: z.array(dailyCountSchema),
});
export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;
