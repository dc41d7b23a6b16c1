import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import { FormToolbar } from './FormToolbar';

/**
 * react-admin's SimpleForm as every back-office form uses it: checked while typing (so Save stays
 * disabled until the form is valid) and Cancel beside Save.
 */
export function EditorForm({
  values,
  maxWidth,
  submitLabel = 'ra.action.save',
  children,
}: {
  /** The form's starting values; a new object resets the form, so callers that re-render memoise them. */
  values: object | undefined;
  maxWidth: number;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <SimpleForm record={values} mode="onChange" toolbar={<FormToolbar submitLabel={submitLabel} />} sx={{ maxWidth }}>
      {children}
    </SimpleForm>
  );
}
