import { defaultHomeContent } from '@shared/content/defaults';
import { MY_META } from '@shared/content/page-meta';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { MyLinkForm } from '@/features/privacy/components/my-link-form';
import { paths } from '@/lib/paths';
import { Link } from 'react-router';
import { renderContentIcon } from './home';

/** `/my`: ask for the emailed link to one's requests (docs/product.md#my-requests-and-privacy). */
export function MyPage() {
  usePageMeta(MY_META);
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-14 sm:px-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900">My requests</h1>
          <p className="text-gray-700">
            Enter the email address you used for your quote requests and we will email you a link to
            all of them. From there you can open each request&apos;s quotes, download your data or
            erase a request. See our{' '}
            <Link className="font-semibold text-blue-800 underline" to={paths.privacy}>
              Privacy Notice
            </Link>
            .
          </p>
        </header>
        <MyLinkForm />
      </div>
    </PublicLayout>
  );
}

export { MyPage as Component };
