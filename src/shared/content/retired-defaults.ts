/**
 * The built-in content used to state figures nobody had counted (decision 005, replaced by
 * docs/decisions/027-live-figures.md). Pages created from it keep that text, so wherever stored
 * content is filled (display and save alike) each retired sentence, compared whole, becomes the
 * built-in text that replaced it. Text an editor wrote differs and is left alone.
 */
const RETIRED_TEXT = new Map<string, string>([
  ['Trusted by 10,000+ groups across Ireland', 'Free quotes from verified Irish bus companies'],
  [
    'Describe your journey once and get 3-5 competing quotes from verified bus and coach companies within 2 hours. Free, with no obligation.',
    'Describe your journey once and get competing quotes from verified bus and coach companies, usually within 2 hours. Free, with no obligation.',
  ],
  ['Save up to 40% on group travel', 'Companies compete for your trip'],
  ['All 32 counties covered', 'Licensed and insured companies only'],
  // The hero's old stat (2,847): an empty label hides the editor's own figure.
  ['quotes sent to groups this month', ''],
  [
    'Join 10,000+ customers who found the right coach at the right price. Savings of up to 40%.',
    'One short form, and verified bus and coach companies compete to take your group.',
  ],
  [
    'Free and no obligation. Most customers receive 3-5 quotes within 2 hours.',
    'Free and no obligation. Companies usually reply within 2 hours.',
  ],
  ['Save up to 40%', 'Competing prices'],
  [
    'Companies compete for your trip, so you see the best prices side by side.',
    'Companies compete for your trip, so you see their prices side by side.',
  ],
  [
    'Most groups receive 3-5 quotes within 2 hours of sending one request.',
    'Companies usually reply within 2 hours of your request.',
  ],
  [
    'We work with 50+ licensed and insured bus and coach operators.',
    'Every company is licensed and insured, and checked by our team before it receives a request.',
  ],
  ['All 32 counties', 'Anywhere in Ireland'],
  ['Rated 4.9/5', 'Rated by customers'],
  [
    'More than 10,000 customers have compared quotes with us since 2008.',
    'After each trip, customers rate the company they chose.',
  ],
  [
    'We share your information only with verified bus companies. Most customers receive 3-5 quotes within 2 hours.',
    'We share your information only with verified bus companies, who usually reply within 2 hours of your request.',
  ],
  [
    'One short form, 3-5 quotes from verified companies within 2 hours. Free.',
    'One short form, quotes from verified companies, usually within 2 hours. Free.',
  ],
  [
    'Receive 3-5 competing quotes, usually within 2 hours, by email and SMS. Compare prices, vehicles and reviews.',
    'Receive competing quotes, usually within 2 hours, by email and SMS. Compare prices, vehicles and ratings.',
  ],
  [
    'Every company is licensed and insured, and 50+ operators work with us.',
    'Every company is licensed and insured, and checked by our team.',
  ],
  ['Most groups receive quotes within 2 hours.', 'Companies usually reply within 2 hours.'],
  [
    'We started in 2008, when organising transport for a club outing meant a day of phone calls and no way to compare. Over 15+ years we have built a network of 50+ verified bus and coach companies and helped more than 10,000 customers travel together, from school tours to weddings.',
    'Organising transport for a club outing used to mean a day of phone calls and no way to compare. We built Coach Hire Ireland so that one request reaches several verified bus and coach companies, and their quotes come to you side by side, from school tours to weddings.',
  ],
  ['Most requests receive 3-5 quotes within 2 hours.', 'Companies usually reply within 2 hours.'],
  ['Nationwide coverage', 'Anywhere in Ireland'],
  ['Companies in all 32 counties.', 'Requests from every county are welcome.'],
  [
    'Since 2008 we have helped groups across Ireland find the right coach at a fair price.',
    'We help groups across Ireland find the right coach at a fair price.',
  ],
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The About page's old statistics (10,000+ customers, 50+ companies, 32 counties, 4.9/5). */
const RETIRED_STATS = ['10,000+', '50+', '32', '4.9/5'];

/** The built-in sample testimonials, by name and quote: always examples, wherever stored. */
const SAMPLE_QUOTES = new Map([
  [
    'Siobhán Kelly',
    'We had four quotes within an hour and saved over €300 on the coach for our guests. The driver was brilliant.',
  ],
  [
    'Declan Byrne',
    'Organising transport for our school tour used to take days of phone calls. One form and the quotes came to us.',
  ],
  [
    'Aoife Walsh',
    'Easy to compare, and every company was professional. We now book all our corporate events this way.',
  ],
]);

export function isSampleTestimonial(item: unknown): boolean {
  return isPlainObject(item) && SAMPLE_QUOTES.get(String(item.name)) === item.quote;
}

function isRetiredStatsSection(section: Record<string, unknown>): boolean {
  const items = section.items;
  return (
    section.layout === 'stats' &&
    Array.isArray(items) &&
    items.length === RETIRED_STATS.length &&
    items.every((item, index) => isPlainObject(item) && item.title === RETIRED_STATS[index])
  );
}

/**
 * `value` with retired text replaced, the old statistics section turned into the live figures
 * (keeping its title and body) and stored copies of the sample testimonials marked as examples.
 */
export function retireInventedContent(value: unknown): unknown {
  if (typeof value === 'string') return RETIRED_TEXT.get(value) ?? value;
  if (Array.isArray(value)) return value.map(retireInventedContent);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = retireInventedContent(item);
  if (isRetiredStatsSection(value)) return { ...result, layout: 'figures', items: [] };
  if (isSampleTestimonial(value)) result.isExample = true;
  return result;
}
