import { useState } from 'react';
import { skipToken } from '@kyubos/api';
import { MEMBER_TYPES, partnerFormFields, passwordHint, type Partner } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { FormScreen, RecordForm, useRouteRecord, useSchemaForm } from '@kyubos/screens';
import { Alert, FormGrid, PhoneField, SelectField, TextField } from '@kyubos/ui';
import { useCreatePartnerMutation, useLookupPointingIdMutation, usePartnerQuery, useUpdatePartnerMutation, type PartnerBody } from '../api';
import type { Directory } from '../directories';

export const INVALID_POINTING_ID = 'Invalid Kyubos id';
/** Shown in place of a stored secret, which is never sent to the browser. */
const STORED_SECRET_HINT = 'Stored (hidden). Leave blank to keep it.';

interface PartnerFormProps {
  directory: Directory;
  /** Edit: member type is read-only and stored secrets are kept unless retyped (they are never sent back). */
  initial?: Partner;
  onSave: (values: PartnerBody) => Promise<unknown>;
}

/** The add/edit form shared by the three directories; both return to the directory's list. */
function PartnerForm({ directory, initial, onSave }: PartnerFormProps) {
  const form = useSchemaForm(partnerFormFields, initial ?? { membertype: 'Kyubos' });
  const { values, update: set } = form;
  const [pointingError, setPointingError] = useState<string | null>(null);
  const [lookup] = useLookupPointingIdMutation();
  const stored = initial && { password: initial.password_set, BDX_Password: initial.BDX_Password_set };
  const isEdit = initial !== undefined;

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

  const text = (label: string, key: keyof PartnerBody, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField {...form.field(key, label)} {...extra} />
  );

  return (
    <RecordForm form={form} onSave={() => onSave(values)} listHref={directory.list}>
      {pointingError && <Alert variant="error">{pointingError}</Alert>}
      <FormGrid>
        {text(directory.nameLabel, 'name')}
        <PhoneField {...form.field('phonenumber', 'Phone Number')} />
        {text('Email', 'email')}
        {text('Fax', 'fax', { type: 'tel' })}
        {text('Address', 'address')}
        {text('City', 'city')}
        {text('State', 'state')}
        {text('Zip Code', 'zipcode')}
        {text('Website Address', 'websiteaddress', { type: 'url' })}
        {isEdit ? (
          text('Type', 'membertype', { readOnly: true })
        ) : (
          <SelectField {...form.field('membertype', 'Type')} options={MEMBER_TYPES.map((t) => ({ value: t, label: t }))} />
        )}
        {text('Pointing ID', 'kyubosid', { onBlur: () => void checkPointingId() })}
        {text('Username', 'username', { autoComplete: 'off' })}
        {text('Password', 'password', {
          type: 'password',
          autoComplete: 'new-password',
          placeholder: stored?.password ? '••••••••' : undefined,
          hint: passwordHint(Boolean(stored?.password)),
        })}
        {text('FTP Account Name', 'BDX_Username')}
        {text('FTP Account Key', 'BDX_Password', {
          type: 'password',
          autoComplete: 'new-password',
          required: !stored?.BDX_Password,
          placeholder: stored?.BDX_Password ? '••••••••' : undefined,
          hint: stored?.BDX_Password ? STORED_SECRET_HINT : undefined,
        })}
        {text('Container Name', 'containername', { hint: 'Lower-case letters, digits and dashes' })}
      </FormGrid>
    </RecordForm>
  );
}

export function AddPartnerPage({ directory }: { directory: Directory }) {
  const client_id = useClientId();
  const [create] = useCreatePartnerMutation();
  return (
    <FormScreen title={`Add ${directory.singular}`} list={{ label: directory.plural, href: directory.list }} access={useItemAccess(directory.menuItem)}>
      <PartnerForm directory={directory} onSave={(values) => create({ kind: directory.kind, client_id, values }).unwrap()} />
    </FormScreen>
  );
}

export function EditPartnerPage({ directory }: { directory: Directory }) {
  const usePartner = (id: number | typeof skipToken) => usePartnerQuery(id === skipToken ? skipToken : { kind: directory.kind, id });
  const { id, load } = useRouteRecord(usePartner);
  const [update] = useUpdatePartnerMutation();
  return (
    <FormScreen
      title={`Edit ${directory.singular}`}
      list={{ label: directory.plural, href: directory.list }}
      access={useItemAccess(directory.menuItem)}
      load={load}
      what={directory.singular}
    >
      {(partner) => <PartnerForm directory={directory} initial={partner} onSave={(values) => update({ kind: directory.kind, id, values }).unwrap()} />}
    </FormScreen>
  );
}
