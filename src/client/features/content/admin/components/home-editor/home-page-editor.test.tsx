import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultHomeContent, type HomeContent } from '@shared/content/content';
import type { Page } from '@shared/content/admin';
import { DEFAULT_FIGURE_THRESHOLDS, NEUTRAL_FIGURES_LINE } from '@shared/content/figures';
import type { FigureSettings } from '@shared/content/figures-schema';
import { HomePageEditor } from '@/features/content/admin/components/home-editor/home-page-editor';
import { makePage } from '@/features/content/admin/testing';
import { type ApiHandler, bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

// Heavy forms: on a shared, loaded machine a test can pass 5 s without anything being wrong.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadix);

type Saved = { url: string; content: HomeContent; version?: number };

function renderEditor(page: Page | null, extra: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /content/index': () => json({ data: page ? [page] : [] }),
    'PUT /content/index': ({ body }) => {
      const { url, content } = body as Saved;
      return json({ ...(page ?? makePage()), url, content, version: (page?.version ?? 0) + 1 });
    },
    ...extra,
  });
  const slug = page ? page.sublink || 'root' : 'galway';
  const router = renderRoutes(
    [
      { path: '/admin/home-editor', element: <p>The page list</p> },
      {
        path: '/admin/home-editor/edit/:slug',
        element: <HomePageEditor slug={slug} />,
      },
    ],
    `/admin/home-editor/edit/${slug}`,
  );
  return { fetchMock, router };
}

const savedBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  bodiesSentTo(fetchMock, 'PUT', '/content/index') as Saved[];

const FIGURE_SETTINGS: FigureSettings = {
  thresholds: { ...DEFAULT_FIGURE_THRESHOLDS },
  live: {
    verified_companies: 12,
    counties_covered: 9,
    requests_this_month: 40,
    quotes_this_month: 2,
    average_rating: { value: 4.7, count: 3 },
  },
  shown: {
    verified_companies: 12,
    counties_covered: 9,
    requests_this_month: 40,
    quotes_this_month: null,
    average_rating: null,
  },
};

const cork = makePage({
  id: 7,
  url: '/cork',
  sublink: 'cork',
  is_published: false,
  version: 3,
  content: { hero: { titleLine1: 'Coach hire in Cork', subtitle: '' }, features: {} },
});

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('home page editor', () => {
  it('loads partial content with everything missing filled from the defaults', async () => {
    const user = userEvent.setup();
    renderEditor(cork);
    expect(
      await screen.findByRole('heading', { name: 'Edit Home Page — /cork' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Header',
      'Hero Section',
      'Index Intro',
      'Quote Form',
      'Features',
      'Fleet',
      'Testimonials',
      'CTA Section',
      'Visibility',
    ]);
    expect(screen.getByLabelText('Logo text')).toHaveValue(defaultHomeContent.header.logoText);
    await openTab(user, 'Hero Section');
    expect(screen.getByLabelText('Title line 1')).toHaveValue('Coach hire in Cork');
    expect(screen.getByLabelText('Badge')).toHaveValue(defaultHomeContent.hero.badge);
    await openTab(user, 'Features');
    expect(screen.getByLabelText('Title')).toHaveValue(defaultHomeContent.features.title);
    expect(screen.getAllByRole('group', { name: /^Feature \d$/ })).toHaveLength(6);
  });

  it('parses the stat count as an integer, 0 when it is not a number', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditor(cork);
    await openTab(user, 'Hero Section');
    const stat = screen.getByLabelText('Stat count');
    await user.clear(stat);
    await user.type(stat, '12abc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    expect(savedBodies(fetchMock)[0]?.content.hero.statCount).toBe(12);
    expect(stat).toHaveValue('12');

    await user.clear(stat);
    await user.type(stat, 'lots');
    await user.tab();
    expect(stat).toHaveValue('0');
  });

  it('keeps ratings within 1–5, a non-numeric one becoming 5', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditor(cork);
    await openTab(user, 'Testimonials');
    const [first, second] = screen.getAllByLabelText('Rating (1–5)');
    await user.clear(first!);
    await user.type(first!, '3');
    await user.clear(second!);
    await user.type(second!, 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    const ratings = savedBodies(fetchMock)[0]?.content.testimonials.testimonials.map(
      (item) => item.rating,
    );
    expect(ratings).toEqual([3, 5, 5]);
  });

  it('enters comma lists trimmed, without empty entries', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditor(cork);
    await openTab(user, 'Fleet');
    const vehicle = screen.getByRole('group', { name: 'Vehicle 1' });
    const features = within(vehicle).getByLabelText('Features');
    await user.clear(features);
    await user.type(features, ' Wi-Fi, ,  Toilet on board ,');
    expect(features).toHaveValue(' Wi-Fi, ,  Toilet on board ,');
    await openTab(user, 'Testimonials');
    const logos = screen.getByLabelText('Organisation names');
    await user.clear(logos);
    await user.type(logos, 'GAA clubs,,Schools ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    const content = savedBodies(fetchMock)[0]!.content;
    expect(content.fleet.vehicles[0]?.features).toEqual(['Wi-Fi', 'Toilet on board']);
    expect(content.testimonials.trustedByLogos).toEqual(['GAA clubs', 'Schools']);
  });

  it('shows the three sample testimonials when none are stored and builds on them', async () => {
    const user = userEvent.setup();
    const page = makePage({ id: 8, url: '/', content: { testimonials: { testimonials: [] } } });
    const { fetchMock } = renderEditor(page);
    await openTab(user, 'Testimonials');
    const samples = defaultHomeContent.testimonials.testimonials;
    expect(
      screen.getAllByLabelText('Name').map((input) => (input as HTMLInputElement).value),
    ).toEqual(samples.map((sample) => sample.name));
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const added = screen.getByRole('group', { name: 'Testimonial 4' });
    await user.type(within(added).getByLabelText('Name'), 'Máire');
    await user.click(
      within(screen.getByRole('group', { name: 'Testimonial 1' })).getByRole('button', {
        name: /Remove/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    const saved = savedBodies(fetchMock)[0]!.content.testimonials.testimonials;
    expect(saved.map((item) => item.name)).toEqual([samples[1]?.name, samples[2]?.name, 'Máire']);
    expect(saved[2]).toMatchObject({ rating: 5, quote: '', isExample: false });
    expect(saved.map((item) => item.isExample)).toEqual([true, true, false]);
  });

  it('marks the built-in examples as never shown on the site, and not the editor’s own', async () => {
    const user = userEvent.setup();
    renderEditor(makePage({ id: 9, url: '/', content: {} }));
    await openTab(user, 'Testimonials');
    expect(screen.getAllByText('Example — not shown on the site')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const added = screen.getByRole('group', { name: 'Testimonial 4' });
    expect(within(added).queryByText('Example — not shown on the site')).toBeNull();
  });

  it('shows which live figures the hero shows now, and saves the ones chosen', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditor(cork, {
      'GET /site/figure-settings': () => json(FIGURE_SETTINGS),
    });
    await openTab(user, 'Hero Section');
    const companies = screen.getByRole('checkbox', { name: 'Verified bus companies' });
    expect(companies).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Requests this month' })).not.toBeChecked();
    expect(
      await screen.findByText('Live: 12 verified bus companies (shown from 5 companies)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hidden: 3 of 10 ratings')).toBeInTheDocument();
    expect(screen.getByLabelText('Neutral line')).toHaveValue(NEUTRAL_FIGURES_LINE);

    await user.click(companies);
    await user.click(screen.getByRole('checkbox', { name: 'Requests this month' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    expect(savedBodies(fetchMock)[0]!.content.hero.figures).toEqual([
      'counties_covered',
      'requests_this_month',
      'quotes_this_month',
      'average_rating',
    ]);
  });

  it('adds a feature as a Star with empty texts and a vehicle with the defaults', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditor(cork);
    await openTab(user, 'Features');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await openTab(user, 'Fleet');
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    const content = savedBodies(fetchMock)[0]!.content;
    expect(content.features.items.at(-1)).toEqual({ icon: 'Star', title: '', description: '' });
    expect(content.fleet.vehicles.at(-1)).toEqual({
      name: 'New Vehicle',
      passengers: 'Up to X passengers',
      description: '',
      features: [],
      ideal: '',
      icon: 'Car',
      images: [],
      buttonText: 'Request Quote',
    });
  });
  it('previews the quote form as typed and edits the group types', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditor(cork);
    await openTab(user, 'Quote Form');
    const title = screen.getByLabelText('Card title');
    await user.clear(title);
    await user.type(title, 'Book your coach');
    const preview = screen.getByRole('region', { name: 'Quote form preview' });
    expect(preview).toHaveTextContent('Book your coach');

    await user.click(screen.getByRole('button', { name: 'Remove Group type 9' }));
    await user.click(screen.getByRole('button', { name: 'Add Group type' }));
    await user.type(screen.getByLabelText('Group type 9'), 'Hen Party');
    expect(preview).toHaveTextContent('Hen Party');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    expect(savedBodies(fetchMock)[0]?.content.quoteForm.groupTypes.at(-1)).toBe('Hen Party');
    expect(savedBodies(fetchMock)[0]?.content.quoteForm.groupTypes).not.toContain('Other');
  });
  it('switches a background between a gradient field and a colour picker', async () => {
    const user = userEvent.setup();
    renderEditor(cork);
    await openTab(user, 'Hero Section');
    const toggle = screen.getByRole('checkbox', { name: 'Hero background: use a gradient' });
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Hero background gradient')).toHaveValue(
      defaultHomeContent.hero.styling.backgroundGradient,
    );
    await user.click(toggle);
    expect(screen.queryByLabelText('Hero background gradient')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Hero background colour')).toHaveValue('#1e3a8a');
    expect(screen.getByLabelText('Hero background colour picker')).toHaveAttribute('type', 'color');
  });
});
