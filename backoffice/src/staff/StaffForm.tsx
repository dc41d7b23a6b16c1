import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { PasswordInput, required, SelectInput, TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import type { StaffMemberWire } from '../api/wire';
import { EditorForm } from '../shared/EditorForm';
import { editorsOf } from '../shared/ResourceEditors';
import { firstPasswordProblem, INVITATION_LANGUAGES, STAFF_FORM_ROLES, staffPayload, type StaffFormValues } from './staffForm';

const R = 'resources.staff';
const validatePassword: Validator = (value) => firstPasswordProblem(value);

/**
 * Create: email, name, role and a first password (the member changes nothing else themselves; an admin
 * can set a new one later). Edit: name and role; a new role ends the member's sessions.
 */
function StaffForm() {
  const translate = useTranslate();
  const record = useRecordContext<StaffMemberWire>();
  const creating = record?.id === undefined;
  // Memoised: a new object would make react-admin reset the form and lose the edits.
  const values = useMemo<StaffFormValues>(
    () => (record ? { id: record.id, email: record.email, name: record.name, role: record.role } : { role: 'orders' }),
    [record],
  );
  // A member with the spec's `user` role keeps it on the list until an admin gives another.
  const roles = record?.role === 'user' ? [...STAFF_FORM_ROLES, 'user'] : STAFF_FORM_ROLES;
  return (
    <EditorForm values={values} maxWidth={560}>
      <TextInput
        source="email"
        label={`${R}.fields.email`}
        type="email"
        validate={required()}
        disabled={!creating}
        helperText={creating ? false : `${R}.form.email_fixed`}
        slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false } }}
        fullWidth
      />
      <TextInput source="name" label={`${R}.fields.name`} validate={required()} slotProps={{ htmlInput: { dir: 'auto' } }} fullWidth />
      <SelectInput
        source="role"
        label={`${R}.fields.role`}
        validate={required()}
        choices={roles.map((role) => ({ id: role, name: `${R}.roles.${role}` }))}
        helperText={creating ? `${R}.form.role_hint` : `${R}.form.role_change_hint`}
        fullWidth
      />
      {creating && (
        <PasswordInput
          source="password"
          label={`${R}.fields.password`}
          validate={validatePassword}
          helperText={`${R}.form.password_or_invite_hint`}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'new-password' } }}
          fullWidth
        />
      )}
      {creating && (
        <SelectInput
          source="language"
          label={`${R}.fields.language`}
          defaultValue="he"
          choices={INVITATION_LANGUAGES.map((lang) => ({ id: lang, name: `${R}.languages.${lang}` }))}
          helperText={`${R}.form.language_hint`}
          fullWidth
        />
      )}
      {creating && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.form.two_factor_hint`)}
        </Typography>
      )}
    </EditorForm>
  );
}

export const { create: StaffCreate, edit: StaffEdit } = editorsOf(staffPayload, StaffForm);
