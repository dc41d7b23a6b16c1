import { Card, CardActions, CardContent, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { DeleteWithNameButton } from './DeleteWithNameButton';

/**
 * One record of a card list: an article landmark named after the record, an optional picture on top,
 * the resource's own content, then Edit, any other actions and Delete (its dialog naming the record),
 * unless the resource's records are never deleted (staff accounts are disabled instead).
 */
export function RecordCard({
  record,
  name,
  picture,
  children,
  actions,
  onDeleted,
  deletable = true,
  sx,
}: {
  record: RaRecord;
  /** The record as staff know it: the card's name and the buttons' and dialog's object. */
  name: string;
  picture?: ReactNode;
  children: ReactNode;
  /** Buttons between Edit and Delete. */
  actions?: ReactNode;
  onDeleted?: () => void;
  deletable?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={record}>
      <Card
        component="article"
        aria-label={name}
        sx={[{ display: 'flex', flexDirection: 'column', height: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {picture}
        <CardContent sx={{ flexGrow: 1 }}>{children}</CardContent>
        <CardActions sx={{ flexWrap: 'wrap' }}>
          <EditButton label="app.edit" aria-label={`${translate('app.edit')}: ${name}`} />
          {actions}
          {deletable && (
            <DeleteWithNameButton record={record} name={name} ariaLabel={`${translate('app.delete')}: ${name}`} onDeleted={onDeleted} />
          )}
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
