import { useParams } from 'react-router';
import { ContentHomePage } from './home';

/**
 * `/:slug`: a landing page; unknown slugs show the home defaults
 * (docs/product.md#home-and-landing-pages).
 */
export function LandingPage() {
  const { slug } = useParams();
  // Keyed, so moving between landing pages starts each from its own lookup state.
  return <ContentHomePage key={slug} segment={slug} />;
}

export { LandingPage as Component };
