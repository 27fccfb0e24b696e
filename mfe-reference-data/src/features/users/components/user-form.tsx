import { passwordHint, type ClientUser, type UserType } from '@kyubos/contracts';
import { useClientUserQuery, useItemAccess } from '@kyubos/mfe';
import { FormGrid, PhoneField, RadioGroupField, TextField } from '@kyubos/ui';
import { RecordForm, RecordFormPage } from '../../../app/record-form-page';
import { useClientId } from '../../../app/use-client-id';
import { toFormValues, useFormValues } from '../../../app/use-form-values';
import { useRecordId } from '../../../app/use-record-id';
import { paths } from '../../../config/paths';
import { useCreateClientUserMutation, useUpdateClientUserMutation, type UserInput } from '../api';
import { AgentSelectField, NO_AGENT } from './agent-select-field';
import { UsernameField } from './username-field';

const FIELDS = ['firstname', 'lastname', 'phonenumber', 'email', 'usertype', 'agent_id', 'agent_code', 'agent_name', 'username'] as const;
const LIST = { label: 'Users', href: paths.users.href() };
const USER_TYPE_OPTIONS = [
  { value: 'Main', label: 'Main' },
  { value: 'Agent', label: 'Agent' },
];

export interface UserFormProps {
  initial?: ClientUser;
  onSave: (values: UserInput) => Promise<unknown>;
}

/** The client user form: an Agent user picks one of the client's agents; a Main user has none. */
export function UserForm({ initial, onSave }: UserFormProps) {
  const { values, field, update } = useFormValues({
    ...toFormValues(FIELDS, initial),
    usertype: initial?.usertype ?? 'Main',
    password: '',
  });
  const companyId = useClientId();
  const access = useItemAccess(paths.users.path);
  const editing = initial !== undefined;

  const input = (): UserInput => ({
    ...values,
    usertype: values.usertype as UserType,
    agent_id: values.agent_id ? Number(values.agent_id) : null,
    company_id: companyId,
  });

  return (
    <RecordForm
      onSave={() => onSave(input())}
      listHref={LIST.href}
      access={access}
      readOnlyNotice="You have Read permission on users: changes are not available."
    >
      <FormGrid>
        <TextField label="First Name" maxLength={100} {...field('firstname')} />
        <TextField label="Last Name" maxLength={100} {...field('lastname')} />
        <PhoneField label="Phone Number" name="phonenumber" value={values.phonenumber} onChange={(phonenumber) => update({ phonenumber })} />
        <TextField label="Email" type="email" maxLength={200} {...field('email')} />
        <RadioGroupField
          label="User Type"
          name="usertype"
          value={values.usertype}
          options={USER_TYPE_OPTIONS}
          onChange={(usertype) => update(usertype === 'Main' ? { usertype, ...NO_AGENT } : { usertype })}
        />
        {values.usertype === 'Agent' && <AgentSelectField value={values.agent_id} onChange={(choice) => update(choice)} />}
        <UsernameField value={values.username} onChange={(username) => update({ username })} currentUsername={initial?.username} />
        <TextField
          label="Password"
          type="password"
          required={!editing}
          autoComplete="new-password"
          maxLength={200}
          hint={passwordHint(editing)}
          {...field('password')}
        />
      </FormGrid>
    </RecordForm>
  );
}

export function AddUserPage() {
  const [create] = useCreateClientUserMutation();
  return (
    <RecordFormPage title="Add User" list={LIST}>
      <UserForm onSave={(values) => create(values).unwrap()} />
    </RecordFormPage>
  );
}

export function EditUserPage() {
  const id = useRecordId();
  const query = useClientUserQuery(id);
  const [update] = useUpdateClientUserMutation();
  return (
    <RecordFormPage title="Edit User" list={LIST} load={query}>
      {query.data && <UserForm key={query.data.user.id} initial={query.data.user} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </RecordFormPage>
  );
}
