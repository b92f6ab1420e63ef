import { describe, expect, it } from 'vitest';
import { leadRequestSchema } from './leads';
import {
  emptyLeadRequestFormValues,
  leadRequestFormSchema,
  parsePeopleCount,
  sanitizePeopleCount,
  type LeadRequestFormRules,
  type LeadRequestFormValues,
} from './request-form';

const rules: LeadRequestFormRules = {
  showPickupLocation: true,
  showDropoffLocation: true,
  showReturnToPickup: true,
  showVehicleSelector: false,
  labels: {
    full_name: 'Full Name',
    email: 'Email Address',
    mobile_number: 'Mobile Number',
    pickup_location: 'Pick-up Location',
    dropoff_location: 'Drop-off Location',
    date_of_travel: 'Date of Travel',
    pickup_time: 'Pick-up Time',
    return_date: 'Return Date',
    return_time: 'Return Time',
    group_type: 'Type of Group',
    number_of_people: 'Number of People',
  },
};

const filled: LeadRequestFormValues = {
  ...emptyLeadRequestFormValues,
  full_name: ' Mary Murphy ',
  email: 'mary@example.ie',
  mobile_number: '087 123 4567',
  pickup_location: 'Cork',
  dropoff_location: 'Galway',
  pickup_lat: 51.8985,
  pickup_lng: -8.4756,
  date_of_travel: '2099-05-01',
  pickup_time: '09:30',
  return_date: '2099-05-03',
  return_time: '18:00',
  group_type: 'School Tour',
  vehicle_selected: 'Executive coach',
  number_of_people: '45',
};

function parse(values: LeadRequestFormValues, pageRules = rules) {
  return leadRequestFormSchema(pageRules).safeParse(values);
}

function problems(values: LeadRequestFormValues, pageRules = rules) {
  const result = parse(values, pageRules);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path[0], message]);
}

describe('leadRequestFormSchema', () => {
  it("holds the form's values under the API's own field names", () => {
    const apiFields = Object.keys(leadRequestSchema.in.shape);
    expect(Object.keys(emptyLeadRequestFormValues).filter((f) => !apiFields.includes(f))).toEqual(
      [],
    );
  });

  it('checks emptiness (whitespace counts as empty), and nothing else but the dates', () => {
    expect(problems({ ...filled, full_name: '  ', email: 'not an email' })).toEqual([
      ['full_name', 'Full Name is required'],
    ]);
  });

  it('asks for a date it cannot read to be written dd/mm/yyyy', () => {
    const ticked = { ...filled, is_return_trip: true };
    expect(problems({ ...ticked, date_of_travel: '31/02/2099', return_date: 'soon' })).toEqual([
      ['date_of_travel', 'Enter the date as dd/mm/yyyy'],
      ['return_date', 'Enter the date as dd/mm/yyyy'],
    ]);
  });

  it("names every missing field with the page's label, in the message's order", () => {
    const labels = { ...rules.labels, full_name: 'Your name' };
    const ticked = { ...emptyLeadRequestFormValues, is_return_trip: true };
    expect(problems(ticked, { ...rules, labels }).map(([, message]) => message)).toEqual([
      'Your name is required',
      'Email Address is required',
      'Mobile Number is required',
      'Pick-up Location is required',
      'Drop-off Location is required',
      'Date of Travel is required',
      'Pick-up Time is required',
      'Return Date is required',
      'Return Time is required',
      'Type of Group is required',
      'Number of People is required',
    ]);
  });

  it('requires the return only for a visible, ticked round trip', () => {
    const ticked = { ...filled, is_return_trip: true, return_date: '', return_time: '' };
    expect(problems(ticked).map(([field]) => field)).toEqual(['return_date', 'return_time']);
    expect(problems(ticked, { ...rules, showReturnToPickup: false })).toEqual([]);
    expect(problems({ ...ticked, is_return_trip: false })).toEqual([]);
  });

  it('does not ask for the locations the page hides', () => {
    const hidden = { ...rules, showPickupLocation: false, showDropoffLocation: false };
    const noPlaces = { ...filled, pickup_location: '', dropoff_location: '' };
    expect(problems(noPlaces, hidden)).toEqual([]);
  });

  it('turns a complete form into a body the API schema accepts', () => {
    const result = parse({ ...filled, is_return_trip: true });
    expect(result.success).toBe(true);
    const body = { ...result.data!, distance: 418.75, slug: '/' };
    expect(leadRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      full_name: 'Mary Murphy',
      number_of_people: 45,
      is_return_trip: true,
      return_time: '18:00',
      pickup_lat: 51.8985,
      dropoff_lat: null,
      vehicle_selected: null,
    });
  });

  it('sends N/A for hidden locations and no return when the option is hidden', () => {
    const hidden = {
      ...rules,
      showPickupLocation: false,
      showDropoffLocation: false,
      showReturnToPickup: false,
      showVehicleSelector: true,
    };
    expect(parse({ ...filled, is_return_trip: true }, hidden).data).toMatchObject({
      pickup_location: 'N/A',
      dropoff_location: 'N/A',
      pickup_lat: null,
      pickup_lng: null,
      is_return_trip: false,
      return_date: null,
      return_time: null,
      vehicle_selected: 'Executive coach',
    });
  });
});

describe('number of people', () => {
  it.each([
    ['4a5', '45'],
    ['-3', '3'],
    ['1.5', '15'],
    ['007', '7'],
    ['0', '0'],
    ['abc', ''],
  ])('%s is kept as %s', (typed, kept) => expect(sanitizePeopleCount(typed)).toBe(kept));

  it('is parsed as an integer of at least one', () => {
    expect(parsePeopleCount('45')).toBe(45);
    expect(parsePeopleCount('0')).toBe(1);
  });
});
