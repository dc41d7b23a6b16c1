import { Datagrid, EditButton, FunctionField, TextField, useTranslate } from 'react-admin';
import type { SizeTemplateWire } from '../api/wire';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { colourName } from 'shop-rules';
import { ResourceList } from '../shared/ResourceList';
import { useInterfaceLanguage } from '../theme/DirectionProvider';

const R = 'resources.size-templates';

export function SizeTemplateList() {
  const translate = useTranslate();
  // Colours in the interface language; the template keeps their English keys.
  const language = useInterfaceLanguage();
  return (
    <ResourceList perPage={100} sort={{ field: 'id', order: 'ASC' }}>
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
            />
          )}
        />
      </Datagrid>
    </ResourceList>
  );
}
