import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import type { CategoryWire } from '../api/wire';

const atLeastOne = (ids: unknown) =>
  Array.isArray(ids) && ids.some((id) => id !== null && id !== '' && id !== undefined)
    ? undefined
    : 'resources.products.form.categories_required';

/** Categories as checkboxes (at least one), named in the interface language. */
export function CategoryCheckboxes() {
  const translate = useTranslate();
  const { data: categories = [] } = useGetList<CategoryWire>('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'sort_order', order: 'ASC' },
  });
  const { field, fieldState, formState } = useInput({ source: 'category_ids', validate: atLeastOne });
  const selected: number[] = (field.value ?? []).map(Number);
  const toggle = (id: number, on: boolean) => {
    field.onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
    field.onBlur();
  };
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  return (
    <FormControl component="fieldset" error={showError} sx={{ width: '100%', my: 1 }}>
      <FormLabel component="legend">{translate('resources.products.fields.categories')} *</FormLabel>
      <FormGroup row>
        {categories.map((c) => (
          <FormControlLabel
            key={c.id}
            control={<Checkbox checked={selected.includes(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />}
            label={c.localized_name || c.name}
          />
        ))}
      </FormGroup>
      {showError && <FormHelperText>{translate(String(fieldState.error?.message))}</FormHelperText>}
    </FormControl>
  );
}
