import AddIcon from '@mui/icons-material/Add';
import { Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, List, TopToolbar, useListContext, useResourceContext, useTranslate, type ListProps } from 'react-admin';
import { ListPagination } from './ListPagination';

/** A list page's toolbar: the resource's own Add button (`resources.<name>.add`). */
export function ListActions() {
  const resource = useResourceContext();
  return (
    <TopToolbar>
      <CreateButton label={`resources.${resource}.add`} variant="contained" />
    </TopToolbar>
  );
}

/** Nothing saved yet: `resources.<name>.empty.title` and `.hint`, and a button to create the first one. */
export function EmptyList({ createLabel }: { createLabel?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography component="h2" variant="h5" gutterBottom>
        {translate(`resources.${resource}.empty.title`)}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate(`resources.${resource}.empty.hint`)}
      </Typography>
      <CreateButton label={createLabel ?? `resources.${resource}.add`} variant="contained" icon={<AddIcon />} />
    </Box>
  );
}

/** The records once loaded: a named spinner while they load (`resources.<name>.loading`), an alert if they could not be. */
export function LoadedList({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { isPending, error } = useListContext();
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
        <CircularProgress size={24} />
        <Typography>{translate(`resources.${resource}.loading`)}</Typography>
      </Box>
    );
  }
  if (error)
    return (
      <Typography role="alert" color="error" sx={{ p: 2 }}>
        {translate('app.load_failed')}
      </Typography>
    );
  return <>{children}</>;
}

type ResourceListProps = Omit<ListProps, 'pagination' | 'title'> & {
  /** The page sizes offered; without them one page holds every record (perPage) and no pagination shows. */
  rowsPerPageOptions?: number[];
};

/**
 * react-admin's List as every back-office list uses it: titled with the resource's plural name, its
 * Add button on top, the shared empty state and the pagination named in the interface language.
 */
export function ResourceList({ rowsPerPageOptions, actions, empty, children, ...props }: ResourceListProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <List
      title={translate(`resources.${resource}.name`, { smart_count: 2 })}
      actions={actions ?? <ListActions />}
      empty={empty ?? <EmptyList />}
      pagination={rowsPerPageOptions ? <ListPagination rowsPerPageOptions={rowsPerPageOptions} /> : false}
      {...props}
    >
      {children}
    </List>
  );
}
