import { DateInput, ReferenceInput, SelectInput, TextInput, TopToolbar, useTranslate } from 'react-admin';
import type { AuditRecordWire } from '../api/wire';
import { CardGrid } from '../shared/CardGrid';
import { ResourceList } from '../shared/ResourceList';
import { Typography } from '@mui/material';
import { auditLogResourceEn } from '../i18n/audit/en';
import { AuditRecordCard } from './AuditRecordCard';

const R = 'resources.audit-log';
const ACTIONS = Object.keys(auditLogResourceEn.actions);
const TYPES = Object.keys(auditLogResourceEn.types);

function useFilters() {
  return [
    <ReferenceInput key="staff_id" source="staff_id" reference="staff" alwaysOn sort={{ field: 'email', order: 'ASC' }}>
      <SelectInput label={`${R}.fields.staff`} optionText="email" emptyText={`${R}.filters.all`} />
    </ReferenceInput>,
    <SelectInput
      key="entity_type"
      source="entity_type"
      alwaysOn
      label={`${R}.fields.entity_type`}
      emptyText={`${R}.filters.all`}
      choices={TYPES.map((type) => ({ id: type, name: `${R}.types.${type}` }))}
    />,
    <TextInput key="entity_id" source="entity_id" label={`${R}.fields.entity_id`} />,
    <SelectInput
      key="action"
      source="action"
      alwaysOn
      label={`${R}.fields.action`}
      emptyText={`${R}.filters.all`}
      choices={ACTIONS.map((action) => ({ id: action, name: `${R}.actions.${action}` }))}
    />,
    <DateInput key="from" source="from" label={`${R}.fields.from`} alwaysOn />,
    <DateInput key="to" source="to" label={`${R}.fields.to`} alwaysOn />,
  ];
}

function NoMatch() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(`${R}.no_match`)}</Typography>;
}

/** The audit log, newest first, read only: filters by who, what, item, action and dates; a card per record (one column on a phone). */
export function AuditLogList() {
  return (
    <ResourceList
      filters={useFilters()}
      actions={<TopToolbar />}
      empty={false}
      perPage={24}
      sort={{ field: 'created_at', order: 'DESC' }}
      rowsPerPageOptions={[12, 24, 48]}
      disableSyncWithLocation={false}
    >
      <CardGrid<AuditRecordWire> counted empty={<NoMatch />} card={(record) => <AuditRecordCard record={record} />} />
    </ResourceList>
  );
}
