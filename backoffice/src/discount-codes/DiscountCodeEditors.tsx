import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEditors';
import { useShopTimeZone } from '../shared/ShopDateTime';
import { discountCodeForm, discountCodePayload, type DiscountCodeForm, type DiscountCodeWire } from './discountCodeForm';
import { DiscountCodeFormFields } from './DiscountCodeFormFields';

/** Days typed in the form become instants in the shop's zone, whatever the browser's zone. */
function useTransform() {
  const timeZone = useShopTimeZone();
  return (values: DiscountCodeForm) => discountCodePayload(values, timeZone);
}

function EditForm() {
  const record = useRecordContext<DiscountCodeWire>();
  const timeZone = useShopTimeZone();
  // Memoised: a new record object would make react-admin reset the form and lose the edits.
  const values = useMemo(() => (record ? discountCodeForm(record, timeZone) : null), [record, timeZone]);
  if (!values) return null;
  return <DiscountCodeFormFields values={values} timeZone={timeZone} />;
}

function CreateForm() {
  const timeZone = useShopTimeZone();
  const values = useMemo(() => discountCodeForm(undefined, timeZone), [timeZone]);
  return <DiscountCodeFormFields values={values} timeZone={timeZone} />;
}

export function DiscountCodeCreate() {
  return (
    <ResourceCreate transform={useTransform()}>
      <CreateForm />
    </ResourceCreate>
  );
}

export function DiscountCodeEdit() {
  return (
    <ResourceEdit transform={useTransform()}>
      <EditForm />
    </ResourceEdit>
  );
}
