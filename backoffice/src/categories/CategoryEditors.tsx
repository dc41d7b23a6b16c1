import { Create, Edit, useTranslate } from 'react-admin';
import { categoryPayload, type CategoryFormValues } from './categoryPayload';
import { CategoryForm } from './CategoryForm';

const transform = (values: CategoryFormValues) => categoryPayload(values);

// Pessimistic: a failed save keeps the form open with the server's messages next to the fields.
export function CategoryCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate('resources.categories.form.create_title')} transform={transform} redirect="list">
      <CategoryForm submitLabel="ra.action.save" />
    </Create>
  );
}

export function CategoryEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate('resources.categories.form.edit_title')} transform={transform} redirect="list" mutationMode="pessimistic">
      <CategoryForm submitLabel="ra.action.save" />
    </Edit>
  );
}
