import { PopularCategories } from '../../features/catalog/components/popular-categories';
import { Advantages } from '../../features/shop/components/advantages';
import { StorefrontHero } from '../../features/shop/components/storefront-hero';
import { useDocumentTitle } from '../../lib/use-document-title';

export function HomePage() {
  useDocumentTitle();
  return (
    <div className="container-page space-y-8 py-5 sm:space-y-12 sm:py-8">
      <StorefrontHero />
      <Advantages />
      <PopularCategories />
    </div>
  );
}
