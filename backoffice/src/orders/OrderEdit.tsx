import { Alert, Typography } from '@mui/material';
import { Edit, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { OrderWire } from '../api/wire';
import { FormToolbar } from '../shared/FormToolbar';
import {
  DETAIL_LIMITS,
  orderDetailsForm,
  orderDetailsPayload,
  validCustomerEmail,
  validCustomerName,
  validCustomerPhone,
  type OrderDetailsForm,
} from './orderDetails';
import { OrderNumber } from '../shared/OrderNumber';

const nameRule = (value: string) => (validCustomerName(value) ? undefined : 'resources.orders.edit.name_min');
const emailRule = (value: string) => (validCustomerEmail(value) ? undefined : 'resources.orders.edit.email_invalid');
const phoneRule = (value: string) => (validCustomerPhone(value) ? undefined : 'resources.orders.edit.phone_invalid');

function OrderDetailsFormView() {
  const translate = useTranslate();
  const order = useRecordContext<OrderWire>();
  const field = (name: keyof OrderDetailsForm) => ({
    source: name,
    label: translate(`resources.orders.fields.${name}`),
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: DETAIL_LIMITS[name] } },
  });
  return (
    <SimpleForm
      record={{ id: order?.id, ...orderDetailsForm(order) }}
      mode="onChange"
      toolbar={<FormToolbar submitLabel="app.save" />}
      sx={{ maxWidth: 600 }}
    >
      {order && (
        <Typography component="h2" variant="h6">
          {translate('resources.orders.details.title')} <OrderNumber value={order.order_number} />
        </Typography>
      )}
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate('resources.orders.edit.hint')}
      </Alert>
      <TextInput {...field('customer_name')} validate={nameRule} isRequired />
      <TextInput {...field('customer_email')} type="email" validate={emailRule} isRequired dir="ltr" />
      <TextInput {...field('customer_phone')} type="tel" validate={phoneRule} isRequired dir="ltr" />
      <TextInput {...field('customer_address')} />
      <TextInput {...field('notes')} multiline minRows={3} />
    </SimpleForm>
  );
}

const transform = (values: OrderDetailsForm) => orderDetailsPayload(values);

/** Staff correct the customer details and notes of an order; the server refuses anything else. */
export function OrderEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate('resources.orders.edit.title')} transform={transform} redirect="list" mutationMode="pessimistic" actions={false}>
      <OrderDetailsFormView />
    </Edit>
  );
}
