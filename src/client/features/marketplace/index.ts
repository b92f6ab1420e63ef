// What other features use of marketplace: the journey's facts, the price and date formats, and
// the company's answer to an invitation (the workspace answers with the emailed link's own form).
export { InvitationResponse } from '@/features/marketplace/components/invitation-response';
export { journeyFacts } from '@/features/marketplace/components/journey-summary';
export { QuoteBreakdown } from '@/features/marketplace/components/quote-breakdown';
export {
  formatEuro,
  formatTravelDate,
  inviteStatusLabels,
  pluralize,
} from '@/features/marketplace/format';
// The company form's sections and helpers, for the workspace's own profile
// (docs/product.md#profile).
export {
  ApplicationDocuments,
  checkDocumentFiles,
  type DocumentErrors,
  type DocumentFiles,
} from './components/application-documents';
export { ApplicationDocument } from './components/application-document';
export { GardaVettedField } from './components/application-pledges';
export { ServiceFields } from './components/service-fields';
export {
  CompanyFields,
  type OperatorSectionProps,
  type PlaceInputProps,
  type RenderPlaceInput,
  VatField,
} from './components/operator-form-fields';
export { operatorFormError, operatorToFormValues, pickChangedOperator } from './operator-form';
