import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ATTRIBUTE_INPUT_TYPES,
  ATTRIBUTE_NAMES,
  type Attribute,
  type AttributeInputType,
  type AttributeName,
  type Mandatory,
} from '@kyubos/contracts';
import { ATTRIBUTE_FORMAT_HINT, formatRule, typeHasFormat, typeHasRadioGroup } from '@kyubos/domain';
import { useItemAccess } from '@kyubos/mfe';
import { Breadcrumbs, FormGrid, LinkButton, Page, RadioGroupField, SaveCancelBar, SelectField, TextAreaField, TextField } from '@kyubos/ui';
import { QueryFrame } from '../../../app/query-frame';
import { SaveError } from '../../../app/save-error';
import { useSave } from '../../../app/use-save';
import { MENU_ITEMS, paths } from '../../../config/paths';
import {
  useAttributeQuery,
  useAttributesQuery,
  useCreateAttributeMutation,
  useGroupQuery,
  useSaveAttributeRanksMutation,
  useUpdateAttributeMutation,
} from '../api';
import { RankStatusTable } from './rank-status-table';

const useRouteIds = () => {
  const params = useParams();
  return { cid: Number(params.cid), gid: Number(params.gid), id: Number(params.id) };
};

/** /user_admin_attributes/{cid}/{gid}: a group's attributes, ranks and status saved together. */
export function AttributeListPage() {
  const { cid, gid } = useRouteIds();
  const navigate = useNavigate();
  const { canWrite } = useItemAccess(MENU_ITEMS.attributeGroups);
  const group = useGroupQuery(gid);
  const query = useAttributesQuery({ gid, client_id: cid });
  const [saveRanks] = useSaveAttributeRanksMutation();
  return (
    <QueryFrame query={group} what="attribute group">
      {({ Attiribute: g }) => (
        <Page
          title={`${g.name} Attribute`}
          breadcrumbs={<Breadcrumbs items={[{ label: 'Attribute Groups', to: paths.groups.href() }, { label: `${g.name} Attribute` }]} />}
        >
          <RankStatusTable
            caption={`${g.name} attributes`}
            rows={query.data?.attribute ?? []}
            pageSize={10}
            canWrite={canWrite}
            isLoading={query.isLoading}
            error={query.error}
            onRetry={() => void query.refetch()}
            onOpen={canWrite ? (a) => navigate(paths.editAttribute.href(cid, gid, a.id)) : undefined}
            onAdd={canWrite ? () => navigate(paths.addAttribute.href(cid, gid)) : undefined}
            addLabel="Add an attribute"
            onSave={(rows) => saveRanks(rows).unwrap()}
            cancel={<LinkButton to={paths.groups.href()}>Cancel</LinkButton>}
          />
        </Page>
      )}
    </QueryFrame>
  );
}

export interface AttributeValues {
  name: string;
  attribute_name: AttributeName | '';
  attribute_type: AttributeInputType | '';
  isrequired: Mandatory;
  description: string;
  attributeformat: string;
  radiogroup: string;
}
const BLANK: AttributeValues = {
  name: '',
  attribute_name: '',
  attribute_type: '',
  isrequired: '',
  description: '',
  attributeformat: '',
  radiogroup: '',
};

/** The fields of spec 2 §2-§3; Format/Data Type for text, secure and PI secure, Radio Box Group for radio. */
export function AttributeForm({
  title,
  cancelTo,
  initial,
  onSave,
}: {
  title: string;
  cancelTo: string;
  initial: AttributeValues;
  onSave: (values: AttributeValues & ReturnType<typeof formatRule>) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const { saving, error, run } = useSave();
  const set = (patch: Partial<AttributeValues>) => setValues((v) => ({ ...v, ...patch }));
  const derived = formatRule(values.attributeformat);
  const showFormat = typeHasFormat(values.attribute_type);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => onSave({ ...values, ...derived }))) navigate(cancelTo);
  }
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[{ label: 'Attribute Groups', to: paths.groups.href() }, { label: title }]} />}>
      <form onSubmit={submit}>
        <SaveError message={error} />
        <FormGrid>
          <TextField label="Name" name="name" required value={values.name} onChange={(name) => set({ name })} />
          <SelectField
            label="Attribute Name"
            name="attribute_name"
            required
            placeholder="Select"
            value={values.attribute_name}
            options={ATTRIBUTE_NAMES.map((n) => ({ value: n, label: n }))}
            onChange={(v) => set({ attribute_name: v as AttributeName })}
          />
          <SelectField
            label="Attribute Type"
            name="attribute_type"
            required
            placeholder="Select"
            value={values.attribute_type}
            options={ATTRIBUTE_INPUT_TYPES.map((t) => ({ value: t, label: t }))}
            onChange={(v) => set({ attribute_type: v as AttributeInputType })}
          />
          <RadioGroupField
            label="Mandatory"
            name="isrequired"
            value={values.isrequired === 'Required' ? 'Required' : 'Not Required'}
            options={[
              { value: 'Required', label: 'Required' },
              { value: 'Not Required', label: 'Not Required' },
            ]}
            onChange={(v) => set({ isrequired: v === 'Required' ? 'Required' : '' })}
          />
          {showFormat && (
            <>
              <TextField
                label="Format"
                name="attributeformat"
                hint={ATTRIBUTE_FORMAT_HINT}
                value={values.attributeformat}
                onChange={(attributeformat) => set({ attributeformat })}
              />
              <TextField label="Data Type" name="attribute_data_type" readOnly value={derived.attribute_data_type ?? ''} onChange={() => undefined} />
            </>
          )}
          {typeHasRadioGroup(values.attribute_type) && (
            <TextField label="Radio Box Group" name="radiogroup" required value={values.radiogroup} onChange={(radiogroup) => set({ radiogroup })} />
          )}
          <TextAreaField label="Description" name="description" fullWidth value={values.description} onChange={(description) => set({ description })} />
        </FormGrid>
        <SaveCancelBar saving={saving} cancelTo={cancelTo} />
      </form>
    </Page>
  );
}

/** The body fields of create and update, from the form's values. */
const attributeBody = (v: AttributeValues & ReturnType<typeof formatRule>) => ({
  name: v.name,
  attribute_name: v.attribute_name as AttributeName,
  attribute_type: v.attribute_type as AttributeInputType,
  isrequired: v.isrequired,
  description: v.description,
  attributeformat: typeHasFormat(v.attribute_type) ? v.attributeformat : '',
  radiogroup: typeHasRadioGroup(v.attribute_type) ? v.radiogroup : '',
  attribute_max_lenght: v.attribute_max_lenght,
  attribute_data_type: v.attribute_data_type,
});

export function AddAttributePage() {
  const { cid, gid } = useRouteIds();
  const [create] = useCreateAttributeMutation();
  return (
    <AttributeForm
      title="Add Attribute"
      cancelTo={paths.attributes.href(cid, gid)}
      initial={BLANK}
      onSave={(v) => create({ group_id: gid, client_id: cid, ...attributeBody(v) }).unwrap()}
    />
  );
}

const toValues = (a: Attribute): AttributeValues => ({
  name: a.name,
  attribute_name: a.attribute_name,
  attribute_type: a.attribute_type,
  isrequired: a.isrequired,
  description: a.description ?? '',
  attributeformat: a.attributeformat ?? '',
  radiogroup: a.radiogroup ?? '',
});

export function EditAttributePage() {
  const { cid, gid, id } = useRouteIds();
  const query = useAttributeQuery(id);
  const [update] = useUpdateAttributeMutation();
  return (
    <QueryFrame query={query} what="attribute">
      {({ attribute }) => (
        <AttributeForm
          title="Edit Attribute"
          cancelTo={paths.attributes.href(cid, gid)}
          initial={toValues(attribute)}
          onSave={(v) => update({ attributeData: { id, ...attributeBody(v) } }).unwrap()}
        />
      )}
    </QueryFrame>
  );
}
