import { formatDate } from '@shared/dates';
import {
  RECHECK_FIELDS,
  RECHECK_LABELS,
  type RecheckValues,
} from '@shared/marketplace/operator-changes';
import { DOCUMENT_LABELS, type DocumentKind } from '@shared/marketplace/applications';
import type { RenderedEmail } from '../outbox';
import { hi, simpleEmail } from './applications-templates';

/**
 * The emails of a company's own change (docs/product.md#profile): staff are told it waits for a
 * re-check, the company is told the decision.
 */

type Company = { company_name: string; contact_name: string };

/** "Insurance expiry date: Sun 14 Mar 2027", one line per requested value and new document. */
export function describeChange(values: RecheckValues, documents: DocumentKind[]): string[] {
  return [
    ...RECHECK_FIELDS.flatMap((field) => {
      const value = values[field];
      if (value === undefined) return [];
      const shown = field === 'insurance_expires_on' ? formatDate(value) : value;
      return [`${RECHECK_LABELS[field]}: ${shown}`];
    }),
    ...documents.map((kind) => `New ${DOCUMENT_LABELS[kind].toLowerCase()}`),
  ];
}

export function renderStaffChangeAlert(
  company: Company,
  lines: string[],
  queueUrl: string,
): RenderedEmail {
  return simpleEmail(
    `Change to check: ${company.company_name}`,
    'Hello,',
    [
      `${company.company_name} asks to change details we check. Until an admin approves, it keeps being matched on its current details.`,
      ...lines,
    ],
    { url: queueUrl, label: 'Open the Bus Companies screen' },
  );
}

export function renderChangeApproved(company: Company, lines: string[]): RenderedEmail {
  return simpleEmail('Your company details are updated', hi(company), [
    'We checked and approved the change to your company details:',
    ...lines,
  ]);
}

export function renderChangeRejected(
  company: Company,
  lines: string[],
  reason: string,
): RenderedEmail {
  return simpleEmail('Your change of company details', hi(company), [
    'We could not approve the change to your company details:',
    ...lines,
    `Reason: ${reason}`,
    'Your current details stay as they were. You can send the change again from your company profile.',
  ]);
}
