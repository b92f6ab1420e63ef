import type { HomeContent } from './home-schema';

type Showcase = Pick<HomeContent, 'features' | 'fleet' | 'testimonials' | 'portfolio'>;

const CARD_HEADER_GRADIENT = 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 100%)';

/** Default features, fleet, testimonials and portfolio of the home page. */
export const defaultShowcaseContent: Showcase = {
  features: {
    title: 'Why Compare With Us?',
    subtitle: 'One request, several competing quotes, and a verified company at the end of it.',
    items: [
      {
        icon: 'DollarSign',
        title: 'Competing prices',
        description: 'Companies compete for your trip, so you see their prices side by side.',
      },
      {
        icon: 'Clock',
        title: 'Quotes within 2 hours',
        description: 'Companies usually reply within 2 hours of your request.',
      },
      {
        icon: 'Shield',
        title: 'Verified companies only',
        description:
          'Every company is licensed and insured, and checked by our team before it receives a request.',
      },
      {
        icon: 'MapPin',
        title: 'Anywhere in Ireland',
        description: 'From Donegal to Cork, city transfers to full-day tours.',
      },
      {
        icon: 'Users',
        title: 'Any group size',
        description: 'Executive cars, minibuses and 53-seat coaches for every kind of group.',
      },
      {
        icon: 'Star',
        title: 'Rated by customers',
        description: 'After each trip, customers rate the company they chose.',
      },
    ],
    styling: {
      useGradient: false,
      backgroundGradient: 'linear-gradient(180deg, #ffffff 0%, #eff6ff 100%)',
      backgroundColor: '#ffffff',
      textColor: '#1f2937',
      iconBgColor: '#dbeafe',
      iconColor: '#1d4ed8',
      cardBgColor: '#ffffff',
      cardTitleColor: '#111827',
      cardDescriptionColor: '#4b5563',
    },
  },
  fleet: {
    visible: false,
    title: 'The Right <strong>Vehicle</strong> for Every Group',
    subtitle: 'Tell us how many are travelling and the companies quote with a suitable vehicle.',
    vehicles: [
      {
        name: 'Executive Car',
        passengers: 'Up to 3 passengers',
        description: 'Chauffeur-driven saloon for airport runs and business travel.',
        features: ['Leather seats', 'Luggage space'],
        ideal: 'Airport transfers and VIP guests',
        icon: 'Car',
        images: [],
        buttonText: 'Request Quote',
      },
      {
        name: 'Minibus',
        passengers: 'Up to 16 passengers',
        description: 'Comfortable minibus for smaller groups and day trips.',
        features: ['Air conditioning', 'USB charging'],
        ideal: 'Family trips and sports teams',
        icon: 'Users',
        images: [],
        buttonText: 'Request Quote',
      },
      {
        name: 'Midi Coach',
        passengers: 'Up to 35 passengers',
        description: 'A mid-sized coach with room for luggage and equipment.',
        features: ['Reclining seats', 'Large luggage hold'],
        ideal: 'School tours and corporate events',
        icon: 'Coffee',
        images: [],
        buttonText: 'Request Quote',
      },
      {
        name: 'Luxury Coach',
        passengers: 'Up to 53 passengers',
        description: 'Full-size executive coach for long journeys in comfort.',
        features: ['Wi-Fi', 'Toilet on board', 'Reclining seats'],
        ideal: 'Weddings, tours and large groups',
        icon: 'Wifi',
        images: [],
        buttonText: 'Request Quote',
      },
    ],
    styling: {
      sectionBgColor: '#f8fafc',
      titleColor: '#111827',
      subtitleColor: '#4b5563',
      cardBgColor: '#ffffff',
      useCardHeaderGradient: true,
      cardHeaderBgGradient: CARD_HEADER_GRADIENT,
      cardHeaderBgColor: '#1e3a8a',
      cardTitleColor: '#111827',
      cardDescriptionColor: '#4b5563',
      badgeBgColor: '#fbbf24',
      badgeTextColor: '#1e3a8a',
      useButtonGradient: true,
      buttonBgGradient: CARD_HEADER_GRADIENT,
      buttonBgColor: '#1d4ed8',
      buttonTextColor: '#ffffff',
    },
  },
  testimonials: {
    title: 'What Our Customers Say',
    subtitle: 'Groups from all over Ireland compare their coach hire quotes with us.',
    // Examples for the editor to replace: never shown on the site (docs/product.md#page-editor).
    testimonials: [
      {
        name: 'Siobhán Kelly',
        role: 'Wedding party, Kilkenny',
        quote:
          'We had four quotes within an hour and saved over €300 on the coach for our guests. The driver was brilliant.',
        rating: 5,
        isExample: true,
      },
      {
        name: 'Declan Byrne',
        role: 'PE teacher, Athlone',
        quote:
          'Organising transport for our school tour used to take days of phone calls. One form and the quotes came to us.',
        rating: 5,
        isExample: true,
      },
      {
        name: 'Aoife Walsh',
        role: 'Office manager, Dublin',
        quote:
          'Easy to compare, and every company was professional. We now book all our corporate events this way.',
        rating: 5,
        isExample: true,
      },
    ],
    trustedByText: 'Trusted by groups of every kind across Ireland',
    trustedByLogos: ['Schools', 'Sports clubs', 'Wedding parties', 'Businesses', 'Tour groups'],
    styling: {
      useSectionBgGradient: false,
      sectionBgGradient: 'linear-gradient(180deg, #eff6ff 0%, #ffffff 100%)',
      sectionBgColor: '#eff6ff',
      titleColor: '#111827',
      subtitleColor: '#4b5563',
      cardBgColor: '#ffffff',
      cardBorderColor: '#e5e7eb',
      quoteTextColor: '#374151',
      nameColor: '#111827',
      roleColor: '#4b5563',
      starColor: '#d97706',
      trustedByTextColor: '#4b5563',
      trustedByLogoTextColor: '#374151',
    },
  },
  portfolio: {
    title: 'Recent Journeys',
    subtitle: 'A few of the trips groups have booked through us.',
    jobs: [
      { location: 'Dublin Airport to Killarney', images: [] },
      { location: 'Cork to Croke Park, Dublin', images: [] },
      { location: 'Galway city to the Cliffs of Moher', images: [] },
    ],
  },
};
