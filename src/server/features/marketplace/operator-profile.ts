import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { licenceKey } from '@shared/marketplace/applications';
import { RECHECK_FIELDS, type RecheckValues } from '@shared/marketplace/operator-changes';
import type { FleetVehicle } from '@shared/marketplace/operators';
import {
  COMPANY_EMAIL_IN_USE,
  LICENCE_IN_USE,
  OWNER_ONLY_FIELDS,
  OWNER_ONLY_MESSAGE,
  type CompanyProfile,
  type CompanyProfilePatch,
} from '@shared/workspace/profile';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import {
  type FieldErrors,
  HttpError,
  forbidden,
  notFound,
  unprocessable,
} from '../../lib/http-errors';
import { checkDocuments, readApplicationUpload } from './applications-files';
import { insuranceState } from './deadlines';
import { addHistory, listDocuments } from './applications-repository';
import type { ApplicationDeps } from './applications-service';
import { requestChange } from './operator-changes';
import { findCompanyChanges, isLicenceTaken } from './operator-changes-repository';
import {
  type OperatorRow,
  isOperatorEmailTaken,
  lockOperator,
  lockOperatorEmail,
  updateOperatorRow,
} from './operators-repository';
import { MATCHING_FIELDS } from './operators-routes';

/**
 * A company's own profile (docs/product.md#profile): what it reads and changes from its
 * workspace. Re-check fields become a pending change; the rest applies at once, in the history.
 */

/** The signed-in company user, as the workspace routes hand it over. */
export type CompanyActor = {
  id: number;
  operator_id: number;
  company_role: 'owner' | 'dispatcher';
};

export const COMPANY_NOT_FOUND = 'Your company could not be found';

const FIELD_WORDS: Record<string, string> = {
  contact_name: 'contact name',
  email: 'email',
  phone: 'phone',
  website: 'website',
  base_location: 'base',
  base_county: 'base',
  base_lat: 'base',
  base_lng: 'base',
  counties: 'counties',
  fleet: 'fleet',
  vat_status: 'VAT setting',
  garda_vetted: 'Garda vetting',
};

async function findRow(db: Database, operatorId: number): Promise<OperatorRow> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

export async function loadCompanyProfile(
  db: Database,
  actor: CompanyActor,
  today: string,
): Promise<CompanyProfile> {
  const row = await findRow(db, actor.operator_id);
  const [documents, changes] = await Promise.all([
    listDocuments(db, [row.id]),
    findCompanyChanges(db, row.id),
  ]);
  return {
    company: {
      id: row.id,
      company_name: row.company_name,
      contact_name: row.contact_name,
      email: row.email,
      phone: row.phone,
      website: row.website,
      licence_number: row.licence_number,
      insurance_expires_on: row.insurance_expires_on,
      base_location: row.base_location,
      base_county: row.base_county as CompanyProfile['company']['base_county'],
      base_lat: row.base_lat,
      base_lng: row.base_lng,
      counties: row.counties as CompanyProfile['company']['counties'],
      fleet: row.fleet as FleetVehicle[],
      vat_status: row.vat_status,
      garda_vetted: row.garda_vetted,
      status: row.status,
    },
    insurance: insuranceState(row.insurance_expires_on, today),
    documents: documents.map(({ operator_id: _operator, ...document }) => document),
    pending_change: changes.pending,
    last_decision: changes.last,
    your_role: actor.company_role,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function refuseOwnerOnly(actor: CompanyActor, fields: string[]) {
  if (actor.company_role === 'owner') return;
  const refused = fields.filter((field) =>
    (OWNER_ONLY_FIELDS as readonly string[]).includes(field),
  );
  if (refused.length > 0) {
    throw new HttpError(
      403,
      OWNER_ONLY_MESSAGE,
      Object.fromEntries(refused.map((field) => [field, [OWNER_ONLY_MESSAGE]])),
    );
  }
}

/** Field errors for an email or licence number another company already has. */
async function takenErrors(tx: Database, operatorId: number, patch: CompanyProfilePatch) {
  const errors: FieldErrors = {};
  if (patch.email !== undefined) {
    await lockOperatorEmail(tx, patch.email);
    if (await isOperatorEmailTaken(tx, patch.email, operatorId)) {
      errors.email = [COMPANY_EMAIL_IN_USE];
    }
  }
  if (
    patch.licence_number !== undefined &&
    (await isLicenceTaken(tx, licenceKey(patch.licence_number), operatorId))
  ) {
    errors.licence_number = [LICENCE_IN_USE];
  }
  if (Object.keys(errors).length > 0) throw unprocessable('The given data was invalid.', errors);
}

/**
 * Applies a profile edit: fields that did not change are ignored, re-check fields join the
 * pending change, the rest is saved now (matching runs again when it reads them).
 */
export async function updateCompanyProfile(
  deps: ApplicationDeps,
  actor: CompanyActor,
  patch: CompanyProfilePatch,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const operator = await lockOperator(tx, actor.operator_id);
    if (!operator) throw notFound(COMPANY_NOT_FOUND);
    const changed = Object.fromEntries(
      Object.entries(patch).filter(
        ([key, value]) => value !== undefined && !same(value, operator[key as keyof OperatorRow]),
      ),
    ) as CompanyProfilePatch;
    refuseOwnerOnly(actor, Object.keys(changed));
    await takenErrors(tx, operator.id, changed);
    const isRecheck = (field: string) => (RECHECK_FIELDS as readonly string[]).includes(field);
    const now = Object.fromEntries(
      Object.entries(changed).filter(([field]) => !isRecheck(field)),
    ) as CompanyProfilePatch;
    // A value equal to the current one withdraws that part of the owner's pending change.
    const recheck: RecheckValues =
      actor.company_role === 'owner'
        ? Object.fromEntries(Object.entries(patch).filter(([field]) => isRecheck(field)))
        : {};
    const fields = Object.keys(now);
    if (fields.length > 0) {
      await updateOperatorRow(tx, operator.id, now);
      const words = [...new Set(fields.map((field) => FIELD_WORDS[field] ?? field))];
      await addHistory(tx, operator.id, actor.id, 'Profile updated', `Changed ${words.join(', ')}`);
      if (operator.status === 'verified' && MATCHING_FIELDS.some((key) => key in now)) {
        await enqueueJob(tx, 'operator.rematch', { operator_id: operator.id, change: 'updated' });
      }
    }
    await requestChange(tx, deps, operator, actor.id, recheck, []);
  });
}

/**
 * New documents (insurance certificate, operator licence) for the admin's re-check, checked by
 * their bytes as an application's are; only the owner sends them.
 */
export async function sendCompanyDocuments(
  deps: ApplicationDeps,
  actor: CompanyActor,
  request: FastifyRequest,
): Promise<void> {
  if (actor.company_role !== 'owner') throw forbidden(OWNER_ONLY_MESSAGE);
  const upload = await readApplicationUpload(request);
  const errors: FieldErrors = {};
  for (const name of upload.unexpected) errors[name] = ['Not part of the upload'];
  if (upload.data !== undefined) errors.data = ['Not part of the upload'];
  const documents = checkDocuments(upload.parts, errors, { required: false });
  if (upload.parts.length === 0) errors.documents = ['Attach at least one document'];
  if (Object.keys(errors).length > 0) throw unprocessable('The given data was invalid.', errors);
  await deps.db.transaction(async (tx) => {
    const operator = await lockOperator(tx, actor.operator_id);
    if (!operator) throw notFound(COMPANY_NOT_FOUND);
    await requestChange(tx, deps, operator, actor.id, {}, documents);
  });
}
