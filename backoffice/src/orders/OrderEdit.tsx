import { Alert, Box, Typography } from '@mui/material';
import { Edit, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { OrderWire } from '../api/wire';
import { FormToolbar } from '../shared/FormToolbar';
import {
  ADDRESS_INPUT_LIMITS,
  DELIVERY_ADDRESS_FORM_FIELDS,
  deliveryAddressError,
  DETAIL_LIMITS,
  orderDetailsForm,
  orderDetailsPayload,
  validCustomerEmail,
  validCustomerName,
  validCustomerPhone,
  type DeliveryAddressFormField,
  type OrderDetailsForm,
} from './orderDetails';
import { OrderNumber } from '../shared/OrderNumber';

const nameRule = (value: string) => (validCustomerName(value) ? undefined : 'resources.orders.edit.name_min');
const emailRule = (value: string) => (validCustomerEmail(value) ? undefined : 'resources.orders.edit.email_invalid');
const phoneRule = (value: string) => (validCustomerPhone(value) ? undefined : 'resources.orders.edit.phone_invalid');
const addressRule = (field: DeliveryAddressFormField) => (_: unknown, values: Partial<OrderDetailsForm>) =>
  deliveryAddressError(field, values.delivery_address);

/** A courier order's one address, the fields and checks of checkout's. */
function DeliveryAddressInputs() {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.orders.edit.${key}`);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('address_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('address_hint')}
      </Typography>
      {DELIVERY_ADDRESS_FORM_FIELDS.map((field) => (
        <TextInput
          key={field}
          source={`delivery_address.${field}`}
          label={t(`address_fields.${field}`)}
          validate={addressRule(field)}
          isRequired={field === 'city' || field === 'street' || field === 'house_number'}
          multiline={field === 'notes'}
          minRows={field === 'notes' ? 2 : undefined}
          fullWidth
          dir={field === 'zip' || field === 'house_number' ? 'auto' : undefined}
          slotProps={{ htmlInput: { maxLength: ADDRESS_INPUT_LIMITS[field], ...(field === 'zip' ? { inputMode: 'numeric' } : {}) } }}
        />
      ))}
    </Box>
  );
}

function OrderDetailsFormView() {
  const translate = useTranslate();
  const order = useRecordContext<OrderWire>();
  const field = (name: keyof typeof DETAIL_LIMITS) => ({
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
      {/* A courier order's address is its delivery address: one address, edited in one place. */}
      {order?.delivery_method === 'courier' ? <DeliveryAddressInputs /> : <TextInput {...field('customer_address')} />}
      <TextInput {...field('notes')} multiline minRows={3} />
    </SimpleForm>
  );
}

const transform = (values: OrderDetailsForm) => orderDetailsPayload(values);

/** Staff correct the customer details, notes and a courier's address of an order; the server refuses anything else. */
export function OrderEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate('resources.orders.edit.title')} transform={transform} redirect="list" mutationMode="pessimistic" actions={false}>
      <OrderDetailsFormView />
    </Edit>
  );
}
