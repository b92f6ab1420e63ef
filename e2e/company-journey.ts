import { type APIRequestContext, expect } from '@playwright/test';
import { formatDate } from '../src/shared/dates';
import { E2E_ADMIN } from './accounts';
import { linkIn, waitForMail } from './mailbox';

/*
 * A bus company's way into the product and to its first job, through the product's own API as
 * its users would: the company applies, confirms, is approved and sets its password; a customer
 * in its county asks for a coach; the company quotes by its emailed link and the customer
 * chooses it.
 */

export type E2eCompany = { name: string; email: string; password: string; licence: string };
export type E2eCustomer = { name: string; email: string; phone: string };

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export const tokenIn = (link: string) => link.slice(link.lastIndexOf('/') + 1);

export async function expectOk(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status = 200,
) {
  expect(response.status(), await response.text()).toBe(status);
}

/** The company (based in Limerick) applies, confirms its email, an admin approves it and it sets its password. */
export async function openCompanyAccount(
  request: APIRequestContext,
  baseURL: string,
  company: E2eCompany,
) {
  const data = {
    company_name: company.name,
    contact_name: 'Dispatch desk',
    email: company.email,
    phone: '061 400 000',
    website: '',
    licence_number: company.licence,
    insurance_expires_on: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10),
    base_location: 'Limerick, Co. Limerick',
    base_county: 'Limerick',
    base_lat: 52.6638,
    base_lng: -8.6267,
    counties: ['Limerick'],
    fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: [] }],
    notes: '',
    garda_vetted: true,
    terms_accepted: true,
  };
  const document = { mimeType: 'application/pdf', buffer: pdf };
  await expectOk(
    await request.post('/api/operators/applications', {
      multipart: {
        data: JSON.stringify(data),
        insurance_certificate: { name: 'insurance.pdf', ...document },
        operator_licence: { name: 'licence.pdf', ...document },
      },
    }),
    201,
  );
  const confirm = await waitForMail(company.email, /Confirm your bus company application/);
  const token = tokenIn(linkIn(confirm, `${baseURL}/operators/confirm/`));
  await expectOk(await request.post('/api/operators/applications/confirm', { data: { token } }));

  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  await expectOk(login);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const listed = await request.get('/api/operators', { headers, params: { search: company.name } });
  await expectOk(listed);
  const [operator] = ((await listed.json()) as { data: { id: number }[] }).data;
  await expectOk(await request.post(`/api/operators/${operator!.id}/verify`, { headers }));

  const approved = await waitForMail(company.email, /approved/i, 60_000);
  const setToken = tokenIn(linkIn(approved, `${baseURL}/set-password/`));
  await expectOk(
    await request.post('/api/auth/set-password', {
      data: { token: setToken, password: company.password },
    }),
    204,
  );
}

/**
 * A customer in Limerick asks for a coach on `travelDate`; the company quotes by its emailed
 * link; with `choose`, the customer chooses it. Returns the customer's comparison-page token.
 */
export async function quoteForACustomer(
  request: APIRequestContext,
  baseURL: string,
  {
    company,
    customer,
    travelDate,
  }: {
    company: E2eCompany;
    customer: E2eCustomer;
    travelDate: string;
  },
  { choose = true } = {},
): Promise<string> {
  await expectOk(
    await request.post('/api/bus-quote', {
      data: {
        full_name: customer.name,
        email: customer.email,
        mobile_number: customer.phone,
        pickup_location: 'Limerick',
        dropoff_location: 'Shannon Airport',
        date_of_travel: travelDate,
        pickup_time: '07:45',
        group_type: 'School Tour',
        number_of_people: 30,
        distance: 24,
        is_return_trip: false,
        slug: '/',
      },
    }),
    201,
  );
  const confirmation = await waitForMail(customer.email, /We have your coach hire request/, 90_000);
  const quotesToken = tokenIn(linkIn(confirmation, `${baseURL}/quotes/`));
  // Only this request's invitation: the company serves Limerick, where other specs ask too.
  const invitation = await waitForMail(
    company.email,
    new RegExp(`^Quote request: Limerick to Shannon Airport, ${formatDate(travelDate)}`),
    90_000,
  );
  const respondToken = tokenIn(linkIn(invitation, `${baseURL}/respond/`));
  await expectOk(
    await request.post(`/api/respond/${respondToken}/quote`, {
      data: { price_eur: 640, vehicle_type: 'Coach', seats: 49, valid_until: travelDate },
    }),
    201,
  );
  if (!choose) return quotesToken;
  const comparison = await request.get(`/api/quotes/${quotesToken}`);
  await expectOk(comparison);
  const { quotes } = (await comparison.json()) as {
    quotes: { id: number; company_name: string }[];
  };
  const ours = quotes.find((quote) => quote.company_name === company.name);
  await expectOk(
    await request.post(`/api/quotes/${quotesToken}/choose`, { data: { quote_id: ours!.id } }),
  );
  return quotesToken;
}
