import { FormEvent, useEffect, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathWithoutLanguage } from '../../rules/language';
import { useLocalPath } from '../language-context';

/** The header's search box: leads to the search results page of the current language. */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = pathWithoutLanguage(location.pathname) === '/search';
  const currentQuery = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState(currentQuery);
  useEffect(() => setQuery(currentQuery), [currentQuery]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows (also what was typed before the server-rendered page was hydrated).
    const q = String(new FormData(event.currentTarget).get('q') ?? query).trim();
    navigate(`${to('/search')}${q ? `?q=${encodeURIComponent(q)}` : ''}`);
    onSearched?.();
  };

  return (
    // action/method: before the page is hydrated, the browser itself opens the (server-rendered) results.
    <form className="search-box" role="search" action={to('/search')} method="get" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="header-search">
        {t('HEADER.SEARCH_LABEL')}
      </label>
      <input
        id="header-search"
        type="search"
        name="q"
        value={query}
        maxLength={100}
        placeholder={t('HEADER.SEARCH_PLACEHOLDER')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="search-box__button" aria-label={t('COMMON.SEARCH')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
