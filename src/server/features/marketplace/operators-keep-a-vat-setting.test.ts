import { describe, expect, it } from 'vitest';
import { useOperatorsAdmin, validOperator } from '../../test/operators';

// docs/product.md#bus-companies-screen: how VAT applies to a company's quotes.
const { call, create, managerAuth } = useOperatorsAdmin();

describe('a bus company’s VAT setting', () => {
  it('starts exempt and changes only when an admin sets it, leaving it alone on other edits', async () => {
    const company = await create();
    expect(company.vat_status).toBe('exempt');
    const included = await call('PATCH', `/api/operators/${company.id}`, {
      vat_status: 'included',
    });
    expect(included.statusCode).toBe(200);
    expect(included.json().operator.vat_status).toBe('included');
    const renamed = await call('PATCH', `/api/operators/${company.id}`, { phone: '021 111 2222' });
    expect(renamed.json().operator.vat_status).toBe('included');
    const listed = (await call('GET', '/api/operators')).json().data;
    expect(listed.find((row: { id: number }) => row.id === company.id).vat_status).toBe('included');
  });

  it('is kept when given on creation', async () => {
    const company = await create({ vat_status: 'excluded' });
    expect(company.vat_status).toBe('excluded');
  });

  it('refuses a value that is not one of the three with 422 on its field', async () => {
    const company = await create();
    for (const vat_status of ['zero', 'EXEMPT', '', 23, null, true, "exempt'; drop table--"]) {
      const response = await call('PATCH', `/api/operators/${company.id}`, { vat_status });
      expect(response.statusCode, String(vat_status)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['vat_status']);
    }
    const created = await call('POST', '/api/operators', {
      ...validOperator(),
      vat_status: 'reduced',
    });
    expect(created.statusCode).toBe(422);
  });

  it('cannot be changed by a manager', async () => {
    const company = await create();
    const response = await call(
      'PATCH',
      `/api/operators/${company.id}`,
      { vat_status: 'included' },
      managerAuth(),
    );
    expect(response.statusCode).toBe(403);
  });
});
