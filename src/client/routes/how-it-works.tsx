import { useParams } from 'react-router';
import { InfoContentPage } from './info-page';

/** `/how-it-works` and `/how-it-works/:sublink` (docs/product.md#how-it-works-and-about). */
export function HowItWorksPage() {
  const { sublink } = useParams();
  return <InfoContentPage key={sublink} kind="how-it-works" sublink={sublink} />;
}

export { HowItWorksPage as Component };
