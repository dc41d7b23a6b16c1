import type { ComponentType, ReactNode } from 'react';
import { Create, Edit, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

interface EditorProps<Values> {
  /** Form values to the API's payload (called with the values only). */
  transform: (values: Values) => object;
  children: ReactNode;
}

/** The page title of a resource's form: `resources.<name>.form.create_title` or `.edit_title`. */
export function useEditorTitle(): string {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext();
  return translate(`resources.${resource}.form.${record?.id === undefined ? 'create' : 'edit'}_title`);
}

/*
 * Both go back to the list after a save, which reads the records again. A refused save keeps the form
 * open: the API's field errors stand next to their inputs (httpClient turns them into react-admin's
 * shape) and react-admin notifies the rest. Edit waits for the server (pessimistic) for the same reason.
 */

export function ResourceCreate<Values>({ transform, children }: EditorProps<Values>) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Create title={translate(`resources.${resource}.form.create_title`)} transform={(values: Values) => transform(values)} redirect="list">
      {children}
    </Create>
  );
}

export function ResourceEdit<Values>({ transform, children }: EditorProps<Values>) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Edit
      title={translate(`resources.${resource}.form.edit_title`)}
      transform={(values: Values) => transform(values)}
      redirect="list"
      mutationMode="pessimistic"
    >
      {children}
    </Edit>
  );
}

/**
 * The create and edit pages of a resource whose one form serves both (its index's `create` and
 * `edit`): the same payload, title keys, redirect and refusals.
 */
export function editorsOf<Values>(transform: (values: Values) => object, Form: ComponentType) {
  return {
    create: () => (
      <ResourceCreate transform={transform}>
        <Form />
      </ResourceCreate>
    ),
    edit: () => (
      <ResourceEdit transform={transform}>
        <Form />
      </ResourceEdit>
    ),
  };
}
