import { useTranslate } from 'react-admin';

const R = 'resources.audit-log';

/** The action's and the item type's names in the interface language; an unknown one (a newer kind) as it is. */
export function useAuditWords() {
  const translate = useTranslate();
  return {
    action: (action: string) => translate(`${R}.actions.${action}`, { _: action }),
    type: (type: string) => translate(`${R}.types.${type}`, { _: type }),
    field: (field: string) => {
      // A translation's field (`translations.he.name`): the field's name and its language.
      const translated = /^translations\.([a-z]{2})\.(\w+)$/.exec(field);
      if (!translated) return translate(`${R}.field_names.${field}`, { _: field });
      const [, language, name] = translated;
      return translate(`${R}.translated_field`, {
        field: translate(`${R}.field_names.${name}`, { _: name }),
        language: translate(`${R}.languages.${language}`, { _: language }),
      });
    },
  };
}
