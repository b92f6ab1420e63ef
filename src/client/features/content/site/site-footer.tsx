import { Link } from 'react-router';
import { SITE_NAME } from '@shared/content/page-meta';
import { paths } from '@/lib/paths';

const FOOTER_LINKS = [
  { label: 'How it works', to: paths.howItWorks },
  { label: 'About', to: paths.about },
  { label: 'Privacy', to: paths.privacy },
  { label: 'For bus companies', to: paths.operatorsJoin },
  { label: 'Contact', to: paths.contact },
  { label: 'Staff sign-in', to: paths.login() },
];

/** The footer of every public page. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="text-lg font-semibold text-white">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-slate-300">
            Compare bus and coach hire quotes from verified companies in all 32 counties. Free, with
            no obligation.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="rounded-sm text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-300 sm:px-6">
          © {new Date().getFullYear()} {SITE_NAME}. Quotes come from independent, verified bus and
          coach companies.
        </p>
      </div>
    </footer>
  );
}
