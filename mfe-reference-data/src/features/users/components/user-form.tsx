import { createClientUserRequest, updateClientUserRequest, passwordHint, type ClientUser, type UserType } from '@kyubos/contracts';
import { useClientId, useClientUserQuery, useItemAccess } from '@kyubos/mfe';
import { AddScreen, FormScreen, RecordForm, useRouteRecord, useSchemaForm, type RecordFormComponentProps } from '@kyubos/screens';
import { RecordActivityTabs } from '@kyubos/screens/audit';
import { readsAuditTrail } from '@kyubos/session';
import { FormGrid, PhoneField, RadioGroupField, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useCreateClientUserMutation, useUpdateClientUserMutation, type UserInput } from '../api';
import { AgentSelectField, NO_AGENT } from './agent-select-field';
import { UsernameField } from './username-field';

const FIELDS = ['firstname', 'lastname', 'phonenumber', 'email', 'usertype', 'agent_id', 'agent_code', 'agent_name', 'username', 'password'] as const;
const LIST = { label: 'Users', href: paths.users.href() };
const USER_TYPE_OPTIONS = [
  { value: 'Main', label: 'Main' },
  { value: 'Agent', label: 'Agent' },
];

/** The client user form: an Agent user picks one of the client's agents; a Main user has none. */
export function UserForm({ initial, onSave }: RecordFormComponentProps<ClientUser, UserInput>) {
  const editing = initial !== undefined;
  // A new user needs a password; on edit a blank one keeps the current password.
  const form = useSchemaForm(editing ? updateClientUserRequest : createClientUserRequest, { usertype: 'Main', ...initial }, FIELDS);
  const { values } = form;
  const companyId = useClientId();

  const input = (): UserInput => ({
    ...values,
    usertype: values.usertype as UserType,
    agent_id: values.agent_id ? Number(values.agent_id) : null,
    company_id: companyId,
  });

  return (
    <RecordForm form={form} onSave={() => onSave(input())} listHref={LIST.href}>
      <FormGrid>
        <TextField {...form.field('firstname', 'First Name')} />
        <TextField {...form.field('lastname', 'Last Name')} />
        <PhoneField {...form.field('phonenumber', 'Phone Number')} />
        <TextField {...form.field('email', 'Email')} />
        <RadioGroupField
          {...form.field('usertype', 'User Type')}
          options={USER_TYPE_OPTIONS}
          onChange={(usertype) => form.update(usertype === 'Main' ? { usertype, ...NO_AGENT } : { usertype })}
        />
        {values.usertype === 'Agent' && <AgentSelectField field={form.field('agent_id', 'Agent')} onChange={(choice) => form.update(choice)} />}
        <UsernameField field={form.field('username', 'Username')} currentUsername={initial?.username} />
        <TextField
          type="password"
          autoComplete="new-password"
          hint={passwordHint(editing)}
          {...form.field('password', 'Password')}
        />
      </FormGrid>
    </RecordForm>
  );
}

export const AddUserPage = () => (
  <AddScreen title="Add User" list={LIST} access={useItemAccess(paths.users.path)} Form={UserForm} useCreate={useCreateClientUserMutation} />
);

/** The user record is read with the session's call (useClientUserQuery), which answers it under `user`. */
export function EditUserPage() {
  const { id, load } = useRouteRecord(useClientUserQuery);
  const [update] = useUpdateClientUserMutation();
  return (
    <FormScreen title="Edit User" list={LIST} access={useItemAccess(paths.users.path)} load={load} what="user">
      {({ user }) => (
        <RecordActivityTabs entity="users" entityId={id} enabled={readsAuditTrail()}>
          {/* With the version read: a save over another user's since answers 409, shown above what was typed. */}
          <UserForm initial={user} onSave={(values) => update({ ...values, id, updatedAt: user.updatedAt }).unwrap()} />
        </RecordActivityTabs>
      )}
    </FormScreen>
  );
}
