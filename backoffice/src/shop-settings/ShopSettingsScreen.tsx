import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  BooleanInput,
  Edit,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { SHOP_SETTINGS } from '../providers/dataProvider';
import { InstallmentRuleInput } from './InstallmentRuleInput';
import { ShopSettingsToolbar } from './ShopSettingsToolbar';
import { moneyProblem, shopSettingsForm, shopSettingsPayload, type ShopSettingsAnswer, type ShopSettingsForm } from './shopSettingsForm';

const R = 'resources.shop-settings';
const validateMoney: Validator = (value) => moneyProblem(value);
// Amounts in agorot are fine ("any"): the browser's own step check would refuse ₪29.90 before ours speaks.
const transform = (values: ShopSettingsForm) => shopSettingsPayload(values);

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

function SettingsForm() {
  const translate = useTranslate();
  const record = useRecordContext<ShopSettingsAnswer & { id: string }>();
  // Memoised: a new record object would make react-admin reset the form and lose the edits.
  const values = useMemo(() => (record ? shopSettingsForm(record) : null), [record]);
  if (!values) return null;
  return (
    <SimpleForm record={values} mode="onChange" toolbar={<ShopSettingsToolbar />} sx={{ maxWidth: 720 }}>
      <Heading>{translate(`${R}.sections.delivery`)}</Heading>
      <BooleanInput source="courier_enabled" label={`${R}.fields.courier_enabled`} helperText={`${R}.hints.courier_enabled`} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <NumberInput
          source="courier_fee"
          label={`${R}.fields.courier_fee`}
          validate={[required(), validateMoney]}
          min={0}
          step="any"
          sx={{ flex: '1 1 200px' }}
        />
        <NumberInput
          source="free_delivery_from"
          label={`${R}.fields.free_delivery_from`}
          helperText={`${R}.hints.free_delivery_from`}
          validate={validateMoney}
          min={0}
          step="any"
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <Heading>{translate(`${R}.sections.installments`)}</Heading>
      <InstallmentRuleInput />
      <Heading>{translate('resources.shop-alerts.section')}</Heading>
      <TextInput
        source="alert_emails"
        label="resources.shop-alerts.fields.alert_emails"
        helperText="resources.shop-alerts.hints.alert_emails"
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <NumberInput
        source="low_stock_threshold"
        label="resources.shop-alerts.fields.low_stock_threshold"
        helperText="resources.shop-alerts.hints.low_stock_threshold"
        validate={required()}
        min={0}
        step={1}
        sx={{ maxWidth: 320 }}
      />
      <Heading>{translate('resources.reviews.settings.title')}</Heading>
      <BooleanInput source="publish_reviews_at_once" label="resources.reviews.settings.publish_at_once" />
      <Heading>{translate(`${R}.sections.clock`)}</Heading>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {translate(`${R}.fields.time_zone`)}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0 }}>
          <bdi>{values.time_zone}</bdi>
        </Typography>
        <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
          {translate(`${R}.hints.time_zone`)}
        </Typography>
      </Box>
    </SimpleForm>
  );
}

/**
 * The shop's settings (delivery, installments) on one screen, saved with PUT /api/shop-settings. The
 * server caches them for a few seconds, so the storefront follows a change without a restart.
 */
export function ShopSettingsScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      resource={SHOP_SETTINGS.resource}
      id={SHOP_SETTINGS.id}
      title={translate(`${R}.name`)}
      actions={false}
      transform={transform}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: () => notify(`${R}.saved`, { type: 'success' }) }}
    >
      <SettingsForm />
    </Edit>
  );
}
