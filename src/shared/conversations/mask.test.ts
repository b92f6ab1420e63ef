import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK_MARKER, hasContactDetails, maskContactDetails } from './mask';

const M = MASK_MARKER;

describe('maskContactDetails hides contact details', () => {
  it.each([
    // Irish phone numbers, every common spacing.
    ['Call me on 087 123 4567 please', `Call me on ${M} please`],
    ['0871234567', M],
    ['087-123-4567', M],
    ['087.123.4567', M],
    ['(01) 234 5678 after six', `${M} after six`],
    ['01 2345678', M],
    ['+353 87 123 4567', M],
    ['+353871234567', M],
    ['00353 87 123 4567', M],
    ['+353 (0)87 123 4567', M],
    ['Office: 021-555-1234.', `Office: ${M}.`],
    ['234 5678', M],
    // International forms.
    ['UK mobile +44 7700 900123', `UK mobile ${M}`],
    ['+1 (212) 555-0199', M],
    // Spelt out or spread out.
    ['087 one two three four five six seven', M],
    ['zero eight seven one two three four five six seven', M],
    ['Oh eight seven, double five, one two three', M],
    ['0 8 7 1 2 3 4 5 6 7', M],
    ['0-8-7-1-2-3-4-5-6-7', M],
    ['eight seven one two three four five', M],
    // Email addresses, plain and written out.
    ['Mail siobhan@example.ie today', `Mail ${M} today`],
    ['first.last+coach@mail.example.co.uk', M],
    ['siobhan at example dot ie', M],
    ['siobhan (at) example (dot) ie', M],
    ['siobhan[at]gmail[dot]com', M],
    ['siobhan @ gmail.com', M],
    // Web links.
    ['See https://cheap.example.ie/fleet?x=1 for photos', `See ${M} for photos`],
    ['http://example.com', M],
    ['www.cheapcoaches.ie', M],
    ['Our site is cheapcoaches.ie.', `Our site is ${M}.`],
    ['book.example.co.uk/quote', M],
    ['cheapcoaches dot ie', M],
  ])('%s', (text, expected) => {
    expect(maskContactDetails(text)).toBe(expected);
    expect(hasContactDetails(text)).toBe(true);
  });

  it('hides each detail of a message that carries several and keeps the words around them', () => {
    expect(
      maskContactDetails('Ring 087 123 4567 or email a@b.ie; see www.x.ie. Thanks, Mary'),
    ).toBe(`Ring ${M} or email ${M}; see ${M}. Thanks, Mary`);
  });
});

describe('maskContactDetails leaves the trip alone', () => {
  it.each([
    'The price is €1,250 for the day',
    '€ 990.00 all in',
    'Pick-up at 14:30, back by 23.15',
    'We travel on 12/06/2026 and return 14/06/2026',
    'Travel date 2026-06-12',
    'On 12.06.2026 at 9am',
    '53 seats, or 2 coaches of 49 seats',
    'Your reference: CH-7K3Q9',
    'Reference CH-23456 please',
    'One or two coaches for three days',
    'We are 40 people and 3 wheelchairs',
    'Wedding in Co. Cork, i.e. near Mallow',
    'Leave at 9, arrive at 11, e.g. Kilkenny',
    'Room for 12 suitcases and 6 bikes',
    "The 2 o'clock train",
    'Can you do it for 1500?',
    'Meet at the hotel, thanks',
    'Days 1, 2, 3, 4, 5, 6 and 7 of the tour',
    '',
  ])('%s', (text) => {
    expect(maskContactDetails(text)).toBe(text);
    expect(hasContactDetails(text)).toBe(false);
  });

  it('never leaves a run of seven digits visible, whatever the separators', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 12 }),
        fc.constantFrom(' ', '-', '.', '  '),
        (digits, separator) => {
          const masked = maskContactDetails(`call ${digits.join(separator)} now`);
          expect(masked.replace(/\D/g, '')).toBe('');
        },
      ),
    );
  });

  it('is idempotent: masking masked text changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const once = maskContactDetails(text);
        expect(maskContactDetails(once)).toBe(once);
      }),
    );
  });
});
