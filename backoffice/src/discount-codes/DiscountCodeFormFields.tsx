import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  SimpleForm,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { DISCOUNT_KINDS } from 'shop-rules';
import { FormToolbar } from '../shared/FormToolbar';
import { codeProblem, limitProblem, minimumProblem, validToProblem, valueProblem, type DiscountCodeForm } from './discountCodeForm';

const R = 'resources.discount-codes';

const validateCode: Validator = (value) => codeProblem(value);
const validateValue: Validator = (value, values) => valueProblem(value, (values as DiscountCodeForm).kind);
const validateMinimum: Validator = (value) => minimumProblem(value);
const validateLimit: Validator = (value) => limitProblem(value);
const validateValidTo: Validator = (value, values) => validToProblem(value, (values as DiscountCodeForm).valid_from);
// Shown as it is kept: codes are case-insensitive, the server keeps them in upper case.
const upperCase = (value: string | null | undefined) => (value ?? '').toUpperCase();

/** The value's label follows the kind: a percentage or shekels. */
function ValueInput() {
  const kind = useWatch<DiscountCodeForm>({ name: 'kind' });
  return (
    <NumberInput
      source="value"
      label={`${R}.fields.${kind === 'fixed' ? 'value_fixed' : 'value_percent'}`}
      validate={validateValue}
      min={kind === 'fixed' ? 0.01 : 1}
      max={kind === 'fixed' ? undefined : 100}
      // Shekels with agorot for a fixed amount: the browser's own step check would refuse ₪49.90.
      step={kind === 'fixed' ? 'any' : 1}
      sx={{ flex: '1 1 200px' }}
    />
  );
}

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' } as const;

/** Create and edit: code, kind and value, minimum, validity (shop days), limits, active. */
export function DiscountCodeFormFields({ values, timeZone }: { values: DiscountCodeForm; timeZone: string }) {
  const translate = useTranslate();
  return (
    <SimpleForm record={values} mode="onChange" toolbar={<FormToolbar submitLabel="ra.action.save" />} sx={{ maxWidth: 720 }}>
      <TextInput
        source="code"
        label={`${R}.fields.code`}
        validate={validateCode}
        format={upperCase}
        parse={upperCase}
        helperText={`${R}.form.code_hint`}
        slotProps={{ htmlInput: { dir: 'auto', autoCapitalize: 'characters', spellCheck: false } }}
        fullWidth
      />
      <RadioButtonGroupInput
        source="kind"
        label={`${R}.fields.kind`}
        choices={DISCOUNT_KINDS.map((id) => ({ id, name: `${R}.kinds.${id}` }))}
        row
        helperText={false}
      />
      <Box sx={row}>
        <ValueInput />
        <NumberInput
          source="minimum_total"
          label={`${R}.fields.min_order_total`}
          helperText={`${R}.form.min_order_hint`}
          validate={validateMinimum}
          min={0}
          step="any"
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <Box sx={row}>
        <DateInput source="valid_from" label={`${R}.fields.valid_from`} helperText={false} sx={{ flex: '1 1 200px' }} />
        <DateInput
          source="valid_to"
          label={`${R}.fields.valid_to`}
          validate={validateValidTo}
          helperText={false}
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <Box component="p" sx={{ m: 0, mb: 2, color: 'text.secondary', typography: 'body2' }}>
        {translate(`${R}.form.dates_hint`, { zone: timeZone })}
      </Box>
      <Box sx={row}>
        <NumberInput
          source="max_uses"
          label={`${R}.fields.max_uses`}
          helperText={`${R}.form.limits_hint`}
          validate={validateLimit}
          min={1}
          step={1}
          sx={{ flex: '1 1 200px' }}
        />
        <NumberInput
          source="max_uses_per_email"
          label={`${R}.fields.max_uses_per_email`}
          helperText={`${R}.form.limits_hint`}
          validate={validateLimit}
          min={1}
          step={1}
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <BooleanInput source="active" label={`${R}.fields.is_active`} helperText={false} />
    </SimpleForm>
  );
}
