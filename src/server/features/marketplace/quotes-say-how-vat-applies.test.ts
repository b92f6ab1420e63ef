import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VAT_LABELS } from '@shared/marketplace/vat';
import { operators } from '../../db/schema';
import { CUSTOMER, useComparison } from '../../test/comparison';
import { renderInviteEmail } from './invite-templates';

// docs/product.md#quotes: hire with a driver is VAT-exempt; a company may say otherwise.
const { app, setUp, view, choose, messagesOf } = useComparison();

const setVat = (operatorId: number, vat_status: 'exempt' | 'included' | 'excluded') =>
  app().db.update(operators).set({ vat_status }).where(eq(operators.id, operatorId));

describe('VAT beside a price', () => {
  it('gives every quote its company’s VAT setting, exempt unless the company said otherwise', async () => {
    const { token, companies } = await setUp();
    await setVat(companies.expensive.operator.id, 'included');
    const body = (await view(token)).json();
    const byCompany = Object.fromEntries(
      body.quotes.map((quote: { company_name: string; vat_status: string }) => [
        quote.company_name,
        quote.vat_status,
      ]),
    );
    expect(byCompany).toEqual({
      'Cheap Coaches': 'exempt',
      'Middle Coaches': 'exempt',
      'Dear Coaches': 'included',
    });
  });

  it('tells the company on its link how its prices are described', async () => {
    const { companies } = await setUp();
    await setVat(companies.cheap.operator.id, 'excluded');
    const response = await app().inject({
      method: 'GET',
      url: `/api/respond/${companies.cheap.token}`,
    });
    expect(response.json()).toMatchObject({ vat_status: 'excluded' });
    const exempt = await app().inject({
      method: 'GET',
      url: `/api/respond/${companies.middle.token}`,
    });
    expect(exempt.json()).toMatchObject({ vat_status: 'exempt' });
  });

  it('prints the VAT line, never "VAT included", in the emails after a choice', async () => {
    const { lead, token, quoteIds, companies } = await setUp();
    expect((await choose(token, quoteIds['Cheap Coaches'])).statusCode).toBe(200);
    const sent = await messagesOf(lead.id);
    const toCompany = sent.find((message) => message.recipient === 'cheap@example.ie');
    const toCustomer = sent.find(
      (message) =>
        message.recipient === CUSTOMER.email && message.message_key.endsWith('chosen:customer'),
    );
    for (const message of [toCompany!, toCustomer!]) {
      expect(message.body_text).toContain(VAT_LABELS.exempt);
      expect(message.body_text).not.toMatch(/VAT included|incl\. VAT|including VAT/i);
    }
    const invitation = renderInviteEmail(lead, companies.silent.operator, 'https://x.ie/respond/t');
    expect(invitation.text).toContain(VAT_LABELS.exempt);
    expect(invitation.text).not.toMatch(/VAT included|incl\. VAT/i);
  });

  it('describes a company that includes VAT as such to its customer', async () => {
    const { lead, token, quoteIds, companies } = await setUp();
    await setVat(companies.cheap.operator.id, 'included');
    await choose(token, quoteIds['Cheap Coaches']);
    const toCustomer = (await messagesOf(lead.id)).find((message) =>
      message.message_key.endsWith('chosen:customer'),
    );
    expect(toCustomer!.body_text).toContain(VAT_LABELS.included);
    expect(toCustomer!.body_html).toContain('VAT: included in the price');
  });
});
