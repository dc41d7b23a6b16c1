import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { CategoryView } from '../../api/categories';
import { DropdownGroup } from '../../components/dropdowns';
import { SHOP_DETAILS } from '../shop-details';
import { useLocalPath } from '../language-context';
import { CartMenu } from './CartMenu';
import { CategoriesMenu } from './CategoriesMenu';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';

/** The header becomes fixed once the page is scrolled more than 100 px (the spec). */
const FIXED_AFTER_PX = 100;

export function Header({ categories }: { categories: CategoryView[] }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const location = useLocation();
  const [fixed, setFixed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  // The header's height while it is still in the flow: the spacer that takes its place must be exactly
  // as tall, or the page jumps (on a phone the header wraps to two rows, whose height the fonts decide).
  const [inFlowHeight, setInFlowHeight] = useState<number | null>(null);

  useEffect(() => {
    const onScroll = () => {
      const shouldFix = window.scrollY > FIXED_AFTER_PX;
      const element = header.current;
      if (shouldFix && element && !element.classList.contains('header--fixed')) setInFlowHeight(element.offsetHeight);
      setFixed(shouldFix);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // A followed link closes the phone menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <DropdownGroup>
      {/* Keeps the page from jumping when the header leaves the flow. */}
      {fixed && <div className="header-spacer" aria-hidden="true" style={inFlowHeight ? { blockSize: inFlowHeight } : undefined} />}
      <header ref={header} className={`header${fixed ? ' header--fixed' : ''}`}>
        <div className="header__inner">
          <Link to={to('/')} className="header__logo">
            {t('COMMON.SHOP_NAME')}
          </Link>
          <button
            type="button"
            className="header__icon-button header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{menuOpen ? t('HEADER.CLOSE_MENU') : t('HEADER.OPEN_MENU')}</span>
          </button>
          <nav id="main-menu" className={`nav${menuOpen ? ' nav--open' : ''}`} aria-label={t('HEADER.MAIN_MENU')}>
            <NavLink className="nav__link" to={to('/')} end>
              {t('HEADER.HOME')}
            </NavLink>
            <CategoriesMenu categories={categories} />
            <NavLink className="nav__link" to={to('/about')}>
              {t('HEADER.ABOUT')}
            </NavLink>
            <NavLink className="nav__link" to={to('/articles')}>
              {t('HEADER.BLOG')}
            </NavLink>
            <a className="nav__link" href="#contact">
              {t('HEADER.CONTACT')}
            </a>
            <NavLink className="nav__link" to={to(`/article/${SHOP_DETAILS.policySlug}`)}>
              {t('HEADER.SITE_POLICY')}
            </NavLink>
            <NavLink className="nav__link" to={to('/order-tracking')}>
              {t('HEADER.TRACK_ORDER')}
            </NavLink>
          </nav>
          <div className="header__tools">
            <SearchBox onSearched={() => setMenuOpen(false)} />
            <LanguageMenu />
            <CartMenu />
          </div>
        </div>
      </header>
    </DropdownGroup>
  );
}
