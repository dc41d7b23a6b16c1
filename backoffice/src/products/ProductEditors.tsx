import { useEffect, useMemo } from 'react';
import { Create, Edit, useRecordContext, useRecordFromLocation, useRedirect, useTranslate } from 'react-admin';
import type { ProductWire } from '../api/wire';
import { productFormValues, productPayload, type ProductFormValues } from './productForm';
import { ProductForm } from './ProductForm';

const transform = (values: ProductFormValues) => productPayload(values);

/** Escape leaves the form for the list, as it closes the spec's modal (unless a dialog above it is open). */
function useEscapeToList() {
  const redirect = useRedirect();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key !== 'Escape' ||
        event.defaultPrevented ||
        document.querySelector('[role="dialog"], [role="presentation"].MuiPopover-root')
      )
        return;
      redirect('list', 'products');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [redirect]);
}

function EditForm() {
  const record = useRecordContext<ProductWire>();
  // Memoised: a new record object would make react-admin reset the form and lose the edits.
  const values = useMemo(() => (record ? productFormValues(record) : null), [record]);
  if (!values) return null;
  return <ProductForm values={values} submitLabel="resources.products.form.update" />;
}

// Copy arrives as form values in the location state (react-admin's record-from-location).
function CreateForm() {
  const copied = useRecordFromLocation() as ProductFormValues | null;
  const values = useMemo(() => copied ?? productFormValues(), [copied]);
  return <ProductForm values={values} submitLabel="resources.products.form.create" />;
}

export function ProductCreate() {
  const translate = useTranslate();
  useEscapeToList();
  return (
    <Create title={translate('resources.products.form.create_title')} transform={transform} redirect="list">
      <CreateForm />
    </Create>
  );
}

// Pessimistic: a failed save keeps the form open, with the server's messages next to the fields.
export function ProductEdit() {
  const translate = useTranslate();
  useEscapeToList();
  return (
    <Edit title={translate('resources.products.form.edit_title')} transform={transform} redirect="list" mutationMode="pessimistic">
      <EditForm />
    </Edit>
  );
}
