import { useParams } from 'react-router';
import { InfoContentPage } from './info-page';

/** `/about` and `/about/:sublink` (docs/product.md#how-it-works-and-about). */
export function AboutPage() {
  const { sublink } = useParams();
  return <InfoContentPage key={sublink} kind="about" sublink={sublink} />;
}

export { AboutPage as Component };
