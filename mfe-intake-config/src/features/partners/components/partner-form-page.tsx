import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MEMBER_TYPES, passwordHint, type Partner } from '@kyubos/contracts';
import { Alert, Breadcrumbs, FormGrid, Page, PhoneField, SaveCancelBar, SelectField, TextField } from '@kyubos/ui';
import { QueryFrame } from '../../../app/query-frame';
import { SaveError } from '../../../app/save-error';
import { useClientId } from '../../../app/use-client-id';
import { useSave } from '../../../app/use-save';
import { useCreatePartnerMutation, useLookupPointingIdMutation, usePartnerQuery, useUpdatePartnerMutation, type PartnerBody } from '../api';
import type { Directory } from '../directories';

export const INVALID_POINTING_ID = 'Invalid Kyubos id';
/** Shown in place of a stored secret, which is never sent to the browser. */
const STORED_SECRET_HINT = 'Stored (hidden). Leave blank to keep it.';

const BLANK: PartnerBody = {
  name: '',
  phonenumber: '',
  email: '',
  fax: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  websiteaddress: '',
  membertype: 'Kyubos',
  kyubosid: '',
  username: '',
  password: '',
  BDX_Username: '',
  BDX_Password: '',
  containername: '',
};

const fromRecord = (p: Partner): PartnerBody => ({
  name: p.name,
  phonenumber: p.phonenumber ?? '',
  email: p.email ?? '',
  fax: p.fax ?? '',
  address: p.address ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  zipcode: p.zipcode ?? '',
  websiteaddress: p.websiteaddress ?? '',
  membertype: p.membertype,
  kyubosid: p.kyubosid,
  username: p.username ?? '',
  password: '',
  BDX_Username: p.BDX_Username,
  BDX_Password: '',
  containername: p.containername,
});

interface PartnerFormProps {
  directory: Directory;
  title: string;
  initial: PartnerBody;
  /** Edit: member type is read-only and stored secrets are kept unless retyped. */
  stored?: { password: boolean; BDX_Password: boolean };
  onSave: (values: PartnerBody) => Promise<unknown>;
}

/** The add/edit form shared by the three directories; both return to the directory's list. */
function PartnerForm({ directory, title, initial, stored, onSave }: PartnerFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [pointingError, setPointingError] = useState<string | null>(null);
  const [lookup] = useLookupPointingIdMutation();
  const { saving, error, run } = useSave();
  const set = (patch: Partial<PartnerBody>) => setValues((v) => ({ ...v, ...patch }));
  const isEdit = stored !== undefined;

  /**
   * Spec 2 §5: the pointing id (a platform client's, whatever the member type) is looked up
   * when it loses focus; a miss or failure clears it. The server checks it again on save.
   */
  async function checkPointingId() {
    const kyubosid = values.kyubosid.trim();
    if (!kyubosid) return;
    try {
      await lookup({ kind: directory.kind, kyubosid }).unwrap();
      setPointingError(null);
    } catch {
      set({ kyubosid: '' });
      setPointingError(INVALID_POINTING_ID);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => onSave(values))) navigate(directory.list);
  }

  const text = (label: string, key: keyof PartnerBody, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} name={key} value={values[key]} onChange={(v) => set({ [key]: v })} {...extra} />
  );

  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[{ label: directory.plural, to: directory.list }, { label: title }]} />}>
      <form onSubmit={submit}>
        <SaveError message={error} />
        {pointingError && <Alert variant="error">{pointingError}</Alert>}
        <FormGrid>
          {text(directory.nameLabel, 'name', { required: true })}
          <PhoneField label="Phone Number" name="phonenumber" value={values.phonenumber} onChange={(phonenumber) => set({ phonenumber })} />
          {text('Email', 'email', { type: 'email' })}
          {text('Fax', 'fax', { type: 'tel' })}
          {text('Address', 'address')}
          {text('City', 'city')}
          {text('State', 'state')}
          {text('Zip Code', 'zipcode')}
          {text('Website Address', 'websiteaddress', { type: 'url' })}
          {isEdit ? (
            text('Type', 'membertype', { readOnly: true })
          ) : (
            <SelectField
              label="Type"
              name="membertype"
              required
              value={values.membertype}
              options={MEMBER_TYPES.map((t) => ({ value: t, label: t }))}
              onChange={(membertype) => set({ membertype })}
            />
          )}
          {text('Pointing ID', 'kyubosid', { required: true, onBlur: () => void checkPointingId() })}
          {text('Username', 'username', { autoComplete: 'off' })}
          {text('Password', 'password', {
            type: 'password',
            autoComplete: 'new-password',
            placeholder: stored?.password ? '••••••••' : undefined,
            hint: passwordHint(Boolean(stored?.password)),
          })}
          {text('FTP Account Name', 'BDX_Username', { required: true })}
          {text('FTP Account Key', 'BDX_Password', {
            type: 'password',
            autoComplete: 'new-password',
            required: !stored?.BDX_Password,
            placeholder: stored?.BDX_Password ? '••••••••' : undefined,
            hint: stored?.BDX_Password ? STORED_SECRET_HINT : undefined,
          })}
          {text('Container Name', 'containername', { required: true, hint: 'Lower-case letters, digits and dashes' })}
        </FormGrid>
        <SaveCancelBar saving={saving} cancelTo={directory.list} />
      </form>
    </Page>
  );
}

export function AddPartnerPage({ directory }: { directory: Directory }) {
  const client_id = useClientId();
  const [create] = useCreatePartnerMutation();
  return (
    <PartnerForm
      directory={directory}
      title={`Add ${directory.singular}`}
      initial={BLANK}
      onSave={(values) => create({ kind: directory.kind, client_id, values }).unwrap()}
    />
  );
}

export function EditPartnerPage({ directory }: { directory: Directory }) {
  const id = Number(useParams().id);
  const query = usePartnerQuery({ kind: directory.kind, id });
  const [update] = useUpdatePartnerMutation();
  return (
    <QueryFrame query={query} what={directory.singular}>
      {(partner) => (
        <PartnerForm
          directory={directory}
          title={`Edit ${directory.singular}`}
          initial={fromRecord(partner)}
          stored={{ password: partner.password_set, BDX_Password: partner.BDX_Password_set }}
          onSave={(values) => update({ kind: directory.kind, id, values }).unwrap()}
        />
      )}
    </QueryFrame>
  );
}
