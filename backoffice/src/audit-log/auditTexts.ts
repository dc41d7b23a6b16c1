import { useTranslate } from 'react-admin';

const R = 'resources.audit-log';

/** The action's and the item type's names in the interface language; an unknown one (a newer kind) as it is. */
export function useAuditWords() {
  const translate = useTranslate();
  return {
    action: (action: string) => translate(`${R}.actions.${action}`, { _: action }),
    type: (type: string) => translate(`${R}.types.${type}`, { _: type }),
    field: (field: string) => translate(`${R}.field_names.${field}`, { _: field }),
  };
}
