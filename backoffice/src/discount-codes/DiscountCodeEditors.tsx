import { useMemo } from 'react';
import { Create, Edit, useRecordContext, useTranslate } from 'react-admin';
import { useShopTimeZone } from '../shared/ShopDateTime';
import { discountCodeForm, discountCodePayload, type DiscountCodeForm, type DiscountCodeWire } from './discountCodeForm';
import { DiscountCodeFormFields } from './DiscountCodeFormFields';

const R = 'resources.discount-codes';

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
  const translate = useTranslate();
  return (
    <Create title={translate(`${R}.form.create_title`)} transform={useTransform()} redirect="list">
      <CreateForm />
    </Create>
  );
}

// Pessimistic: a refused save keeps the form open, with the server's messages next to the fields.
export function DiscountCodeEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate(`${R}.form.edit_title`)} transform={useTransform()} redirect="list" mutationMode="pessimistic">
      <EditForm />
    </Edit>
  );
}
