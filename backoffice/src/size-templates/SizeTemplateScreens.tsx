import { Box, Typography } from '@mui/material';
import { Create, CreateButton, Datagrid, Edit, EditButton, FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { SizeTemplateWire } from '../api/wire';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { colourName } from 'shop-rules';
import { useInterfaceLanguage } from '../theme/DirectionProvider';
import { sizeTemplatePayload, type SizeTemplateFormValues } from './templatePayload';
import { SizeTemplateForm } from './SizeTemplateForm';

const R = 'resources.size-templates';
const transform = (values: SizeTemplateFormValues) => sizeTemplatePayload(values);

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography component="h2" variant="h6">
        {translate(`${R}.empty.title`)}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate(`${R}.empty.hint`)}
      </Typography>
      <CreateButton label={`${R}.add`} variant="contained" />
    </Box>
  );
}

export function SizeTemplateList() {
  const translate = useTranslate();
  // Colours in the interface language; the template keeps their English keys.
  const language = useInterfaceLanguage();
  return (
    <List
      actions={
        <TopToolbar>
          <CreateButton label={`${R}.add`} variant="contained" />
        </TopToolbar>
      }
      empty={<Empty />}
      perPage={100}
      pagination={false}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <FunctionField label={`${R}.fields.name`} render={(t: SizeTemplateWire) => <bdi>{t.localized_name || t.name}</bdi>} />
        <FunctionField
          label={`${R}.fields.category`}
          render={(t: SizeTemplateWire) => translate(`${R}.categories.${t.category}`, { _: t.category })}
        />
        <FunctionField
          label={`${R}.fields.variant`}
          render={(t: SizeTemplateWire) => translate(`${R}.variants.${t.variant}`, { _: t.variant })}
        />
        <TextField source="localized_description" label={`${R}.fields.description`} />
        <FunctionField label={`${R}.fields.sizes`} render={(t: SizeTemplateWire) => t.sizes.map((s) => s.size).join(', ')} />
        <FunctionField
          label={`${R}.fields.colors`}
          render={(t: SizeTemplateWire) => <bdi>{t.colors.map((c) => colourName(c.color_name, language)).join(', ')}</bdi>}
        />
        <EditButton label="app.edit" />
        <FunctionField
          label=""
          render={(t: SizeTemplateWire) => (
            <DeleteWithNameButton
              record={t}
              name={t.localized_name || t.name}
              ariaLabel={`${translate('app.delete')}: ${t.localized_name || t.name}`}
              titleKey={`${R}.delete.confirm_title`}
              contentKey={`${R}.delete.confirm`}
            />
          )}
        />
      </Datagrid>
    </List>
  );
}

export function SizeTemplateCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate(`${R}.form.create_title`)} transform={transform} redirect="list">
      <SizeTemplateForm />
    </Create>
  );
}

export function SizeTemplateEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate(`${R}.form.edit_title`)} transform={transform} redirect="list" mutationMode="pessimistic">
      <SizeTemplateForm />
    </Edit>
  );
}
