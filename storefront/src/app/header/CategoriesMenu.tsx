import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import type { CategoryView } from '../../api/categories';
import { useDropdown } from '../../components/dropdowns';
import { useLocalPath } from '../language-context';

export function CategoriesMenu({ categories }: { categories: CategoryView[] }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const dropdown = useDropdown('categories');
  return (
    <div className="dropdown" ref={dropdown.rootRef}>
      <button className="nav__link dropdown__button" {...dropdown.buttonProps}>
        {t('HEADER.CATEGORIES')} <span aria-hidden="true">▾</span>
      </button>
      <ul className="dropdown__panel dropdown__panel--list" {...dropdown.panelProps}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={to(`/category/${category.slug}`)} onClick={dropdown.close} dir="auto">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
