/**
 * What a new or partly stored list item starts from (docs/product.md#page-editor: a new feature
 * item is a Star with empty texts; a new vehicle is 'New Vehicle', 'Up to X passengers', a Car,
 * 'Request Quote').
 * The schemas take their item defaults from here, the browser's fill uses them as templates, and
 * the page editor's "add" buttons can start from them. No zod here (see fill.ts).
 */

export const NEW_NAV_LINK = { label: '', path: '/', visible: true };
export const NEW_FEATURE_ITEM = { icon: 'Star' as const, title: '', description: '' };
export const NEW_VEHICLE = {
  name: 'New Vehicle',
  passengers: 'Up to X passengers',
  description: '',
  features: [] as string[],
  ideal: '',
  icon: 'Car' as const,
  images: [] as { src: string; alt: string }[],
  buttonText: 'Request Quote',
};
export const NEW_TESTIMONIAL = { name: '', role: '', quote: '', rating: 5, isExample: false };
export const NEW_PORTFOLIO_JOB = { location: '', images: [] as unknown[] };
export const NEW_INFO_ITEM = { title: '', text: '' };
export const NEW_INFO_SECTION = {
  title: '',
  body: '',
  layout: 'text' as const,
  items: [] as (typeof NEW_INFO_ITEM)[],
};

/** Item templates of the home content's lists, by path (list indexes left out). */
export const HOME_LIST_ITEMS: Record<string, unknown> = {
  'header.navLinks': NEW_NAV_LINK,
  'features.items': NEW_FEATURE_ITEM,
  'fleet.vehicles': NEW_VEHICLE,
  'testimonials.testimonials': NEW_TESTIMONIAL,
  'portfolio.jobs': NEW_PORTFOLIO_JOB,
};

/** Item templates of an info page's lists. */
export const INFO_LIST_ITEMS: Record<string, unknown> = {
  sections: NEW_INFO_SECTION,
  'sections.items': NEW_INFO_ITEM,
};
