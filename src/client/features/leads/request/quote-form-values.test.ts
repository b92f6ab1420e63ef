import { describe, expect, it } from 'vitest';
import { defaultQuoteFormContent as content } from '@shared/content/defaults-quote-form';
import { emptyLeadRequestFormValues, leadRequestFormSchema } from '@shared/leads/request-form';
import { ApiError } from '@/lib/api-client';
import { submissionFailedDescription } from '@/features/leads/request/hooks/use-quote-submission';
import {
  missingFieldsMessage,
  normalizeSlug,
  quoteFormRules,
  sentDistance,
} from '@/features/leads/request/quote-form-values';

describe('quoteFormRules', () => {
  it("words each required field's message with the page's label", () => {
    const labels = { ...content.labels, fullName: 'Your name', numberOfPeople: 'Passengers' };
    const rules = quoteFormRules({ ...content, labels });
    const result = leadRequestFormSchema(rules).safeParse(emptyLeadRequestFormValues);
    const messages = result.error?.issues.map(({ message }) => message) ?? [];
    expect(messages[0]).toBe('Your name is required');
    expect(messages.at(-1)).toBe('Passengers is required');
    expect(rules.labels.pickup_location).toBe('Pick-up Location');
  });

  it("follows the page's switches", () => {
    const rules = quoteFormRules({
      ...content,
      showDropoffLocation: false,
      showVehicleSelector: true,
    });
    expect(rules).toMatchObject({ showDropoffLocation: false, showVehicleSelector: true });
  });
});

describe('missingFieldsMessage', () => {
  it('lists the labels after the request to fill them in', () => {
    expect(missingFieldsMessage(['Full Name', 'Email Address'])).toBe(
      'Please fill in the following required fields: Full Name, Email Address',
    );
  });
});

describe('sentDistance', () => {
  it('is kilometres to two places, or 0 when none was calculated', () => {
    expect(sentDistance(418.745)).toBe(418.75);
    expect(sentDistance(null)).toBe(0);
  });
});

describe('normalizeSlug', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['coach-hire-cork', '/coach-hire-cork'],
    ['/coach-hire-cork/', '/coach-hire-cork'],
  ])('%s becomes %s', (slug, expected) => expect(normalizeSlug(slug)).toBe(expected));
});

describe('submissionFailedDescription', () => {
  const advice = ' Please check your information and try again.';
  it("prefers the server's message, then the error's, then the fallback", () => {
    expect(submissionFailedDescription(new ApiError(500, { message: 'Busy' }))).toBe(
      `Busy${advice}`,
    );
    expect(submissionFailedDescription(new Error('Offline'))).toBe(`Offline${advice}`);
    expect(submissionFailedDescription('???')).toBe(
      `There was an error submitting your quote request.${advice}`,
    );
  });
});
