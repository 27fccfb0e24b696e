import { updateSlabRequest, type Slab } from '@kyubos/contracts';
import { FormScreen, RecordForm, useRouteRecord, useSchemaForm, type FormAccess } from '@kyubos/screens';
import { FormGrid, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useSlabQuery, useUpdateSlabMutation, type SlabValues } from '../api';

const OUTBOUND = { label: 'Outbound', href: paths.outbound.href() };
/** A carrier's own sign-in may change its client's slabs (the portal has no per-user levels; the server checks the session). */
const CARRIER_ACCESS: FormAccess = { canWrite: true, isLoading: false };

/** The five fields of a slab; their rules are the contract's, which the server applies too. */
function SlabForm({ slab }: { slab: Slab }) {
  const form = useSchemaForm(updateSlabRequest, slab, ['slab_name', 'noofparticipant', 'lowerlimit', 'upperlimit', 'amount']);
  const [update] = useUpdateSlabMutation();
  const save = (): Promise<unknown> => update({ id: slab.id, ...form.values } satisfies SlabValues).unwrap();
  return (
    <RecordForm form={form} onSave={save} listHref={OUTBOUND.href} label="Edit Slab">
      <FormGrid>
        <TextField {...form.field('slab_name', 'Slab Name')} />
        <TextField {...form.field('noofparticipant', 'No Of Participant')} />
        <TextField {...form.field('lowerlimit', 'Lower Limit')} />
        <TextField {...form.field('upperlimit', 'Upper Limit')} />
        <TextField {...form.field('amount', 'Amount')} />
      </FormGrid>
    </RecordForm>
  );
}

/** Edit Slab (/client_user_BDX_edit_fileupload/{id}): a slab of the carrier's client. */
export function EditSlabPage() {
  const { load } = useRouteRecord(useSlabQuery);
  return (
    <FormScreen title="Edit Slab" list={OUTBOUND} access={CARRIER_ACCESS} homeHref={paths.home.href()} load={load} what="slab">
      {({ slablist }) => <SlabForm slab={slablist} />}
    </FormScreen>
  );
}
