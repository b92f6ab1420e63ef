import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DATE_INPUT_MESSAGE } from '@shared/dates';
import { DOCUMENT_KINDS, LICENCE_NUMBER_MESSAGE } from '@shared/marketplace/applications';
import { messages, operatorDocuments, operators } from '../../db/schema';
import {
  bothFiles,
  dataPart,
  filePart,
  plainPdf,
  tinyPng,
  useApplications,
  validApplication,
} from '../../test/applications';
import {
  FILE_TOO_LARGE,
  ONE_FILE_EACH,
  PDF_WITH_SCRIPT,
  WRONG_FILE_TYPE,
} from './applications-files';

const { setup, send } = useApplications();

const counts = async () => {
  const { db } = setup().app;
  return [
    (await db.select().from(operators)).length,
    (await db.select().from(operatorDocuments)).length,
    (await db.select().from(messages)).length,
  ];
};

/** Sends the parts and expects a refusal that stored nothing; returns the body. */
async function refused(parts: Parameters<typeof send>[0], status = 422) {
  const before = await counts();
  const response = await send(parts);
  expect(response.statusCode, response.body).toBe(status);
  expect(await counts()).toEqual(before);
  return response.json() as { message: string; errors?: Record<string, string[]> };
}

const withLicence = (licence: Buffer, fileName = 'licence.pdf') => [
  dataPart(validApplication()),
  filePart('insurance_certificate', plainPdf()),
  filePart('operator_licence', licence, fileName),
];

describe('POST /api/operators/applications refuses files by their bytes, size and count', () => {
  it('refuses a renamed HTML file, a text file and an empty file, whatever their names say', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect((await refused(withLicence(html, 'licence.pdf'))).errors).toEqual({
      operator_licence: [WRONG_FILE_TYPE],
    });
    expect(
      (await refused(withLicence(Buffer.from('hello'), 'licence.png'))).errors?.operator_licence,
    ).toEqual([WRONG_FILE_TYPE]);
    expect((await refused(withLicence(Buffer.alloc(0)))).errors?.operator_licence).toEqual([
      'The file is empty',
    ]);
  });

  it('refuses a PDF naming JavaScript, JS or a launch action, also hex-escaped or compressed', async () => {
    const active = [
      plainPdf('/OpenAction<</S/JavaScript/JS(app.alert(1))>>'),
      plainPdf('/AA<</O<</S/JS>>>>'),
      plainPdf('/OpenAction<</S/Launch/F(cmd.exe)>>'),
      plainPdf('/OpenAction<</S/J#61vaScript>>'),
      Buffer.concat([
        plainPdf(),
        Buffer.from('4 0 obj<</Type/ObjStm/Filter/FlateDecode>>stream\n', 'latin1'),
        deflateSync(Buffer.from('<</S/JavaScript/JS(app.alert(1))>>')),
        Buffer.from('\nendstream endobj\n', 'latin1'),
      ]),
    ];
    for (const pdf of active) {
      expect((await refused(withLicence(pdf))).errors).toEqual({
        operator_licence: [PDF_WITH_SCRIPT],
      });
    }
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([plainPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await refused(withLicence(big), 413)).message).toBe(FILE_TOO_LARGE);
  });

  it('refuses a missing file, a file sent twice, an unknown field and too many files', async () => {
    const missing = await refused([
      dataPart(validApplication()),
      filePart('insurance_certificate', plainPdf()),
    ]);
    expect(missing.errors).toEqual({ operator_licence: ['Attach the operator licence'] });
    const none = await refused([dataPart(validApplication())]);
    expect(Object.keys(none.errors ?? {}).sort()).toEqual([...DOCUMENT_KINDS].sort());
    const twice = await refused([
      ...withLicence(tinyPng(), 'a.png'),
      filePart('operator_licence', tinyPng(), 'b.png'),
    ]);
    expect(twice.errors).toEqual({ operator_licence: [ONE_FILE_EACH] });
    const extra = await refused([...withLicence(tinyPng(), 'a.png'), filePart('photo', tinyPng())]);
    expect(extra.errors).toEqual({ photo: ['Not part of the application'] });
    const many = [...bothFiles(), ...bothFiles(), ...bothFiles()];
    await refused([dataPart(validApplication()), ...many], 413);
  });

  it('refuses a body that is not multipart, and JSON data that is missing or broken', async () => {
    const json = await setup().app.inject({
      method: 'POST',
      url: '/api/operators/applications',
      payload: validApplication(),
    });
    expect(json.statusCode).toBe(415);
    expect((await refused(bothFiles())).errors).toEqual({
      data: ['Send the application in a field named "data"'],
    });
    expect((await refused([dataPart('{not json'), ...bothFiles()])).errors).toEqual({
      data: ['The application data is not valid JSON'],
    });
  });
});

describe('POST /api/operators/applications names every field it refuses', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['company_name', { company_name: '' }, 'Company name is required'],
    ['contact_name', { contact_name: ' ' }, 'Contact name is required'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['phone', { phone: '12' }, 'Enter a phone number'],
    ['website', { website: 'leeside.ie' }, 'Website must start with http:// or https://'],
    ['licence_number', { licence_number: 'AB' }, LICENCE_NUMBER_MESSAGE],
    ['licence_number', { licence_number: 'ABCDEFG' }, LICENCE_NUMBER_MESSAGE],
    ['licence_number', { licence_number: '12<script>34' }, LICENCE_NUMBER_MESSAGE],
    ['licence_number', { licence_number: '1234567890ABCDEFGHIJK' }, LICENCE_NUMBER_MESSAGE],
    ['insurance_expires_on', { insurance_expires_on: '2026-02-30' }, DATE_INPUT_MESSAGE],
    ['base_location', { base_location: '' }, 'Base location is required'],
    ['base_county', { base_county: 'Narnia' }, 'Choose one of the 32 counties'],
    ['counties', { counties: [] }, 'Choose at least one county'],
    ['fleet', { fleet: [] }, 'Add at least one vehicle'],
    ['fleet.0.seats', { fleet: [{ type: 'Coach', seats: 0 }] }, 'Seats must be at least 1'],
    [
      'fleet.0.licence_expires_on',
      { fleet: [{ type: 'Coach', seats: 49, licence_expires_on: '31/12/2027' }] },
      DATE_INPUT_MESSAGE,
    ],
    ['garda_vetted', { garda_vetted: 'yes' }, 'Say whether your drivers are Garda-vetted'],
    ['terms_accepted', { terms_accepted: false }, 'Accept the partner terms to apply'],
    ['contact_name', { contact_name: 'Line\nbreak' }, 'Contains characters that are not allowed'],
  ];
  for (const [field, change, message] of cases) {
    it(`${field}: ${JSON.stringify(change).slice(0, 60)}`, async () => {
      const body = await refused([dataPart({ ...validApplication(), ...change }), ...bothFiles()]);
      expect(body.errors?.[field]).toContain(message);
    });
  }

  it('reports the data and the files together, so the form can show every problem at once', async () => {
    const body = await refused([dataPart({ ...validApplication(), email: 'x' })]);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'email',
      'insurance_certificate',
      'operator_licence',
    ]);
  });

  it('accepts a licence number with spaces, hyphens or slashes and a fleet with licence dates', async () => {
    const response = await send([
      dataPart(
        validApplication({
          licence_number: 'PSV/12-345 A',
          fleet: [{ type: 'Coach', seats: 53, licence_expires_on: '2027-05-01' }],
        }),
      ),
      ...bothFiles(),
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('POST /api/operators/applications is rate-limited like the quote form', () => {
  const limited = useApplications({ QUOTE_RATE_LIMIT_PER_MINUTE: '2' });
  it('answers 429 past the limit per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (await limited.send([dataPart(validApplication()), ...bothFiles()])).statusCode,
      );
    expect(statuses).toEqual([201, 201, 429]);
  });
});
