import { describe, expect, it } from 'vitest';
import { defaultHomeContent, homeContentSchema, parseHomeContent } from './content';
import { DEFAULT_GROUP_TYPES } from './defaults-quote-form';
import { defaultAboutContent, defaultHowItWorksContent } from './info-pages';

describe('homeContentSchema', () => {
  it('accepts its own defaults unchanged', () => {
    expect(homeContentSchema.parse(defaultHomeContent)).toEqual(defaultHomeContent);
  });

  it('turns an empty object into the complete default content', () => {
    expect(homeContentSchema.parse({})).toEqual(defaultHomeContent);
    expect(homeContentSchema.parse(null)).toEqual(defaultHomeContent);
  });

  it('fills missing sections and fields of partial content from the defaults', () => {
    const content = homeContentSchema.parse({
      hero: { titleLine1: 'Coach Hire Cork', styling: { useGradient: false } },
      sectionVisibility: { showFeatures: false },
    });
    expect(content.hero.titleLine1).toBe('Coach Hire Cork');
    expect(content.hero.titleEmphasis).toBe(defaultHomeContent.hero.titleEmphasis);
    expect(content.hero.styling.useGradient).toBe(false);
    expect(content.hero.styling.badgeBgColor).toBe('#fbbf24');
    expect(content.sectionVisibility).toEqual({
      ...defaultHomeContent.sectionVisibility,
      showFeatures: false,
    });
    expect(content.quoteForm).toEqual(defaultHomeContent.quoteForm);
  });

  it('fills defaults inside list items', () => {
    const content = homeContentSchema.parse({
      header: { navLinks: [{ label: 'Cork', path: '/coach-hire-cork' }] },
      features: { items: [{}] },
      fleet: { vehicles: [{ name: 'Minicoach' }] },
    });
    expect(content.header.navLinks).toEqual([
      { label: 'Cork', path: '/coach-hire-cork', visible: true },
    ]);
    expect(content.features.items).toEqual([{ icon: 'Star', title: '', description: '' }]);
    expect(content.fleet.vehicles[0]).toMatchObject({
      name: 'Minicoach',
      icon: 'Car',
      buttonText: 'Request Quote',
      images: [],
    });
  });

  it('shows the three sample testimonials when none are stored', () => {
    const content = homeContentSchema.parse({
      testimonials: { title: 'Reviews', testimonials: [] },
    });
    expect(content.testimonials.title).toBe('Reviews');
    expect(content.testimonials.testimonials).toHaveLength(3);
    expect(content.testimonials.testimonials.every((t) => t.rating === 5)).toBe(true);
  });

  it('strips unknown keys, including the window/door quoteOptions leftovers', () => {
    const content = homeContentSchema.parse({
      quoteOptions: { window_types: ['Sash'] },
      hero: { surprise: true },
      header: { navLinks: [{ label: 'A', path: '/a', onclick: 'x' }] },
    }) as Record<string, unknown>;
    expect(content).not.toHaveProperty('quoteOptions');
    expect(content.hero).not.toHaveProperty('surprise');
    expect(defaultHomeContent).not.toHaveProperty('quoteOptions');
    expect(JSON.stringify(content)).not.toContain('onclick');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'vbscript:x',
    '/\\evil.example',
    '',
  ])('rejects the nav path %j', (path) => {
    const result = homeContentSchema.safeParse({ header: { navLinks: [{ label: 'x', path }] } });
    expect(result.success).toBe(false);
  });

  it.each([
    'red; background: url(x)',
    'url(https://evil.example/x.png)',
    '#12345',
    'notacolour',
    'expression(alert(1))',
    'rgb(1,2)',
    'var(--x)',
  ])('rejects the colour %j', (color) => {
    const result = homeContentSchema.safeParse({ hero: { styling: { titleColor: color } } });
    expect(result.success).toBe(false);
  });

  it('rejects a gradient that loads a resource', () => {
    const result = homeContentSchema.safeParse({
      cta: { styling: { backgroundGradient: 'linear-gradient(red, url(https://x.example))' } },
    });
    expect(result.success).toBe(false);
  });

  it('rejects wrong types and over-long text', () => {
    expect(homeContentSchema.safeParse({ hero: { statCount: '2847' } }).success).toBe(false);
    expect(homeContentSchema.safeParse({ hero: { titleLine1: 'x'.repeat(121) } }).success).toBe(
      false,
    );
    expect(homeContentSchema.safeParse({ fleet: { visible: 'yes' } }).success).toBe(false);
    expect(
      homeContentSchema.safeParse({ testimonials: { testimonials: [{ rating: 6 }] } }).success,
    ).toBe(false);
  });
});

describe('default home content', () => {
  it('keeps the fleet hidden and the other sections shown', () => {
    expect(defaultHomeContent.fleet.visible).toBe(false);
    expect(Object.values(defaultHomeContent.sectionVisibility).every(Boolean)).toBe(true);
  });

  it('has the product’s navigation, stat count and group types', () => {
    expect(defaultHomeContent.header.navLinks.map((l) => [l.label, l.path])).toEqual([
      ['How it works', '/how-it-works'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(defaultHomeContent.hero).toMatchObject({ statCount: 0, statLabel: '' });
    expect(defaultHomeContent.hero.figures).toEqual([
      'verified_companies',
      'counties_covered',
      'quotes_this_month',
      'average_rating',
    ]);
    expect(defaultHomeContent.quoteForm.groupTypes).toEqual(DEFAULT_GROUP_TYPES);
    expect(DEFAULT_GROUP_TYPES).toEqual([
      'Wedding Party', 'School Tour', 'Corporate Event', 'Private Party', 'Family Trip',
      'Sports Team', 'Religious Group', 'Tourist Group', 'Other',
    ]); // prettier-ignore
  });

  it('switches the vehicle selector off and every other quote-form flag on', () => {
    const { showVehicleSelector, ...others } = {
      showMap: defaultHomeContent.quoteForm.showMap,
      showPickupLocation: defaultHomeContent.quoteForm.showPickupLocation,
      showDropoffLocation: defaultHomeContent.quoteForm.showDropoffLocation,
      showReturnToPickup: defaultHomeContent.quoteForm.showReturnToPickup,
      showCalculateDistance: defaultHomeContent.quoteForm.showCalculateDistance,
      showVehicleSelector: defaultHomeContent.quoteForm.showVehicleSelector,
      showDisclaimer: defaultHomeContent.quoteForm.showDisclaimer,
    };
    expect(showVehicleSelector).toBe(false);
    expect(Object.values(others).every(Boolean)).toBe(true);
  });

  it('uses the product’s labels for the quote form', () => {
    const { labels } = defaultHomeContent.quoteForm;
    expect([
      labels.fullName, labels.email, labels.mobile, labels.pickupLocation,
      labels.dropoffLocation, labels.dateOfTravel, labels.pickupTime, labels.returnDate,
      labels.returnTime, labels.groupType, labels.numberOfPeople,
    ]).toEqual([
      'Full Name', 'Email Address', 'Mobile Number', 'Pick-up Location', 'Drop-off Location',
      'Date of Travel', 'Pick-up Time', 'Return Date', 'Return Time', 'Type of Group',
      'Number of People',
    ]); // prettier-ignore
    expect(labels.submittingText).toBe('Processing Your Request...');
    expect(defaultHomeContent.quoteForm.styling.disclaimerBgColor).toBe('#dcfce7');
  });

  it('states no figure of its own: the live ones come from the data (decision 027)', () => {
    const text = JSON.stringify([
      defaultHomeContent,
      defaultAboutContent,
      defaultHowItWorksContent,
    ]);
    expect(text).not.toMatch(
      /10,000|50,000|2,?847|4\.9|50\+|500\+|40%|since 2008|15\+ years|32 counties|3-5 quotes/i,
    );
  });

  it('marks every built-in testimonial as an example', () => {
    const samples = defaultHomeContent.testimonials.testimonials;
    expect(samples).toHaveLength(3);
    expect(samples.every((sample) => sample.isExample)).toBe(true);
  });
});

describe('parseHomeContent', () => {
  it('drops only the rejected values and fills them from the defaults', () => {
    const content = parseHomeContent({
      hero: { titleLine1: 'Coach Hire Cork', styling: { titleColor: 'red; x: y' } },
      header: {
        navLinks: [
          { label: 'Bad', path: 'javascript:alert(1)' },
          { label: 'Cork', path: '/coach-hire-cork', visible: false },
        ],
      },
    });
    expect(content.hero.titleLine1).toBe('Coach Hire Cork');
    expect(content.hero.styling.titleColor).toBe(defaultHomeContent.hero.styling.titleColor);
    expect(content.header.navLinks).toEqual([
      { label: 'Cork', path: '/coach-hire-cork', visible: false },
    ]);
  });

  it('returns the defaults for anything that is not content', () => {
    for (const input of [undefined, 'text', 42, [], { hero: 'x' }]) {
      expect(parseHomeContent(input)).toEqual(defaultHomeContent);
    }
  });

  it('never changes its input', () => {
    const input = { header: { navLinks: [{ label: 'x', path: 'javascript:x' }] } };
    const copy = structuredClone(input);
    parseHomeContent(input);
    expect(input).toEqual(copy);
  });
});
