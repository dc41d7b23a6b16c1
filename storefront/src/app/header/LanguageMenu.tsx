import { useTexts } from '../../i18n/use-texts';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDropdown } from '../../components/dropdowns';
import { Language, LANGUAGES, pathInLanguage } from '../../rules/language';
import { useLanguage } from '../language-context';
import { rememberLanguage } from './remembered-language';

const NAMES: Record<Language, string> = { he: 'עברית', ru: 'Русский' };

/** Moves to the same page in the other language (keeping the query) and remembers the choice. */
export function LanguageMenu() {
  const { t } = useTexts();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const dropdown = useDropdown('language');

  const choose = (next: Language) => {
    dropdown.close();
    rememberLanguage(next);
    if (next !== language) navigate(`${pathInLanguage(location.pathname, next)}${location.search}`);
  };

  return (
    <div className="dropdown" ref={dropdown.rootRef}>
      <button
        className="header__icon-button dropdown__button"
        aria-label={`${t('HEADER.LANGUAGE')}: ${NAMES[language]}`}
        {...dropdown.buttonProps}
      >
        <span lang={language}>{language.toUpperCase()}</span> <span aria-hidden="true">▾</span>
      </button>
      <ul className="dropdown__panel dropdown__panel--list" {...dropdown.panelProps}>
        {LANGUAGES.map((option) => (
          <li key={option}>
            <button type="button" lang={option} aria-current={option === language ? 'true' : undefined} onClick={() => choose(option)}>
              {NAMES[option]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
