import { SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { StaffMemberWire } from '../api/wire';
import { CardGrid } from '../shared/CardGrid';
import { ResourceList } from '../shared/ResourceList';
import { StaffCard } from './StaffCard';

const R = 'resources.staff';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(`${R}.filters.search`)}
      aria-label={translate(`${R}.filters.search`)}
    />,
    <SelectInput
      key="role"
      source="role"
      alwaysOn
      label={`${R}.fields.role`}
      emptyText={`${R}.filters.all`}
      choices={['admin', 'orders', 'user'].map((role) => ({ id: role, name: `${R}.roles.${role}` }))}
    />,
    <SelectInput
      key="active"
      source="active"
      alwaysOn
      label={`${R}.filters.state`}
      emptyText={`${R}.filters.all`}
      choices={[
        { id: 'true', name: `${R}.card.active` },
        { id: 'false', name: `${R}.card.disabled` },
      ]}
    />,
  ];
}

/** The shop's staff, by email; cards (one column on a phone) with each member's access buttons. */
export function StaffList() {
  return (
    <ResourceList filters={useFilters()} perPage={24} sort={{ field: 'email', order: 'ASC' }} rowsPerPageOptions={[12, 24, 48]}>
      <CardGrid<StaffMemberWire> counted card={(member) => <StaffCard member={member} />} />
    </ResourceList>
  );
}
