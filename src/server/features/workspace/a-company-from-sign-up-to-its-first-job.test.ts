import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { useApplications } from '../../test/applications';
import { validLead } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';
import { validQuote } from '../../test/respond';

/*
 * Issue #20's whole path through the API, each step as its real caller makes it: a company applies
 * and confirms, an admin approves, the owner sets a password from the approval email and signs
 * in, a customer's request reaches the company's Invitations, it quotes from its workspace, the
 * customer chooses it, and the won job shows the customer's contact (docs/product.md#company-workspace).
 */
const { setup, lastEmail, adminCall, appliedAndConfirmed } = useApplications({
  QUOTE_RATE_LIMIT_PER_MINUTE: '0',
  JOB_POLL_MS: '0',
});

const PASSWORD = 'our depot is in Mallow';
const CUSTOMER = {
  full_name: 'Caoimhe Byrne',
  email: 'caoimhe@example.ie',
  mobile_number: '087 111 2233',
};

const tokenIn = (text: string | undefined, path: string) =>
  new RegExp(`${path}([A-Za-z0-9_.-]+)`).exec(text ?? '')?.[1];

describe('a company, from its application to its first job', () => {
  it('applies, is approved, signs in, quotes from its workspace, is chosen and sees the job', async () => {
    const { app } = setup();
    const call = (method: 'GET' | 'POST', url: string, headers = {}, payload?: object) =>
      app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    const { data, id } = await appliedAndConfirmed();
    expect((await adminCall('POST', `/api/operators/${id}/verify`)).statusCode).toBe(200);
    const token = tokenIn((await lastEmail(data.email, 'approved'))?.body_text, '/set-password/');
    expect(token).toBeDefined();
    const set = await call('POST', '/api/auth/set-password', {}, { token, password: PASSWORD });
    expect(set.statusCode).toBe(204);
    const login = await call(
      'POST',
      '/api/auth/login',
      {},
      { email: data.email, password: PASSWORD },
    );
    expect(login.statusCode).toBe(200);
    const company = bearer(login.json().token);

    // Before any request: an empty inbox, no jobs.
    expect((await call('GET', '/api/operator/invitations', company)).json().data).toEqual([]);

    const request = await call('POST', '/api/bus-quote', {}, validLead(CUSTOMER));
    expect(request.statusCode).toBe(201);
    const leadId = request.json().id as number;
    await app.jobs.runDueJobs();

    const inbox = (await call('GET', '/api/operator/invitations', company)).json().data;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ status: 'invited', customer: null, quote: null });
    expect(JSON.stringify(inbox[0])).not.toContain(CUSTOMER.email);

    const quoted = await call(
      'POST',
      `/api/operator/invitations/${inbox[0].id}/quote`,
      company,
      validQuote({ price_eur: 1180 }),
    );
    expect(quoted.statusCode).toBe(201);
    const sent = (await call('GET', '/api/operator/quotes', company)).json().data;
    expect(sent).toMatchObject([{ status: 'sent', price_eur: 1180 }]);

    const comparison = await call('GET', `/api/quotes/${quotesToken(app, leadId)}`);
    const [offer] = comparison.json().quotes;
    expect(offer.company_name).toBe(data.company_name);
    const chosen = await call(
      'POST',
      `/api/quotes/${quotesToken(app, leadId)}/choose`,
      {},
      {
        quote_id: offer.id,
      },
    );
    expect(chosen.statusCode).toBe(200);

    const jobs = (await call('GET', '/api/operator/jobs?when=upcoming', company)).json();
    expect(jobs.data).toHaveLength(1);
    expect(JSON.stringify(jobs.data[0])).toContain(CUSTOMER.email);
    expect(JSON.stringify(jobs.data[0])).toContain(CUSTOMER.mobile_number);
    expect((await call('GET', '/api/operator/quotes', company)).json().data).toMatchObject([
      { status: 'chosen' },
    ]);
  });
});
