import { FormEvent, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import {
  activeFilterCount,
  CategoryFilters,
  draftOf,
  FilterDraft,
  filtersActive,
  filtersOfDraft,
  NO_FILTERS,
  PriceProblem,
  PRODUCT_SORTS,
  ProductSort,
  SEARCH_TEXT_MAX,
} from '../../rules/category-filters';

const SORT_KEYS: Record<ProductSort, string> = {
  name: 'CATEGORY.SORT_NAME',
  price_asc: 'CATEGORY.SORT_PRICE_ASC',
  price_desc: 'CATEGORY.SORT_PRICE_DESC',
  newest: 'CATEGORY.SORT_NEWEST',
};
const PROBLEM_KEYS: Record<PriceProblem, string> = { invalid: 'CATEGORY.PRICE_INVALID', 'below-minimum': 'CATEGORY.PRICE_BELOW_MIN' };

interface FilterPanelProps {
  /** The filters in the address. */
  filters: CategoryFilters;
  /** Puts filters into the address (the loader then asks the API). */
  onApply: (filters: CategoryFilters) => void;
}

/**
 * The category's filters, always visible on a wide screen (DESIGN departure 7): search text, price range
 * and sort. On a phone they would fill the first screen, so they open from a button that says how many
 * are active, and the products come first (category-page.css). Text and prices apply with the button
 * (or Enter), the sort at once; a wrong price keeps what was typed and says why next to the field.
 */
export function FilterPanel({ filters, onApply }: FilterPanelProps) {
  const { t } = useTexts();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filters));
  const [problems, setProblems] = useState<Partial<Record<'minPrice' | 'maxPrice', PriceProblem>>>({});
  // Only phones hide the panel behind the toggle; wider screens show it whatever this says.
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const active = activeFilterCount(filters);
  const addressKey = JSON.stringify(filters);

  // The address changed (back button, reset, a link): the panel shows what applies now.
  useEffect(() => {
    setDraft(draftOf(JSON.parse(addressKey) as CategoryFilters));
    setProblems({});
  }, [addressKey]);

  /** Puts the draft into the address; false when a price is wrong (said next to it). */
  const apply = (next: FilterDraft): boolean => {
    const result = filtersOfDraft(next);
    if ('problems' in result) {
      setProblems(result.problems);
      return false;
    }
    setProblems({});
    onApply(result.filters);
    return true;
  };
  // Applied or reset on a phone: the panel folds away, so the products it chose are in view.
  const fold = () => {
    if (!open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply(draft)) fold();
  };
  const reset = () => {
    setDraft(draftOf(NO_FILTERS));
    setProblems({});
    fold();
    if (filtersActive(filters)) onApply(NO_FILTERS);
  };
  const change = (field: keyof FilterDraft, value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const priceField = (field: 'minPrice' | 'maxPrice', label: string) => {
    const id = `filter-${field}`;
    const problem = problems[field];
    return (
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={draft[field]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => change(field, event.target.value)}
        />
        {problem && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {t(PROBLEM_KEYS[problem])}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="filter-area">
      <button
        ref={toggleRef}
        type="button"
        className="button filter-area__toggle"
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true">
          {t('CATEGORY.FILTERS')}
          {active > 0 && <span className="filter-area__count">{active}</span>}
        </span>
        <span className="visually-hidden">{active > 0 ? t('CATEGORY.FILTERS_ACTIVE', { count: active }) : t('CATEGORY.FILTERS')}</span>
        <span aria-hidden="true" className="filter-area__chevron">
          ▾
        </span>
      </button>
      <form
        id="filter-panel"
        className={`filter-panel panel${open ? ' filter-panel--open' : ''}`}
        aria-labelledby="filters-title"
        onSubmit={submit}
        noValidate
      >
        <h2 id="filters-title" className="filter-panel__title">
          {t('CATEGORY.FILTERS')}
        </h2>
        <div className="filter-panel__fields">
          <div className="field filter-panel__search">
            <label htmlFor="filter-q">{t('CATEGORY.SEARCH')}</label>
            <input
              id="filter-q"
              type="search"
              dir="auto"
              maxLength={SEARCH_TEXT_MAX}
              placeholder={t('CATEGORY.SEARCH_PLACEHOLDER')}
              value={draft.q}
              onChange={(event) => change('q', event.target.value)}
            />
          </div>
          {priceField('minPrice', t('CATEGORY.MIN_PRICE'))}
          {priceField('maxPrice', t('CATEGORY.MAX_PRICE'))}
          <div className="field filter-panel__sort">
            <label htmlFor="filter-sort">{t('CATEGORY.SORT_BY')}</label>
            <select
              id="filter-sort"
              value={draft.sort}
              onChange={(event) => {
                const next = { ...draft, sort: event.target.value as ProductSort };
                setDraft(next);
                apply(next);
              }}
            >
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_KEYS[sort])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="filter-panel__actions">
          <button type="submit" className="button button--primary">
            {t('CATEGORY.APPLY_FILTERS')}
          </button>
          <button type="button" className="button" onClick={reset}>
            {t('CATEGORY.RESET_FILTERS')}
          </button>
        </div>
      </form>
    </div>
  );
}
