import { Link } from 'react-router';
import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import { ShopContacts } from '../../features/shop/components/shop-contacts';
import { Logo } from '../../ui/logo';
import { paths } from '../paths';

const FOOTER_LINKS = [
  { label: 'Главная', href: paths.home.href() },
  { label: 'Каталог', href: paths.catalog.href() },
  { label: 'Корзина', href: paths.cart.href() },
  { label: 'Профиль', href: paths.profile.href() },
  { label: 'Контакты', href: paths.contact.href() },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.3fr]">
        <div className="space-y-4">
          <Logo tone="dark" />
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">
            Магазин строительных и отделочных материалов. Доставка по району и области, самовывоз из магазина.
          </p>
        </div>
        <nav aria-label="Разделы сайта">
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">Покупателям</h2>
          <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-flex min-h-11 items-center hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm sm:col-span-2 lg:col-span-1">
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">Контакты</h2>
          <ShopContacts tone="dark" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page space-y-3 py-6 text-xs leading-relaxed text-slate-400 sm:text-sm">
          <p>
            Цены и наличие товаров на сайте могут отличаться от цен и наличия в розничных магазинах.
            Изображения товаров могут незначительно отличаться от оригинала.
          </p>
          <p>
            Сайт использует файлы cookie для сохранения входа и анализа посещаемости. Подробнее — в{' '}
            <Link
              to={paths.privacyPolicy.href()}
              className="text-slate-200 underline underline-offset-2 hover:text-white"
            >
              политике конфиденциальности
            </Link>
            .
          </p>
          <p>
            © {year} {SHOP_PROFILE.legalName}. Все права защищены.
          </p>
        </div>
      </div>
    </footer>
  );
}
