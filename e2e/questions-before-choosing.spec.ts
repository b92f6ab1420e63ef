import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dismissToasts, expectNoSeriousA11yViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';
import { quoteForSligoRequest } from './sligo-quote';

/*
 * Questions before choosing (issue #22, docs/product.md#questions-before-choosing): a customer
 * asks the company behind a quote a question that carries their phone number; the company is
 * told by email, sees the question with the number hidden, and answers from its link; the
 * customer is told by email and reads the answer on the comparison page.
 */
test.describe.configure({ mode: 'serial' });

const tag = randomBytes(3).toString('hex');
const company = { name: `Yeats County Coaches ${tag}`, email: `yeats-${tag}@e2e.test` };
const customer = { name: `Méabh Asks${tag}`, email: `asks-${tag}@e2e.test` };
const phone = '087 555 0123';
const question = `Is there a wheelchair lift? Or call me on ${phone} to talk it through.`;
const answer = `Yes, our 49-seater has a lift ${tag}.`;
const travelDate = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);

let comparisonLink = '';
let respondLink = '';

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a company in Sligo quotes for a customer’s request', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  ({ comparisonLink, respondLink } = await quoteForSligoRequest(request, baseURL, {
    tag,
    company: { ...company, phone: '071 915 0000' },
    customer: { ...customer, mobile: '087 555 0199' },
    dropoff: 'Galway',
    travelDate,
    pickupTime: '09:15',
    priceEur: 720,
  }));
});

test('the customer asks a question with their phone number in it', async ({ page }) => {
  await page.goto(comparisonLink);
  const card = page.getByRole('article', { name: company.name });
  await card.getByRole('button', { name: `Ask a question to ${company.name}` }).click();
  const panel = card.getByRole('region', { name: `Messages with ${company.name}` });
  await expect(panel.getByText(/No messages yet/)).toBeVisible();
  await expect(panel).toContainText('hidden on both sides until you choose a company');
  await panel.getByLabel(`Your question to ${company.name}`).fill(question);
  await panel.getByRole('button', { name: 'Send message' }).click();
  // Shown back masked, as the company will see it.
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText(
    'Is there a wheelchair lift? Or call me on [contact details hidden] to talk it through.',
  );
  await expect(panel.getByLabel(`Your question to ${company.name}`)).toHaveValue('');
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('the company is told, sees the question masked, and answers', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const notice = await waitForMail(company.email, /New message from the customer/, 90_000);
  expect(notice.text).toContain('Is there a wheelchair lift?');
  expect(notice.text).not.toContain('555 0123');
  expect(linkIn(notice, `${baseURL}/respond/`)).toBe(respondLink);

  await page.goto(respondLink);
  const section = page.getByRole('region', { name: 'Messages with the customer' });
  await expect(section.getByText('Is there a wheelchair lift?', { exact: false })).toBeVisible();
  await expect(section).toContainText('[contact details hidden]');
  await expect(page.getByText(phone)).toHaveCount(0);
  await section.getByLabel('Your message to the customer').fill(answer);
  await section.getByRole('button', { name: 'Send message' }).click();
  await expect(section.getByRole('list', { name: 'Messages' })).toContainText(answer);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
});

test('the customer is told and reads the answer on the comparison page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const notice = await waitForMail(
    customer.email,
    /^New message from .* about your coach quote/,
    90_000,
    tag,
  );
  expect(notice.text).toContain(answer);
  expect(linkIn(notice, `${baseURL}/quotes/`)).toBe(comparisonLink);

  await page.goto(comparisonLink);
  const card = page.getByRole('article', { name: company.name });
  const ask = card.getByRole('button', { name: `Ask a question to ${company.name}` });
  await expect(ask).toContainText('2 messages');
  await ask.click();
  const messages = card
    .getByRole('region', { name: `Messages with ${company.name}` })
    .getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('listitem').last()).toContainText(answer);
  await expect(messages.getByRole('listitem').last()).toContainText(company.name);
});
