import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Button as MuiButton } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

// Unicode isolates around database text inside a translated sentence: a Latin name in a Hebrew title keeps its place.
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * Delete after a confirmation that names what goes (the title's %{name}) and says it with a red
 * "delete" button, not a neutral "confirm": one dialog for every delete of the back office. Its texts
 * are the resource's `resources.<name>.delete.{confirm_title,confirm,done,failed}`.
 */
export function DeleteWithNameButton({
  record,
  name,
  ariaLabel,
  iconOnly = false,
  titleOptions,
  refusalKey,
  onDeleted,
}: {
  record: RaRecord;
  /** What is deleted, as staff know it: a product's name, an order's number. */
  name: string;
  ariaLabel: string;
  iconOnly?: boolean;
  titleOptions?: Record<string, unknown>;
  /** A message of its own for a refusal the server explains (a discount code in use, say); else `failed`. */
  refusalKey?: (error: unknown) => string | undefined;
  onDeleted?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext();
  const texts = `resources.${resource}.delete`;
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
          notify(`${texts}.done`);
          onDeleted?.();
        },
        onError: (error) => {
          console.error(`Failed to delete ${resource} ${record.id}`, error);
          setOpen(false);
          notify(refusalKey?.(error) ?? `${texts}.failed`, { type: 'error' });
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
        title={<>{translate(`${texts}.confirm_title`, { name: isolated(name), ...titleOptions })}</>}
        content={`${texts}.confirm`}
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
