import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useRedirect, useResourceContext, useSaveContext, useTranslate } from 'react-admin';

/**
 * Cancel and submit. Submit stays disabled while the form is invalid or saving and then reads
 * 'Saving...' with a spinner; a failed save leaves the form as it was.
 */
export function FormToolbar({ submitLabel }: { submitLabel: string }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const { isValid, isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  const busy = !!saving || isSubmitting;
  return (
    <Toolbar sx={{ gap: 1 }}>
      <Button variant="outlined" color="inherit" onClick={() => redirect('list', resource)}>
        {translate('app.cancel')}
      </Button>
      <SaveButton
        label={busy ? 'app.saving' : submitLabel}
        icon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        disabled={!isValid || busy}
      />
    </Toolbar>
  );
}
