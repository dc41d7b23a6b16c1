import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Button as MuiButton } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

// Unicode isolates around database text inside a translated sentence: a Latin name in a Hebrew title keeps its place.
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * Delete after a confirmation that names what goes (the title's %{name}) and says it with a red
 * "delete" button, not a neutral "confirm": one dialog for every delete of the back office.
 */
export function DeleteWithNameButton({
  record,
  name,
  titleKey,
  contentKey,
  ariaLabel,
  iconOnly = false,
  titleOptions,
  doneKey,
  failedKey,
  onDeleted,
}: {
  record: RaRecord;
  /** What is deleted, as staff know it: a product's name, an order's number. */
  name: string;
  titleKey: string;
  contentKey: string;
  ariaLabel: string;
  iconOnly?: boolean;
  titleOptions?: Record<string, unknown>;
  doneKey?: string;
  /** The message of a refused delete, or one chosen by the server's answer (a code in use, say). */
  failedKey?: string | ((error: unknown) => string);
  onDeleted?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(doneKey ?? 'ra.notification.deleted', { messageArgs: { smart_count: 1 } });
          onDeleted?.();
        },
        onError: (error) => {
          console.error(`Failed to delete ${resource} ${record.id}`, error);
          setOpen(false);
          const message = typeof failedKey === 'function' ? failedKey(error) : failedKey;
          notify(message ?? 'ra.notification.http_error', { type: 'error' });
        },
      },
    );

  const openDialog = () => setOpen(true);

  return (
    // A row may open its record on a click, and clicks in the dialog bubble up to it through React's portal.
    // The span only stops them (no element of its own for assistive technologies: role presentation).
    <span role="presentation" onClick={(event) => event.stopPropagation()} style={{ display: 'contents' }}>
      {iconOnly ? (
        <IconButton size="small" color="error" aria-label={ariaLabel} onClick={openDialog}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : (
        <MuiButton size="small" color="error" startIcon={<DeleteIcon />} aria-label={ariaLabel} onClick={openDialog}>
          {translate('app.delete')}
        </MuiButton>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={<>{translate(titleKey, { name: isolated(name), ...titleOptions })}</>}
        content={contentKey}
        confirm="app.delete"
        confirmColor="warning"
        ConfirmIcon={DeleteIcon}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        sx={{
          '& .RaConfirm-confirmWarning': {
            bgcolor: 'error.main',
            color: 'error.contrastText',
            '&:hover': { bgcolor: 'error.dark' },
          },
        }}
      />
    </span>
  );
}
