import { useQuery } from '@tanstack/react-query';
import { defaultHomeContent } from '@shared/content/defaults';
import { pageMetaFor } from '@shared/content/page-meta';
import { contactDetailsQueryOptions } from '@/features/content/contact/api';
import { ContactDetailsCard } from '@/features/content/contact/components/contact-details-card';
import { ContactForm } from '@/features/content/contact/components/contact-form';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { paths } from '@/lib/paths';
import { renderContentIcon } from './home';

/** `/contact` (docs/product.md#contact-page): the admin's contact details and a message form. */
export function ContactPage() {
  usePageMeta(pageMetaFor(paths.contact));
  // Without details (none saved, or the lookup failed) the page is the form alone.
  const details = useQuery(contactDetailsQueryOptions());
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 sm:px-6">
          <header>
            <h1 className="text-4xl font-extrabold tracking-tight text-gray-900">Contact Us</h1>
            <p className="mt-3 text-lg text-gray-700">
              Questions about a request or about working with us? Write to us and we will reply by
              email. For prices, the quickest way is to{' '}
              <a
                className="font-semibold text-blue-800 underline"
                href={`${paths.home}#quote-form`}
              >
                request free quotes
              </a>
              .
            </p>
          </header>
          <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div>{details.data && <ContactDetailsCard details={details.data.details} />}</div>
            <ContactForm />
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}

export { ContactPage as Component };
