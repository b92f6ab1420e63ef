import { useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { TabSection } from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';

const labels = [
  ['fullName', 'Full name label'],
  ['email', 'Email label'],
  ['mobile', 'Mobile label'],
  ['journeyDetailsTitle', 'Journey details title'],
  ['pickupLocation', 'Pick-up location label'],
  ['dropoffLocation', 'Drop-off location label'],
  ['dateOfTravel', 'Date of travel label'],
  ['pickupTime', 'Pick-up time label'],
  ['groupType', 'Group type label'],
  ['numberOfPeople', 'Number of people label'],
  ['returnToPickup', 'Return to pick-up label'],
  ['returnDate', 'Return date label'],
  ['returnTime', 'Return time label'],
  ['calculateDistance', 'Calculate distance button'],
  ['additionalInfo', 'Additional information label'],
  ['submitText', 'Submit button text'],
  ['submittingText', 'Submit button text while sending'],
  ['disclaimerTitle', 'Disclaimer title'],
] as const;

const placeholders = [
  ['fullName', 'Full name placeholder'],
  ['email', 'Email placeholder'],
  ['mobile', 'Mobile placeholder'],
  ['pickupLocation', 'Pick-up location placeholder'],
  ['dropoffLocation', 'Drop-off location placeholder'],
  ['groupTypePlaceholder', 'Group type placeholder'],
  ['additionalInfo', 'Additional information placeholder'],
] as const;

/** The quote form's labels and placeholders (docs/product.md#quote-form-wording). */
export function QuoteFormWording() {
  const { control } = useFormContext<HomeContent>();
  return (
    <>
      <TabSection title="Labels">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {labels.map(([key, label]) => (
            <TextField key={key} control={control} name={`quoteForm.labels.${key}`} label={label} />
          ))}
        </div>
        <TextField
          control={control}
          name="quoteForm.labels.disclaimerText"
          label="Disclaimer text"
          multiline
        />
      </TabSection>
      <TabSection title="Placeholders">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {placeholders.map(([key, label]) => (
            <TextField
              key={key}
              control={control}
              name={`quoteForm.placeholders.${key}`}
              label={label}
            />
          ))}
        </div>
      </TabSection>
    </>
  );
}
