import { describe, expect, it } from 'vitest';
import { checkDocumentFiles } from '@/features/marketplace/components/application-documents';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('checkDocumentFiles', () => {
  it('asks for each missing document by name', () => {
    expect(checkDocumentFiles({ insurance_certificate: null, operator_licence: null })).toEqual({
      insurance_certificate: 'Attach the insurance certificate',
      operator_licence: 'Attach the operator licence',
    });
  });

  it('refuses a file over 10 MB and a name that is not a PDF, JPEG or PNG', () => {
    expect(
      checkDocumentFiles({
        insurance_certificate: file('cert.pdf', 10 * 1024 * 1024 + 1),
        operator_licence: file('licence.html'),
      }),
    ).toEqual({
      insurance_certificate: 'Each file can be at most 10 MB',
      operator_licence: 'Upload a PDF, JPEG or PNG file',
    });
  });

  it('accepts a PDF and a JPEG of any case', () => {
    expect(
      checkDocumentFiles({
        insurance_certificate: file('a.PDF'),
        operator_licence: file('b.jpeg'),
      }),
    ).toEqual({});
  });
});
