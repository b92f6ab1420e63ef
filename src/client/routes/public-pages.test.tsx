import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHomeContent, parseHomeContent } from '@shared/content/content';
import { NEUTRAL_FIGURES_LINE } from '@shared/content/figures';
import { json } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The first test loads the lazy page modules, and the form's on the first action: on a busy
// machine (the whole suite on two cores) each has taken longer than 5 s.
const LAZY_LOAD_MS = 10_000;
vi.setConfig({ testTimeout: 2 * LAZY_LOAD_MS + 5_000 });

// The quote form has its own tests; here only its place on the page matters.
vi.mock('@/features/leads/request/components/quote-form', () => ({
  QuoteForm: ({ slug }: { slug: string }) => <form aria-label={`Quote form for ${slug}`} />,
}));

type Lookup = (url: string) => Promise<Response> | Response;

const NO_FIGURES = {
  verified_companies: null,
  counties_covered: null,
  requests_this_month: null,
  quotes_this_month: null,
  average_rating: null,
};

/**
 * Acts as the visitor (a key, a press) until the quote form is there, and returns it. The page's
 * heading is in the DOM as soon as React commits it, but the form starts listening for the
 * visitor's first action in an effect that React may run a moment later; on a busy machine the
 * test's first event has arrived in that gap and been missed, as a visitor's would (their next
 * action counts). Acting again until the form loads keeps the test about whether it loads.
 */
function actUntilFormLoads(act: () => void, name: string) {
  return waitFor(
    () => {
      act();
      return screen.getByRole('form', { name });
    },
    { timeout: LAZY_LOAD_MS },
  );
}

function stubLookups(lookup: Lookup) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(lookup(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home and landing pages', () => {
  it('renders the defaults on the home page when nothing is published', async () => {
    const fetchMock = stubLookups(() => json({ message: 'Not found' }, 404));
    renderApp('/');
    // The first test also pays for loading the lazy page modules.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: /Compare Bus & Coach Hire Quotes/ },
      { timeout: LAZY_LOAD_MS },
    );
    expect(heading).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/index/default', expect.anything());
    // The form loads on the visitor's first action (decision 036): here, a key.
    expect(screen.queryByRole('form', { name: 'Quote form for /' })).toBeNull();
    expect(
      await actUntilFormLoads(
        () => fireEvent.keyDown(document.body, { key: 'Tab' }),
        'Quote form for /',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Coach Hire Ireland — Compare Bus & Coach Hire Quotes'),
    );
  });

  it('looks a landing page up by its encoded slug and renders its own content', async () => {
    const fetchMock = stubLookups(() =>
      json({
        hero: { titleLine1: 'Coach Hire', titleEmphasis: 'in Cork' },
        bannerText: 'Cork special',
      }),
    );
    renderApp('/coach-hire-cork');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Coach Hire in Cork',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/index/%2Fcoach-hire-cork', expect.anything());
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent(
      'Cork special',
    );
    expect(
      await actUntilFormLoads(
        () => fireEvent.pointerDown(document.body),
        'Quote form for /coach-hire-cork',
      ),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Coach Hire in Cork — Coach Hire Ireland'));
  });

  it('shows a spinner with Loading... until the lookup finishes', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubLookups(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/slow-page');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    answer(json({ hero: { titleLine1: 'Slow', titleEmphasis: 'but here' } }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Slow but here');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => json({ message: 'Internal Server Error' }, 500)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['content of the wrong shape', () => json({ hero: 'nonsense', header: [1, 2] })],
  ])('renders the defaults silently after %s', async (_what, lookup: Lookup) => {
    stubLookups(lookup);
    renderApp('/coach-hire-galway');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Compare Bus & Coach Hire Quotes Anywhere in Ireland',
    );
    expect(screen.queryByText(/error/i)).toBeNull();
  });

  it('hides a section the content switches off', async () => {
    stubLookups(() => json({ sectionVisibility: { showFeatures: false } }));
    renderApp('/coach-hire-kerry');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Why Compare With Us?' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Recent Journeys' })).toBeInTheDocument();
  });

  it('shows no built-in testimonial, only those an editor wrote', async () => {
    stubLookups((url) => (url.includes('/site/') ? json(NO_FIGURES) : json({}, 404)));
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: LAZY_LOAD_MS });
    expect(screen.queryByRole('heading', { name: 'What Our Customers Say' })).toBeNull();
    expect(screen.queryByText('Siobhán Kelly')).toBeNull();
  });

  it('shows a written testimonial, and never a stored copy of an example', async () => {
    const [example] = defaultHomeContent.testimonials.testimonials;
    const written = { name: 'Máire Ní Cheallaigh', role: 'GAA club', quote: 'Sorted.', rating: 5 };
    const stored = { testimonials: { testimonials: [{ ...example, isExample: false }, written] } };
    // The server sends stored content parsed for display, which marks the copy as an example.
    stubLookups((url) =>
      url.includes('/site/') ? json(NO_FIGURES) : json(parseHomeContent(stored)),
    );
    renderApp('/coach-hire-clare');
    const section = await screen.findByRole('region', { name: 'What Our Customers Say' });
    expect(section).toHaveTextContent('Máire Ní Cheallaigh');
    expect(section).not.toHaveTextContent(example!.name);
  });

  it('shows each live figure past its threshold, with the rating’s count', async () => {
    stubLookups((url) =>
      url.includes('/site/figures')
        ? json({
            ...NO_FIGURES,
            verified_companies: 12,
            quotes_this_month: 1234,
            average_rating: { value: 4.6, count: 23 },
          })
        : json({}, 404),
    );
    renderApp('/');
    const figures = await screen.findByTestId('live-figures', {}, { timeout: LAZY_LOAD_MS });
    // Each is a term (its words) and its value, drawn value first.
    expect(figures).toHaveTextContent('verified bus companies12');
    expect(figures).toHaveTextContent('quotes sent this month1,234');
    expect(figures).toHaveTextContent('from 23 ratings4.6/5');
    expect(figures).not.toHaveTextContent('counties');
    expect(screen.queryByText(NEUTRAL_FIGURES_LINE)).toBeNull();
  });

  it('shows the neutral line while no figure has reached its threshold, or the lookup fails', async () => {
    stubLookups((url) => (url.includes('/site/figures') ? json(NO_FIGURES) : json({}, 404)));
    renderApp('/');
    expect(
      await screen.findByText(NEUTRAL_FIGURES_LINE, {}, { timeout: LAZY_LOAD_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('live-figures')).toBeNull();
    expect(document.body).not.toHaveTextContent(/10,000|2,847|4\.9\/5|50\+/);
  });

  it('leaves /login to the sign-in page rather than a landing page', () => {
    stubLookups(() => json({}, 404));
    const router = renderApp('/login');
    expect(router.state.matches.at(-1)?.route.path).toBe('login');
  });
});

describe('how it works and about', () => {
  it('shows the four steps and links the call to action to the home page form', async () => {
    const fetchMock = stubLookups(() => json({}, 404));
    renderApp('/how-it-works');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How It Works' }),
    ).toBeInTheDocument();
    for (const step of [
      'Fill in your details',
      'We find the best companies',
      'Compare quotes',
      'Book with confidence',
    ]) {
      expect(screen.getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Get Free Quotes' })).toHaveAttribute(
      'href',
      '/#quote-form',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/how-it-works/default', expect.anything());
  });

  it('shows the mission, live figures, values, story and commitments on About', async () => {
    stubLookups((url) =>
      url.includes('/site/figures') ? json({ ...NO_FIGURES, counties_covered: 9 }) : json({}, 404),
    );
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const title of ['Our Mission', 'Our Values', 'Our Story', 'Our Commitments']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    // docs/product.md#figures-shown-to-visitors: no invented figure, the live ones past their
    // thresholds under the neutral line.
    expect(screen.getByRole('heading', { level: 2, name: 'Our Network' })).toBeInTheDocument();
    expect(await screen.findByTestId('live-figures')).toHaveTextContent('counties covered9');
    expect(screen.getByText(NEUTRAL_FIGURES_LINE)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/10,000|4\.9\/5|50\+|2008/);
    expect(screen.getByRole('link', { name: 'Get Free Quotes' })).toHaveAttribute(
      'href',
      '/#quote-form',
    );
  });

  it('renders a published sublink page from its record', async () => {
    const fetchMock = stubLookups(() =>
      json({
        title: 'Our Team',
        sections: [{ title: 'Drivers', body: 'Experienced and vetted.' }],
      }),
    );
    renderApp('/about/about-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Drivers' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/about/%2Fabout-team', expect.anything());
    await waitFor(() => expect(document.title).toBe('Our Team — Coach Hire Ireland'));
  });
});

describe('thank-you page', () => {
  it('explains the next steps and the 2-hour guarantee', async () => {
    stubLookups(() => json({}, 404));
    renderApp('/thank-you');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank You!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Quotes Guaranteed Within 2 Hours')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Email confirmation',
      'Step 2: Quote processing',
      'Step 3: Compare and choose',
    ]);
    expect(screen.getByText(/email and SMS notifications/)).toBeInTheDocument();
    expect(screen.getByText(/about 45 minutes/)).toBeInTheDocument();
  });

  it('shows the request just sent: its reference, the journey and the comparison link', async () => {
    stubLookups(() => json({}, 404));
    sessionStorage.setItem(
      'coachhire:request-summary',
      JSON.stringify({
        reference: 'CH-7K3Q9',
        quotes_path: '/quotes/7.signature',
        pickup_location: 'Cork, Co. Cork',
        dropoff_location: 'Galway, Co. Galway',
        date_of_travel: '2030-06-14',
        pickup_time: '09:30',
        is_return_trip: true,
        return_date: '2030-06-16',
        return_time: '18:00',
        number_of_people: 1,
        estimate: {
          low: 530,
          high: 718,
          typical: 624,
          currency: 'EUR',
          source: 'rate_card',
          based_on: 0,
        },
      }),
    );
    try {
      renderApp('/thank-you');
      const receipt = await screen.findByRole('region', { name: 'Your request' });
      for (const text of [
        'CH-7K3Q9',
        'Cork, Co. Cork',
        'Galway, Co. Galway',
        'Fri 14 Jun 2030 at 09:30',
        'Sun 16 Jun 2030 at 18:00',
        '1 person',
      ]) {
        expect(within(receipt).getByText(text)).toBeInTheDocument();
      }
      expect(within(receipt).getByRole('link', { name: 'See your quotes' })).toHaveAttribute(
        'href',
        '/quotes/7.signature',
      );
      // The range the form showed, worded as it was.
      expect(receipt).toHaveTextContent(
        'Typical price: €530 – €718. Companies price your trip themselves.',
      );
    } finally {
      sessionStorage.clear();
    }
  });

  it('shows no price when the form showed none (a request without stops or days)', async () => {
    stubLookups(() => json({}, 404));
    sessionStorage.setItem(
      'coachhire:request-summary',
      JSON.stringify({
        reference: 'CH-7K3Q9',
        quotes_path: '/quotes/7.signature',
        pickup_location: 'Cork',
        dropoff_location: 'Galway',
        date_of_travel: '2030-06-14',
        pickup_time: '09:30',
        is_return_trip: false,
        return_date: null,
        return_time: null,
        number_of_people: 12,
        estimate: null,
      }),
    );
    try {
      renderApp('/thank-you');
      const receipt = await screen.findByRole('region', { name: 'Your request' });
      expect(within(receipt).getByText('CH-7K3Q9')).toBeInTheDocument();
      expect(receipt).not.toHaveTextContent(/Typical price|Price range|€/);
    } finally {
      sessionStorage.clear();
    }
  });

  it('says where the reference is when it knows no request (another tab, storage off)', async () => {
    stubLookups(() => json({}, 404));
    sessionStorage.setItem('coachhire:request-summary', '{"reference":"CH-7K3Q9"}');
    try {
      renderApp('/thank-you');
      expect(
        await screen.findByText(
          /Your reference and the link to your quotes are in the confirmation email/,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'See your quotes' })).toBeNull();
    } finally {
      sessionStorage.clear();
    }
  });

  it.each([
    ['/thank-you?from=%2Fcoach-hire-cork', '/coach-hire-cork'],
    ['/thank-you?from=%2F%2Fevil.example', '/'],
    ['/thank-you?from=https%3A%2F%2Fevil.example', '/'],
    ['/thank-you?from=%2F%5Cevil.example', '/'],
    ['/thank-you', '/'],
  ])('at %s, Back to Home goes to %s', async (path, target) => {
    stubLookups(() => json({}, 404));
    renderApp(path);
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      target,
    );
  });
});

describe('privacy notice', () => {
  it('says what is collected, who receives it, how long it is kept and how to complain', async () => {
    // The retention period is the server's configured one, not a figure in the page.
    stubLookups((url) =>
      url.endsWith('/api/privacy/policy') ? json({ retention_months: 18 }) : json({}, 404),
    );
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'privacy@coachhire.ie' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@coachhire.ie',
    );
    expect(await screen.findByText('18 months after the last day of the trip')).toBeInTheDocument();
    expect(
      screen.getByText(/verified bus and coach companies matched to it, so they can quote/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/only the company whose quote\s+you choose receives those/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Article 6\(1\)\(b\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My requests' })).toHaveAttribute('href', '/my');
    expect(screen.getByText(/Data Protection Commission/)).toBeInTheDocument();
  });
});
