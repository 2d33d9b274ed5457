import type { MenuResponse } from '@suraksha/contracts/catalog';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { useNepaliText } from '../../i18n/nepali-text.ts';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { ChevronDownIcon, MenuIcon } from '../../ui/icons.tsx';
import { PlainLink } from '../../ui/plain-link.tsx';
import { categoryPath } from './site-links.ts';

export type MenuCategory = MenuResponse['categories'][number];

/**
 * Desktop mega menu. A <details> element: it opens and closes without JavaScript
 * and every category link is in the server-rendered HTML for crawlers; the script
 * only adds closing on Escape, on an outside click and after navigating.
 */
export function CategoryMegaMenu({ categories }: { categories: MenuCategory[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const name = useNepaliText();

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const menu = ref.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      const menu = ref.current;
      if (event.key !== 'Escape' || !menu?.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  if (categories.length === 0) return null;
  return (
    // A new element per page: navigating from the open menu leaves it closed.
    <details className="mega-menu" ref={ref} key={location.key}>
      <summary className="mega-menu__toggle">
        <MenuIcon size={20} />
        {t('menu.allCategories')}
        <ChevronDownIcon size={16} className="mega-menu__chevron" />
      </summary>
      <div className="mega-menu__panel">
        <ul className="mega-menu__grid list-unstyled">
          {categories.map((category) => (
            <li key={category.id} className="mega-menu__group">
              <PlainLink className="mega-menu__heading" to={href(categoryPath(category.slug))}>
                {name(category.title, category.ne?.title)}
              </PlainLink>
              {category.children.length > 0 && (
                <ul className="list-unstyled">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <PlainLink className="mega-menu__link" to={href(categoryPath(child.slug))}>
                        {name(child.title, child.ne?.title)}
                      </PlainLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

/** The same categories as a compact list for the phone drawer: parents expand to their children. */
export function CategoryDrawerList({ categories, onNavigate }: { categories: MenuCategory[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const name = useNepaliText();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('menu.categories')}>
      <h2 className="drawer-heading">{t('menu.categories')}</h2>
      <ul className="drawer-list list-unstyled">
        {categories.map((category) =>
          category.children.length === 0 ? (
            <li key={category.id}>
              <Link className="drawer-link" to={href(categoryPath(category.slug))} onClick={onNavigate}>
                {name(category.title, category.ne?.title)}
              </Link>
            </li>
          ) : (
            <li key={category.id}>
              <details className="drawer-group">
                <summary className="drawer-link">
                  {name(category.title, category.ne?.title)}
                  <ChevronDownIcon size={16} className="drawer-group__chevron" />
                </summary>
                <ul className="list-unstyled drawer-sublist">
                  <li>
                    <Link className="drawer-link" to={href(categoryPath(category.slug))} onClick={onNavigate}>
                      {t('menu.allOf', { category: name(category.title, category.ne?.title) })}
                    </Link>
                  </li>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link className="drawer-link" to={href(categoryPath(child.slug))} onClick={onNavigate}>
                        {name(child.title, child.ne?.title)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
