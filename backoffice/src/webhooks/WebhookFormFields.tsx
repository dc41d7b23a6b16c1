import { BooleanInput, CheckboxGroupInput, required, SimpleForm, TextInput, type Validator } from 'react-admin';
import { WEBHOOK_EVENTS, webhookUrlProblem, type WebhookForm } from './webhookForm';

const R = 'resources.webhooks';
const validateUrl: Validator = (value) => webhookUrlProblem(value);

/** Address, events, note and on/off: the same form creates and edits a webhook. */
export function WebhookFormFields({ values }: { values: WebhookForm }) {
  return (
    <SimpleForm record={values} mode="onChange" sx={{ maxWidth: 720 }}>
      <TextInput
        source="url"
        label={`${R}.fields.url`}
        helperText={`${R}.hints.url`}
        validate={[validateUrl]}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
      />
      <CheckboxGroupInput
        source="events"
        label={`${R}.fields.events`}
        validate={required(`${R}.errors.events_required`)}
        choices={WEBHOOK_EVENTS.map((event) => ({ id: event, name: `${R}.events.${event.replace('.', '_')}` }))}
        row={false}
      />
      <TextInput source="description" label={`${R}.fields.description`} fullWidth />
      <BooleanInput source="is_active" label={`${R}.fields.is_active`} helperText={`${R}.hints.is_active`} />
    </SimpleForm>
  );
}
