import { skipToken } from '@kyubos/api';
import { createSlabRequest, updateSlabRequest, type AdminSlab } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { FormScreen, RecordForm, toFormValues, useRouteId, useSchemaForm, type BoundField } from '@kyubos/screens';
import { FormGrid, SelectField, TextField } from '@kyubos/ui';
import { MENU, paths } from '../../../config/paths';
import { useBdxCarriersQuery } from '../../carriers/api';
import { useAdminSlabQuery, useCreateAdminSlabMutation, useUpdateAdminSlabMutation } from '../api';

const FIELDS = ['slab_name', 'noofparticipant', 'lowerlimit', 'upperlimit', 'amount'] as const;
const LIST = { label: 'Slabs', href: paths.slabs.href() };

function SlabFields({ form }: { form: { field: (key: (typeof FIELDS)[number], label: string) => BoundField } }) {
  return (
    <>
      <TextField {...form.field('slab_name', 'Slab Name')} />
      <TextField {...form.field('noofparticipant', 'No Of Participant')} />
      <TextField {...form.field('lowerlimit', 'Lower Limit')} />
      <TextField {...form.field('upperlimit', 'Upper Limit')} />
      <TextField {...form.field('amount', 'Amount')} />
    </>
  );
}

/** Edit Slab (spec 4 §2.6 fields): Save and Cancel return to the slab list. */
function EditSlabForm({ slab }: { slab: AdminSlab }) {
  const form = useSchemaForm(updateSlabRequest, slab, FIELDS);
  const [update] = useUpdateAdminSlabMutation();
  return (
    <RecordForm form={form} onSave={() => update({ ...form.values, id: slab.id }).unwrap()} listHref={LIST.href} label="Edit Slab">
      <FormGrid>
        <TextField label="Carrier" name="career_name" value={slab.career_name ?? ''} onChange={() => undefined} readOnly />
        <SlabFields form={form} />
      </FormGrid>
    </RecordForm>
  );
}

export function EditSlabPage() {
  const id = useRouteId();
  const query = useAdminSlabQuery(id ?? skipToken);
  return (
    <FormScreen title="Edit Slab" list={LIST} access={useItemAccess(MENU.slabs)} load={id === null ? null : query} what="slab">
      {(slab: AdminSlab) => <EditSlabForm slab={slab} />}
    </FormScreen>
  );
}

/** A new slab for one carrier of the client's directory. */
export function AddSlabPage() {
  const form = useSchemaForm(createSlabRequest, toFormValues([...FIELDS, 'career_id'] as const, undefined));
  const [create] = useCreateAdminSlabMutation();
  const access = useItemAccess(MENU.slabs);
  const clientId = useClientId();
  const carriers = useBdxCarriersQuery(clientId);
  return (
    <FormScreen title="Add Slab" list={LIST} access={access}>
      <RecordForm form={form} onSave={() => create(form.values).unwrap()} listHref={LIST.href} label="Add Slab">
        <FormGrid>
          <SelectField
            {...form.field('career_id', 'Carrier')}
            placeholder={carriers.isLoading ? 'Loading carriers...' : 'Select carrier'}
            options={(carriers.data?.carrier ?? []).map((carrier) => ({ value: carrier.id, label: carrier.carriername }))}
            error={form.errors.career_id ?? (carriers.error ? 'The carriers could not be loaded.' : undefined)}
          />
          <SlabFields form={form} />
        </FormGrid>
      </RecordForm>
    </FormScreen>
  );
}
