import { Box } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useRecordContext, useRecordFromLocation, useRedirect } from 'react-admin';
import type { ProductWire } from '../api/wire';
import { ItemHistory } from '../audit-log/ItemHistory';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEditors';
import { productFormValues, productPayload, type ProductFormValues } from './productForm';
import { ProductForm } from './ProductForm';

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
  return (
    <>
      <ProductForm values={values} submitLabel="resources.products.form.update" />
      <Box sx={{ px: 2, pb: 2 }}>
        <ItemHistory entityType="product" entityId={record?.id} />
      </Box>
    </>
  );
}

// Copy arrives as form values in the location state (react-admin's record-from-location).
function CreateForm() {
  const copied = useRecordFromLocation() as ProductFormValues | null;
  const values = useMemo(() => copied ?? productFormValues(), [copied]);
  return <ProductForm values={values} submitLabel="resources.products.form.create" />;
}

export function ProductCreate() {
  useEscapeToList();
  return (
    <ResourceCreate transform={productPayload}>
      <CreateForm />
    </ResourceCreate>
  );
}

export function ProductEdit() {
  useEscapeToList();
  return (
    <ResourceEdit transform={productPayload}>
      <EditForm />
    </ResourceEdit>
  );
}
