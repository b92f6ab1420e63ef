import { bearer, createUser, tokenFor } from './auth-helpers';
import { seedLeads } from './leads';
import { useTestSetup } from './test-app';

/**
 * The staff lead routes' tests (`leads/staff-*.test.ts`): an app with an admin, a manager and
 * five leads (a return trip, a school tour, a wedding, a spam one and one with formula-like
 * cells), and a GET signed in as the admin unless other headers are given.
 */
export function useStaffLeads() {
  const staff = useTestSetup({}, async (app) => {
    const admin = await createUser(app, 1, { name: 'Órla Admin' });
    const manager = await createUser(app, 2, { name: 'Máire Manager' });
    const adminAuth = bearer(await tokenFor(app, admin));
    const managerAuth = bearer(await tokenFor(app, manager));
    await seedLeads(app, [
      {
        full_name: 'Seán Murphy',
        email: 'sean@club.ie',
        group_type: 'Sports Team',
        number_of_people: 40,
        is_return_trip: true,
        return_date: '2030-06-02',
        return_time: '18:00',
        date_of_travel: '2030-06-01',
      },
      {
        full_name: 'Niamh Kelly',
        email: 'niamh@school.ie',
        group_type: 'School Tour',
        number_of_people: 55,
        pickup_location: 'Kilkenny',
        date_of_travel: '2030-03-01',
      },
      {
        full_name: 'Bride & Groom',
        email: 'wedding@example.ie',
        group_type: 'Wedding Party',
        number_of_people: 80,
        dropoff_location: 'Adare Manor',
        date_of_travel: '2030-09-12',
      },
      { full_name: 'Spam Bot', email: 'bot@spam.example', is_spam: true },
      {
        full_name: '=HYPERLINK("http://evil")',
        email: 'formula@example.ie',
        mobile_number: '+353 87 1',
        additional_info: 'Line one\nLine "two", with comma',
      },
    ]);
    return { manager, adminAuth, managerAuth };
  });
  return {
    app: () => staff().app,
    manager: () => staff().manager,
    adminAuth: () => staff().adminAuth,
    managerAuth: () => staff().managerAuth,
    get: (url: string, headers = staff().adminAuth) =>
      staff().app.inject({ method: 'GET', url, headers }),
  };
}
