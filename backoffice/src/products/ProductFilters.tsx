import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import type { CategoryWire } from '../api/wire';
import { STATUS_CHOICES, statusChoiceOf, withCategory, withStatus, type StatusChoice } from './statusFilter';

const SEARCH_DEBOUNCE_MS = 300;

/** One filter's drop-down (its label always above the value, "all" included) and the button that clears it. */
function FilterSelect({
  id,
  label,
  value,
  width,
  onChange,
  clearLabel,
  cleared,
  onClear,
  children,
}: {
  id: string;
  label: string;
  value: string;
  width: number;
  onChange: (value: string) => void;
  clearLabel: string;
  cleared: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <FormControl size="small" sx={{ width, flex: '0 0 auto' }}>
        <InputLabel id={`${id}-label`} shrink>
          {label}
        </InputLabel>
        <Select labelId={`${id}-label`} id={id} label={label} value={value} displayEmpty onChange={(e) => onChange(e.target.value)}>
          {children}
        </Select>
      </FormControl>
      <Button variant="outlined" size="small" startIcon={<ClearIcon />} disabled={cleared} onClick={onClear}>
        {clearLabel}
      </Button>
    </>
  );
}

/** Search over names in every language (filter.q), the category filter and the status filter; combined by the API. */
export function ProductFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { data: categories = [] } = useGetList<CategoryWire>('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'sort_order', order: 'ASC' },
  });
  const [search, setSearch] = useState<string>(String(filterValues.q ?? ''));
  // The search this box last applied: a search changed elsewhere (the empty list's "clear search") shows in the box.
  const applied = useRef(String(filterValues.q ?? ''));

  useEffect(() => {
    const current = String(filterValues.q ?? '');
    if (current === applied.current) return;
    applied.current = current;
    setSearch(current);
  }, [filterValues.q]);

  useEffect(() => {
    const current = String(filterValues.q ?? '');
    if (search.trim() === current) return;
    const timer = setTimeout(() => {
      const { q: _q, ...rest } = filterValues;
      applied.current = search.trim();
      setFilters(search.trim() ? { ...rest, q: search.trim() } : rest);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filterValues, setFilters]);

  const categoryId = filterValues.category_id ? String(filterValues.category_id) : '';
  const status = statusChoiceOf(filterValues);
  const currentCategory = categories.find((c) => String(c.id) === categoryId);

  return (
    <Box
      component="section"
      aria-label={translate('resources.products.filters.category')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}
    >
      <TextField
        id="product-search"
        type="search"
        size="small"
        sx={{ width: 260, flex: '0 0 auto' }}
        label={translate('resources.products.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterSelect
        id="category-filter"
        label={translate('resources.products.filters.category')}
        value={categoryId}
        width={280}
        onChange={(value) => setFilters(withCategory(filterValues, value))}
        clearLabel={translate('resources.products.filters.clear')}
        cleared={!categoryId}
        onClear={() => setFilters(withCategory(filterValues, ''))}
      >
        <MenuItem value="">{translate('resources.products.filters.all_categories')}</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {translate('resources.products.filters.category_option', { name: c.localized_name || c.name, id: c.id })}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect
        id="status-filter"
        label={translate('resources.products.filters.status')}
        value={status}
        width={200}
        onChange={(value) => setFilters(withStatus(filterValues, value as StatusChoice))}
        clearLabel={translate('resources.products.filters.clear_status')}
        cleared={status === 'all'}
        onClear={() => setFilters(withStatus(filterValues, 'all'))}
      >
        {STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`resources.products.filters.statuses.${choice}`)}
          </MenuItem>
        ))}
      </FilterSelect>
      <FormControlLabel
        control={
          <Switch
            checked={filterValues.low_stock === true}
            onChange={(e) => {
              const { low_stock: _lowStock, ...rest } = filterValues;
              setFilters(e.target.checked ? { ...rest, low_stock: true } : rest);
            }}
          />
        }
        label={translate('resources.low-stock.filter')}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {currentCategory
          ? translate('resources.products.filters.current', { name: currentCategory.localized_name || currentCategory.name })
          : translate('resources.products.filters.current_none')}
      </Typography>
    </Box>
  );
}
