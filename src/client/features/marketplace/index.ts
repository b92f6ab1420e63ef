// What other features use of marketplace: the journey's facts and the price and date formats.
export { journeyFacts } from '@/features/marketplace/components/journey-summary';
export { formatEuro, formatTravelDate, pluralize } from '@/features/marketplace/format';
