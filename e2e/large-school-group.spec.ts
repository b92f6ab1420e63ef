import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { toInputDate } from '../src/shared/dates';
import { E2E_ADMIN } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';
import { daysAhead, form, pickPlace } from './quote-form';

/*
 * A school group of 120 (docs/product.md#large-groups, #garda-vetted-drivers): the form says how
 * many vehicles the fleets companies declare make of it, the customer asks for Garda-vetted
 * drivers, and of two Sligo companies only the one that declared its drivers vetted is invited.
 * No other spec has a company or a lead in Sligo.
 */
const tag = randomBytes(3).toString('hex');
const customer = { name: `Gráinne Teacher ${tag}`, email: `school-${tag}@e2e.test` };
const SLIGO = { lat: 54.2766, lng: -8.4761 };

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Company = { name: string; email: string; vetted: boolean; id?: number };
const companies: Company[] = [
  { name: `Benbulben Coaches ${tag}`, email: `vetted-${tag}@e2e.test`, vetted: true },
  { name: `Knocknarea Coaches ${tag}`, email: `unvetted-${tag}@e2e.test`, vetted: false },
];

async function adminHeaders(api: APIRequestContext) {
  const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** Applies as the company would (saying whether its drivers are vetted), confirms, is verified. */
async function approvedCompany(api: APIRequestContext, baseURL: string, company: Company) {
  const data = {
    company_name: company.name,
    contact_name: 'Seán Ó Gara',
    email: company.email,
    phone: '071 915 0000',
    website: '',
    licence_number: `RPTOS ${tag.toUpperCase()}${company.vetted ? 1 : 2}`,
    insurance_expires_on: daysAhead(300),
    base_location: 'Sligo, Co. Sligo',
    base_county: 'Sligo',
    base_lat: SLIGO.lat,
    base_lng: SLIGO.lng,
    counties: ['Sligo'],
    fleet: [
      { type: 'Coach', seats: 53, count: 2, amenities: [] },
      { type: 'Minibus', seats: 16, count: 1, amenities: [] },
    ],
    notes: '',
    garda_vetted: company.vetted,
    terms_accepted: true,
  };
  const applied = await api.post('/api/operators/applications', {
    multipart: {
      data: JSON.stringify(data),
      insurance_certificate: { name: 'insurance.pdf', mimeType: 'application/pdf', buffer: pdf },
      operator_licence: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const confirmMail = await waitForMail(company.email, /Confirm your bus company application/);
  const token = linkIn(confirmMail, `${baseURL}/operators/confirm/`).split('/').pop()!;
  const confirmed = await api.post('/api/operators/applications/confirm', {
    data: { token: decodeURIComponent(token) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const headers = await adminHeaders(api);
  const queue = await api.get('/api/operators/applications', { headers });
  const entry = ((await queue.json()).data as { operator: { id: number; email: string } }[]).find(
    (application) => application.operator.email === company.email,
  );
  expect(entry, 'the application in the queue').toBeDefined();
  const verified = await api.post(`/api/operators/${entry!.operator.id}/verify`, { headers });
  expect(verified.status(), await verified.text()).toBe(200);
  company.id = entry!.operator.id;
}

async function fillSchoolTrip(page: Page) {
  const quote = form(page);
  await pickPlace(page, 'Pick-up Location', 'Collooney', 'Collooney, Co. Sligo');
  await pickPlace(
    page,
    'Drop-off Location',
    'Dublin Airport',
    'Dublin Airport, Collinstown, Co. Dublin',
  );
  await quote.getByLabel('Full Name').fill(customer.name);
  await quote.getByLabel('Email Address').fill(customer.email);
  await quote.getByLabel('Mobile Number').fill('087 555 0120');
  await quote.getByLabel('Date of Travel').fill(toInputDate(daysAhead(50)));
  await quote.getByLabel('Pick-up Time').fill('08:00');
  await quote.getByRole('combobox', { name: 'Type of Group' }).click();
  await page.getByRole('option', { name: 'School Tour' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await quote.getByLabel('Number of People').fill('120');
}

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  for (const company of companies) await approvedCompany(request, baseURL!, company);
});

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a school group of 120 sees its vehicles, asks for Garda-vetted drivers, and only the vetted company is invited', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await fillSchoolTrip(page);

  // The split the server makes of the sizes verified companies declare (2 × 53 + 1 × 16 while
  // the fleets are the specs' 49- and 53-seat coaches and these minibuses).
  const answer = await request.get('/api/trips/vehicles?number_of_people=120');
  const { vehicles } = (await answer.json()) as { vehicles: { seats: number; count: number }[] };
  expect(vehicles.length).toBeGreaterThan(0);
  const count = vehicles.reduce((total, vehicle) => total + vehicle.count, 0);
  const split = vehicles.map((vehicle) => `${vehicle.count} × ${vehicle.seats}`).join(' + ');
  await expect(
    form(page).getByText(`A group of 120 needs ${count} vehicles: ${split} seats.`),
  ).toBeVisible();

  const garda = form(page).getByRole('checkbox', { name: 'Garda-vetted drivers required' });
  await garda.check();
  await expect(garda).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // A form sent less than 3 s after it was opened is flagged as spam and never matched.
  await page.waitForTimeout(3_000);
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/bus-quote') && response.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: 'Get My Free Quotes' }).click();
  const lead = (await (await sent).json()) as { id: number; garda_vetted_required: boolean };
  expect(lead.garda_vetted_required).toBe(true);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  const [vetted, unvetted] = companies as [Company, Company];
  const invitation = await waitForMail(
    vetted.email,
    /^Quote request:/,
    120_000,
    'Garda-vetted drivers required',
  );
  expect(invitation.text).toContain('120 people');

  // Matching has run: the company that did not declare vetted drivers was left out, and why.
  const headers = await adminHeaders(request);
  const candidates = await request.get(`/api/bus-quote/${lead.id}/candidates`, { headers });
  expect(candidates.status()).toBe(200);
  const list = (await candidates.json()).candidates as {
    operator_id: number;
    problems: { code: string; text: string }[];
  }[];
  const problemsOf = (company: Company) =>
    list.find((candidate) => candidate.operator_id === company.id)!.problems.map((p) => p.code);
  expect(problemsOf(vetted)).toEqual(['already_invited']);
  expect(problemsOf(unvetted)).toEqual(['not_garda_vetted']);
});
