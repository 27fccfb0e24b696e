import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import type { Slab } from '@kyubos/contracts';
import { ErrorPanel, FormGrid, LoadingState, Page, SaveCancelBar, TextField, TimedAlert, useTimedMessage } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useSlabQuery, useUpdateSlabMutation, type SlabValues } from '../api';

type Errors = Partial<Record<keyof SlabValues, string>>;

const toValues = (slab: Slab): SlabValues => ({
  id: slab.id,
  slab_name: slab.slab_name,
  noofparticipant: String(slab.noofparticipant),
  lowerlimit: slab.lowerlimit,
  upperlimit: slab.upperlimit,
  amount: slab.amount,
});

/** The slab rules the server also enforces: names required, numbers non-negative, lower not above upper. */
export function slabErrors(values: SlabValues): Errors {
  const errors: Errors = {};
  const negative = (value: string) => /^-\s*\d/.test(value.trim());
  if (!values.slab_name.trim()) errors.slab_name = 'Slab Name is required';
  if (negative(values.noofparticipant)) errors.noofparticipant = 'No Of Participant must not be negative';
  else if (!/^\d+$/.test(values.noofparticipant.trim())) errors.noofparticipant = 'Enter a whole number of 0 or more';
  for (const [key, label] of [['lowerlimit', 'Lower Limit'], ['upperlimit', 'Upper Limit'], ['amount', 'Amount']] as const) {
    if (negative(values[key])) errors[key] = `${label} must not be negative`;
    else if (!/^\d+(\.\d{1,2})?$/.test(values[key].trim())) errors[key] = 'Enter an amount of 0 or more with at most 2 decimals';
  }
  if (!errors.lowerlimit && !errors.upperlimit && Number(values.lowerlimit) > Number(values.upperlimit)) {
    errors.lowerlimit = 'Lower Limit must not be above Upper Limit';
  }
  return errors;
}

function SlabForm({ slab }: { slab: Slab }) {
  const navigate = useNavigate();
  const [update, { isLoading }] = useUpdateSlabMutation();
  const alert = useTimedMessage(3000);
  const [values, setValues] = useState(() => toValues(slab));
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof SlabValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = slabErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update(values).unwrap();
      navigate(paths.outbound.href());
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label="Edit Slab" noValidate>
      <TimedAlert message={alert.message} />
      <FormGrid>
        <TextField label="Slab Name" name="slab_name" value={values.slab_name} onChange={set('slab_name')} maxLength={100} required error={errors.slab_name} />
        <TextField label="No Of Participant" name="noofparticipant" value={values.noofparticipant} onChange={set('noofparticipant')} inputMode="numeric" required error={errors.noofparticipant} />
        <TextField label="Lower Limit" name="lowerlimit" value={values.lowerlimit} onChange={set('lowerlimit')} inputMode="decimal" required error={errors.lowerlimit} />
        <TextField label="Upper Limit" name="upperlimit" value={values.upperlimit} onChange={set('upperlimit')} inputMode="decimal" required error={errors.upperlimit} />
        <TextField label="Amount" name="amount" value={values.amount} onChange={set('amount')} inputMode="decimal" required error={errors.amount} />
      </FormGrid>
      <SaveCancelBar cancelTo={paths.outbound.href()} saving={isLoading} />
    </form>
  );
}

/** Edit Slab (/client_user_BDX_edit_fileupload/{id}): a slab of the carrier's client. */
export function EditSlabPage() {
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useSlabQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  return (
    <Page title="Edit Slab">
      {error || !Number.isInteger(id) || id <= 0 ? (
        <ErrorPanel message={error ? errorMessage(error) : 'This slab does not exist.'} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <SlabForm key={data.slablist.id} slab={data.slablist} />
      )}
    </Page>
  );
}
