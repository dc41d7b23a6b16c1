import { CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useSaveContext } from 'react-admin';

/**
 * Save only: the settings screen is not reached from a list, so there is nothing to cancel back to.
 * Disabled while the form is invalid or saving, then 'Saving...' with a spinner.
 */
export function ShopSettingsToolbar() {
  const { isValid, isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  const busy = !!saving || isSubmitting;
  return (
    <Toolbar>
      <SaveButton
        label={busy ? 'app.saving' : 'ra.action.save'}
        icon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        disabled={!isValid || busy}
      />
    </Toolbar>
  );
}
