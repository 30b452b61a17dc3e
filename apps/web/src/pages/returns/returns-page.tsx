import { TEXTS } from '@shop/shared/texts';
import { useDocumentHead } from '../../lib/head';
import { useShop } from '../../lib/shop-settings';
import { PageTitle } from '../../ui/page-title';
import { returnsHead } from './returns-data';

/** The text's paragraphs: the owner separates them with an empty line in the settings. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);

/** /returns ('Обмен и возврат'): the seller's return terms, as the owner wrote them in the settings. */
export function ReturnsPage() {
  const shop = useShop();
  useDocumentHead(returnsHead(shop));
  return (
    <div className="container-page py-6 sm:py-10">
      <article className="prose-shop mx-auto max-w-3xl hyphens-auto sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 lg:p-10">
        <PageTitle>{TEXTS.shop.returnsTitle}</PageTitle>
        {paragraphsOf(shop.returnsText).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </article>
    </div>
  );
}
