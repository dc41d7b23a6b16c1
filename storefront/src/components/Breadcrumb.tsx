import { useTexts } from '../i18n/use-texts';
import { Link } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  /** An app address already in the page's language; the last item (the page itself) has none. */
  to?: string;
}

/** Where the page sits: Home > category > product; the last item is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTexts();
  return (
    <nav className="breadcrumb" aria-label={t('COMMON.BREADCRUMB')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to} dir="auto">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" dir="auto">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
