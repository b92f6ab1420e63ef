import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHomeContent, homeContentSchema, type HomeContent } from '@shared/content/content';
import { NEUTRAL_FIGURES_LINE } from '@shared/content/figures';
import type { SiteFigures } from '@shared/content/figures-schema';
import { HomeSections } from './home-sections';
import type { LoadedFigures } from './live-figures';

function renderSections(partial: unknown, quoteForm?: React.ReactNode, figures?: LoadedFigures) {
  const content: HomeContent = homeContentSchema.parse(partial);
  return render(<HomeSections content={content} quoteForm={quoteForm} figures={figures} />);
}

const written = (name: string) => ({ name, role: 'Club', quote: 'Great trip.', rating: 5 });
const WITH_TESTIMONIALS = {
  testimonials: { testimonials: [written('Áine'), written('Brian'), written('Cian')] },
};
const NO_FIGURES: SiteFigures = {
  verified_companies: null,
  counties_covered: null,
  requests_this_month: null,
  quotes_this_month: null,
  average_rating: null,
};

describe('HomeSections', () => {
  it('renders every default section in the product’s order', () => {
    const { container } = renderSections(WITH_TESTIMONIALS);
    const order = [...container.querySelectorAll('[data-testid]')].map((el) =>
      el.getAttribute('data-testid'),
    );
    expect(order).toEqual([
      'hero',
      'intro',
      'quote-form',
      'features',
      'testimonials',
      'portfolio',
      'cta',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([
    ['showHero', 'hero'],
    ['showFeatures', 'features'],
    ['showTestimonials', 'testimonials'],
    ['showPortfolio', 'portfolio'],
    ['showCTA', 'cta'],
  ])('hides the section when %s is false', (flag, testId) => {
    renderSections({ ...WITH_TESTIMONIALS, sectionVisibility: { [flag]: false } });
    expect(screen.queryByTestId(testId)).not.toBeInTheDocument();
  });

  it.each([0, 7, 999, 1000, 2847, 65_536, 1_000_000, 10_000_000])(
    'writes the hero statistic %i with thousands separators as en-IE does',
    (statCount) => {
      renderSections({ hero: { statCount, statLabel: 'groups carried' } });
      expect(
        within(screen.getByTestId('hero')).getByText(statCount.toLocaleString('en-IE')),
      ).toBeInTheDocument();
    },
  );

  it('keeps one h1 when the hero is hidden', () => {
    renderSections({ sectionVisibility: { showHero: false } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Compare Bus & Coach Hire Quotes Anywhere in Ireland',
    );
  });

  it('shows the quote form slot inside the intro, and hides it with showQuoteForm', () => {
    renderSections({}, <form aria-label="Quote" />);
    const slot = screen.getByTestId('quote-form');
    expect(slot).toHaveAttribute('id', 'quote-form');
    expect(within(screen.getByTestId('intro')).getByRole('form', { name: 'Quote' })).toBe(
      within(slot).getByRole('form'),
    );

    renderSections({ sectionVisibility: { showQuoteForm: false } }, <form aria-label="Hidden" />);
    expect(screen.queryByRole('form', { name: 'Hidden' })).not.toBeInTheDocument();
  });

  it('hides the intro text but keeps the form when showIndexIntro is false', () => {
    renderSections({ sectionVisibility: { showIndexIntro: false } }, <form aria-label="Quote" />);
    expect(screen.queryByRole('heading', { name: 'Get Your Free Coach Hire Quotes' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Quote' })).toBeInTheDocument();
  });

  it('hides the fleet by default and shows it when the fleet is visible', async () => {
    renderSections({});
    expect(screen.queryByTestId('fleet')).not.toBeInTheDocument();

    renderSections({ fleet: { visible: true } });
    const fleet = await screen.findByTestId('fleet');
    expect(within(fleet).getByRole('heading', { level: 2 }).innerHTML).toBe(
      'The Right <strong>Vehicle</strong> for Every Group',
    );
    expect(within(fleet).getByRole('heading', { name: 'Luxury Coach' })).toBeInTheDocument();
  });

  it('keeps the fleet hidden when showFleet is false even if the fleet is visible', () => {
    renderSections({ fleet: { visible: true }, sectionVisibility: { showFleet: false } });
    expect(screen.queryByTestId('fleet')).not.toBeInTheDocument();
  });

  it('renders the fleet title through the sanitiser', async () => {
    renderSections({
      fleet: { visible: true, title: 'Our <em>fleet</em><img src=x onerror="alert(1)">' },
    });
    const title = within(await screen.findByTestId('fleet')).getByRole('heading', { level: 2 });
    expect(title.querySelector('img')).toBeNull();
    expect(title.innerHTML).toBe('Our <em>fleet</em>&lt;img src=x onerror="alert(1)"&gt;');
  });

  it('switches the hero between its gradient and its plain colour', () => {
    renderSections({});
    expect(screen.getByTestId('hero').style.backgroundImage).toContain('linear-gradient');

    renderSections({ hero: { styling: { useGradient: false, backgroundColor: '#123456' } } });
    const plain = screen.getAllByTestId('hero')[1]!;
    expect(plain.style.backgroundImage).toBe('');
    expect(plain.style.backgroundColor).toBe('rgb(18, 52, 86)');
  });

  it('applies content colours and class options', () => {
    renderSections({
      hero: { styling: { titleColor: '#ff0000', titleSize: 'xl', textAlign: 'center' } },
      cta: { styling: { useGradient: true }, buttonText: 'Go now' },
    });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.style.color).toBe('rgb(255, 0, 0)');
    expect(title.className).toContain('sm:text-6xl');
    expect(screen.getByTestId('cta').style.backgroundImage).toContain('linear-gradient');
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', '#quote-form');
  });

  it('shows five stars and the rating as text for each testimonial', () => {
    renderSections(WITH_TESTIMONIALS);
    expect(screen.getAllByText('Rated 5 out of 5')).toHaveLength(3);
  });

  it('never shows the built-in example testimonials, and leaves the section out without others', () => {
    renderSections({});
    expect(screen.queryByTestId('testimonials')).not.toBeInTheDocument();

    const [example] = defaultHomeContent.testimonials.testimonials;
    renderSections({ testimonials: { testimonials: [example, written('Dara')] } });
    const section = screen.getByTestId('testimonials');
    const cards = within(section).getAllByRole('list')[0]!;
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(section).toHaveTextContent('Dara');
    expect(section).not.toHaveTextContent(example!.name);
  });

  it('shows no figure of its own unless the editor labels one', () => {
    renderSections({}, undefined, NO_FIGURES);
    const hero = screen.getByTestId('hero');
    expect(hero).not.toHaveTextContent(/2,847|10,000|4\.9/);
    expect(within(hero).queryByText('0')).toBeNull();
  });

  it('draws no live figure until they are looked up, as the server-drawn page does', () => {
    renderSections({});
    expect(screen.queryByTestId('live-figures')).toBeNull();
    expect(screen.queryByTestId('figures-neutral')).toBeNull();
    // The neutral line's place is held, unseen and unread, so its arrival moves nothing.
    const pending = within(screen.getByTestId('hero')).getByText(NEUTRAL_FIGURES_LINE);
    expect(pending).toHaveClass('invisible');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
  });

  it('holds no place while loading when the hero has no neutral line', () => {
    renderSections({ hero: { figuresNeutralText: '' } });
    expect(screen.getByTestId('hero').querySelector('[aria-hidden="true"].invisible')).toBeNull();
  });

  it('shows the neutral line while no chosen figure has passed its threshold, or the lookup failed', () => {
    renderSections({}, undefined, { ...NO_FIGURES, requests_this_month: 40 });
    expect(screen.getByTestId('figures-neutral')).toHaveTextContent(NEUTRAL_FIGURES_LINE);
    renderSections({}, undefined, null);
    expect(screen.getAllByTestId('figures-neutral')).toHaveLength(2);
    renderSections({ hero: { figuresNeutralText: '' } }, undefined, null);
    expect(screen.getAllByTestId('figures-neutral')).toHaveLength(2);
  });

  it('shows the chosen figures that passed their thresholds, the rating with its count', () => {
    renderSections({}, undefined, {
      ...NO_FIGURES,
      verified_companies: 1,
      counties_covered: 14,
      average_rating: { value: 4.6, count: 23 },
      requests_this_month: 80,
    });
    const figures = screen.getByTestId('live-figures');
    const pairs = within(figures)
      .getAllByRole('term')
      .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
    expect(pairs).toEqual([
      '1 verified bus company',
      '14 counties covered',
      '4.6/5 from 23 ratings',
    ]);
    expect(screen.queryByTestId('figures-neutral')).toBeNull();
  });
});
