import { describe, expect, it } from 'vitest';
import { useStaffLeads } from '../../test/staff-leads';

const { managerAuth, get } = useStaffLeads();

describe('GET /api/bus-quote/paginated', () => {
  it('pages newest first with totals, excluding spam unless asked', async () => {
    const response = await get('/api/bus-quote/paginated?per_page=10');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 4 });
    expect(body.data.map((lead: { full_name: string }) => lead.full_name)).not.toContain(
      'Spam Bot',
    );
    expect((await get('/api/bus-quote/paginated?include_spam=true')).json().total).toBe(5);
  });

  it('searches name, email, phone and places case-insensitively, with LIKE characters literal', async () => {
    const names = async (query: string) =>
      (await get(`/api/bus-quote/paginated?search=${encodeURIComponent(query)}`))
        .json()
        .data.map((lead: { full_name: string }) => lead.full_name);
    expect(await names('MURPHY')).toEqual(['Seán Murphy']);
    expect(await names('school.ie')).toEqual(['Niamh Kelly']);
    expect(await names('kilkenny')).toEqual(['Niamh Kelly']);
    expect(await names('adare')).toEqual(['Bride & Groom']);
    expect(await names('%')).toEqual([]);
    expect(await names("'; drop table leads; --")).toEqual([]);
  });

  it('filters by group type, return trip, status and assignee', async () => {
    const total = async (query: string) =>
      (await get(`/api/bus-quote/paginated?${query}`)).json().total;
    expect(await total('group_type=Wedding%20Party')).toBe(1);
    expect(await total('is_return_trip=true')).toBe(1);
    expect(await total('is_return_trip=false')).toBe(3);
    expect(await total('status=new')).toBe(4);
    expect(await total('status=pending')).toBe(4);
    expect(await total('status=converted')).toBe(0);
    expect(await total('assigned_to=none')).toBe(4);
    expect(await total('assigned_to=me')).toBe(0);
    expect(await total('is_confirmation=true')).toBe(0);
  });

  it('sorts by a whitelisted column in either direction', async () => {
    const order = async (query: string) =>
      (await get(`/api/bus-quote/paginated?${query}`))
        .json()
        .data.map((lead: { number_of_people: number }) => lead.number_of_people);
    expect(await order('sort_by=number_of_people&sort_order=asc')).toEqual([20, 40, 55, 80]);
    expect(await order('sort_by=number_of_people&sort_order=desc')).toEqual([80, 55, 40, 20]);
    const travel = (
      await get('/api/bus-quote/paginated?sort_by=date_of_travel&sort_order=asc')
    ).json().data[0];
    expect(travel.full_name).toBe('Niamh Kelly');
  });

  it('returns an empty page past the end with the right totals', async () => {
    const body = (await get('/api/bus-quote/paginated?per_page=10&page=7')).json();
    expect(body).toMatchObject({ data: [], current_page: 7, last_page: 1, total: 4 });
  });

  it.each([
    'page=0',
    'page=-1',
    'per_page=100000',
    'per_page=7',
    'sort_by=password',
    'sort_by=created_at;DROP',
    'sort_order=sideways',
    'status=pending;',
    'assigned_to=someone',
    'date_from=yesterday',
    'date_from=2026-02-30',
    'date_to=0000-00-00',
    'assigned_to=3000000000',
    'is_return_trip=maybe',
  ])('rejects %s with 422', async (query) => {
    expect((await get(`/api/bus-quote/paginated?${query}`)).statusCode).toBe(422);
  });

  it('is open to managers too', async () => {
    expect((await get('/api/bus-quote/paginated', managerAuth())).statusCode).toBe(200);
  });
});

describe('GET /api/bus-quote/export/csv', () => {
  it('exports selected ids with a BOM, the documented file name, no-store, and neutralised formulas', async () => {
    const list = (await get('/api/bus-quote/paginated?search=formula')).json().data;
    const response = await get(`/api/bus-quote/export/csv?ids=${list[0].id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bus_quotes_selected.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFFID,Reference,Created,Full Name')).toBe(true);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("'+353 87 1");
    expect(lines[1]).toContain('"Line one\nLine ""two"", with comma"');
  });

  it('exports the filtered list by name, unicode intact', async () => {
    const response = await get('/api/bus-quote/export/csv?search=murphy');
    expect(response.headers['content-disposition']).toContain('bus_quotes_filtered.csv');
    expect(response.body).toContain('Seán Murphy');
    expect(response.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('is for admins only and validates ids', async () => {
    expect((await get('/api/bus-quote/export/csv', managerAuth())).statusCode).toBe(403);
    expect((await get('/api/bus-quote/export/csv?ids=1,abc')).statusCode).toBe(422);
    expect((await get('/api/bus-quote/export/csv?ids=0')).statusCode).toBe(422);
    expect((await get('/api/bus-quote/export/csv?ids=1,5000000000')).statusCode).toBe(422);
    const all = await get('/api/bus-quote/export/csv');
    expect(all.headers['content-disposition']).toContain('bus_quotes_export.csv');
  });

  it('refuses an impossible date with 422 before it starts the file', async () => {
    const response = await get('/api/bus-quote/export/csv?date_from=2026-02-30');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('date_from');
  });
});
