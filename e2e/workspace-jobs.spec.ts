import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';
import { expectNoSidewaysScroll, signInToWorkspace } from './workspace';

/*
 * A bus company's Jobs and Performance pages (issue #20, docs/product.md#jobs,
 * docs/product.md#performance) on a phone-sized screen. Set up through the product's own API, as
 * its users would: the company applies, confirms, is approved and sets its password; a customer
 * in its county asks for a coach; the company quotes by its emailed link and the customer
 * chooses it. The company then signs in and finds the job, with the customer's phone and email,
 * on its calendar, and its figures.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 740 } });

const tag = randomBytes(3).toString('hex');
const company = {
  name: `Treaty City Coaches ${tag}`,
  email: `treaty-${tag}@e2e.test`,
  password: 'treaty city coaches password',
};
const customer = {
  name: `Úna Jobs${tag}`,
  email: `jobs-customer-${tag}@e2e.test`,
  phone: '087 555 0199',
};
const travelDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const tokenIn = (link: string) => link.slice(link.lastIndexOf('/') + 1);

async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
}

/** The company applies, confirms its email, an admin approves it and it sets its password. */
async function openCompanyAccount(request: APIRequestContext, baseURL: string) {
  const data = {
    company_name: company.name,
    contact_name: 'Dispatch desk',
    email: company.email,
    phone: '061 400 000',
    website: '',
    licence_number: `RPTOL ${tag.toUpperCase()}7`,
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

/** A customer in Limerick asks for a coach; the company quotes; the customer chooses it. */
async function winAJob(request: APIRequestContext, baseURL: string) {
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
    /^Quote request: Limerick to Shannon Airport/,
    90_000,
  );
  const respondToken = tokenIn(linkIn(invitation, `${baseURL}/respond/`));
  await expectOk(
    await request.post(`/api/respond/${respondToken}/quote`, {
      data: { price_eur: 640, vehicle_type: 'Coach', seats: 49, valid_until: travelDate },
    }),
    201,
  );
  const comparison = await request.get(`/api/quotes/${quotesToken}`);
  await expectOk(comparison);
  const { quotes } = (await comparison.json()) as {
    quotes: { id: number; company_name: string }[];
  };
  const ours = quotes.find((quote) => quote.company_name === company.name);
  await expectOk(
    await request.post(`/api/quotes/${quotesToken}/choose`, { data: { quote_id: ours!.id } }),
  );
}

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  await openCompanyAccount(request, baseURL!);
  await winAJob(request, baseURL!);
});

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('the company finds its won job with the customer’s contact and the booked day on its calendar', async ({
  page,
}) => {
  await signInToWorkspace(page, company);
  await page.goto('/operator/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const card = page.getByRole('article', { name: /Limerick to Shannon Airport/ });
  await expect(card).toContainText('07:45');
  await expect(card).toContainText('€640');
  await expect(card.getByRole('link', { name: `Call ${customer.phone}` })).toHaveAttribute(
    'href',
    'tel:0875550199',
  );
  await expect(card.getByRole('link', { name: `Email ${customer.email}` })).toHaveAttribute(
    'href',
    `mailto:${customer.email}`,
  );

  const calendar = page.getByRole('grid');
  if (!travelDate.startsWith(new Date().toISOString().slice(0, 7))) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const booked = calendar.locator(`[data-day="${travelDate}"]`);
  await expect(booked).toHaveAttribute('aria-label', /, 1 job booked$/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('the company reads its figures beside the other companies’ average', async ({ page }) => {
  await signInToWorkspace(page, company);
  await page.goto('/operator/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  const winRate = page.getByRole('group', { name: 'Win rate' });
  await expect(winRate).toContainText('100%');
  await expect(winRate).toContainText('1 of 1 quote chosen');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
