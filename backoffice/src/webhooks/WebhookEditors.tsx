import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { Create, Edit, useCreatePath, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { CreatedWebhookWire, WebhookWire } from '../api/wire';
import { WebhookDeliveries } from './WebhookDeliveries';
import { webhookForm, webhookPayload, type WebhookForm } from './webhookForm';
import { WebhookFormFields } from './WebhookFormFields';

const R = 'resources.webhooks';
const transform = (values: WebhookForm) => webhookPayload(values);

/** The secret, shown once after the webhook is created; closing it opens the webhook (and its delivery log). */
function SecretDialog({ created, onClose }: { created: CreatedWebhookWire; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="webhook-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="webhook-secret-title">{translate(`${R}.secret.title`)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${R}.secret.once`)}
        </Alert>
        <TextField
          label={translate(`${R}.secret.label`)}
          value={created.secret}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', style: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => {
            void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true));
          }}
        >
          {translate(copied ? `${R}.secret.copied` : `${R}.secret.copy`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${R}.secret.done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function WebhookCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const [created, setCreated] = useState<CreatedWebhookWire | null>(null);
  const values = useMemo(() => webhookForm(), []);
  return (
    <>
      <Create
        title={translate(`${R}.form.create_title`)}
        transform={transform}
        redirect={false}
        mutationOptions={{ onSuccess: (data: CreatedWebhookWire) => setCreated(data) }}
      >
        <WebhookFormFields values={values} />
      </Create>
      {created && (
        <SecretDialog created={created} onClose={() => redirect(createPath({ resource: 'webhooks', type: 'edit', id: created.id }))} />
      )}
    </>
  );
}

function EditForm() {
  const record = useRecordContext<WebhookWire>();
  // Memoised: a new record object would make react-admin reset the form and lose the edits.
  const values = useMemo(() => (record ? webhookForm(record) : null), [record]);
  if (!values) return null;
  return <WebhookFormFields values={values} />;
}

function Deliveries() {
  const record = useRecordContext<WebhookWire>();
  return record ? <WebhookDeliveries webhookId={record.id} /> : null;
}

export function WebhookEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate(`${R}.form.edit_title`)} transform={transform} redirect="list" mutationMode="pessimistic" aside={undefined}>
      <EditForm />
      <Deliveries />
    </Edit>
  );
}
