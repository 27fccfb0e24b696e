import { useNavigate } from 'react-router-dom';
import { skipToken } from '@kyubos/api';
import { ATTRIBUTE_INPUT_TYPES, ATTRIBUTE_NAMES, createAttributeRequest, type Attribute, type AttributeInputType, type AttributeName, type Mandatory } from '@kyubos/contracts';
import { ATTRIBUTE_FORMAT_HINT, formatRule, typeHasFormat, typeHasRadioGroup, typeHasSelectGroup } from '@kyubos/domain';
import { useItemAccess } from '@kyubos/mfe';
import { FormScreen, QueryView, RecordForm, useRouteIds, useSchemaForm } from '@kyubos/screens';
import { Breadcrumbs, FormGrid, LinkButton, Page, RadioGroupField, SelectField, TextAreaField, TextField } from '@kyubos/ui';
import { MENU_ITEMS, paths } from '../../../config/paths';
import {
  useAttributeQuery,
  useAttributesQuery,
  useCreateAttributeMutation,
  useGroupQuery,
  useSaveAttributeRanksMutation,
  useUpdateAttributeMutation,
} from '../api';
import { GROUPS } from './group-pages';
import { RankStatusTable } from './rank-status-table';

/** /user_admin_attributes/{cid}/{gid}: a group's attributes, ranks and status saved together. */
export function AttributeListPage() {
  const ids = useRouteIds('cid', 'gid');
  const navigate = useNavigate();
  const { canWrite } = useItemAccess(MENU_ITEMS.attributeGroups);
  const group = useGroupQuery(ids?.gid ?? skipToken);
  const query = useAttributesQuery(ids ? { gid: ids.gid, client_id: ids.cid } : skipToken);
  const [saveRanks] = useSaveAttributeRanksMutation();
  return (
    <QueryView query={ids && group} area={GROUPS.label} what="attribute group">
      {({ Attiribute: g }) => {
        const { cid, gid } = ids ?? { cid: 0, gid: 0 };
        return (
          <Page title={`${g.name} Attribute`} breadcrumbs={<Breadcrumbs items={[{ label: GROUPS.label, to: GROUPS.href }, { label: `${g.name} Attribute` }]} />}>
            <RankStatusTable
              caption={`${g.name} attributes`}
              area={`${g.name} Attribute`}
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
              cancel={<LinkButton to={GROUPS.href}>Cancel</LinkButton>}
            />
          </Page>
        );
      }}
    </QueryView>
  );
}

const FIELDS = ['name', 'attribute_name', 'attribute_type', 'isrequired', 'description', 'attributeformat', 'radiogroup', 'selectgroup'] as const;
export type AttributeValues = Record<(typeof FIELDS)[number], string>;

/** The fields of spec 2 §2-§3; Format/Data Type for text, secure and PI secure, Radio Box Group for radio, Select Box Options for SelectBox. */
export function AttributeForm({
  listHref,
  initial,
  onSave,
}: {
  listHref: string;
  initial?: Attribute;
  onSave: (values: AttributeValues & ReturnType<typeof formatRule>) => Promise<unknown>;
}) {
  const form = useSchemaForm(createAttributeRequest, initial, FIELDS);
  const { values } = form;
  const derived = formatRule(values.attributeformat);
  const type = values.attribute_type as AttributeInputType;
  const mandatory = form.field('isrequired', 'Mandatory');
  return (
    <RecordForm form={form} onSave={() => onSave({ ...values, ...derived })} listHref={listHref}>
      <FormGrid>
        <TextField {...form.field('name', 'Name')} />
        {/* Optional: the line's own questions (Employees, VIN) hold no customer or record field. */}
        <SelectField placeholder="None" options={ATTRIBUTE_NAMES.map((n) => ({ value: n, label: n }))} {...form.field('attribute_name', 'Attribute Name')} />
        <SelectField placeholder="Select" options={ATTRIBUTE_INPUT_TYPES.map((t) => ({ value: t, label: t }))} {...form.field('attribute_type', 'Attribute Type')} />
        <RadioGroupField
          {...mandatory}
          // Not Required is stored as a blank.
          required={false}
          value={values.isrequired === 'Required' ? 'Required' : 'Not Required'}
          options={[
            { value: 'Required', label: 'Required' },
            { value: 'Not Required', label: 'Not Required' },
          ]}
          onChange={(v) => mandatory.onChange(v === 'Required' ? 'Required' : '')}
        />
        {typeHasFormat(type) && (
          <>
            <TextField hint={ATTRIBUTE_FORMAT_HINT} {...form.field('attributeformat', 'Format')} />
            <TextField label="Data Type" name="attribute_data_type" readOnly value={derived.attribute_data_type ?? ''} onChange={() => undefined} />
          </>
        )}
        {typeHasRadioGroup(type) && <TextField {...form.field('radiogroup', 'Radio Box Group')} required />}
        {typeHasSelectGroup(type) && <TextField hint="separate the options with commas" {...form.field('selectgroup', 'Select Box Options')} required />}
        <TextAreaField fullWidth {...form.field('description', 'Description')} />
      </FormGrid>
    </RecordForm>
  );
}

/** The body fields of create and update, from the form's values. */
const attributeBody = (v: AttributeValues & ReturnType<typeof formatRule>) => {
  const type = v.attribute_type as AttributeInputType;
  return {
    name: v.name,
    attribute_name: v.attribute_name === '' ? null : (v.attribute_name as AttributeName),
    attribute_type: type,
    isrequired: v.isrequired as Mandatory,
    description: v.description,
    attributeformat: typeHasFormat(type) ? v.attributeformat : '',
    radiogroup: typeHasRadioGroup(type) ? v.radiogroup : '',
    selectgroup: typeHasSelectGroup(type) ? v.selectgroup : '',
    attribute_max_lenght: v.attribute_max_lenght,
    attribute_data_type: v.attribute_data_type,
  };
};

const attributesList = (cid: number, gid: number) => ({ label: 'Attributes', href: paths.attributes.href(cid, gid) });

export function AddAttributePage() {
  const { cid, gid } = useRouteIds('cid', 'gid') ?? { cid: 0, gid: 0 };
  const [create] = useCreateAttributeMutation();
  const list = attributesList(cid, gid);
  return (
    <FormScreen title="Add Attribute" list={list} access={useItemAccess(MENU_ITEMS.attributeGroups)} parents={[{ label: GROUPS.label, to: GROUPS.href }]}>
      <AttributeForm listHref={list.href} onSave={(v) => create({ group_id: gid, client_id: cid, ...attributeBody(v) }).unwrap()} />
    </FormScreen>
  );
}

export function EditAttributePage() {
  const ids = useRouteIds('cid', 'gid', 'id');
  const query = useAttributeQuery(ids?.id ?? skipToken);
  const [update] = useUpdateAttributeMutation();
  const list = attributesList(ids?.cid ?? 0, ids?.gid ?? 0);
  return (
    <FormScreen
      title="Edit Attribute"
      list={list}
      access={useItemAccess(MENU_ITEMS.attributeGroups)}
      parents={[{ label: GROUPS.label, to: GROUPS.href }]}
      load={ids && query}
      what="attribute"
    >
      {({ attribute }) => (
        <AttributeForm listHref={list.href} initial={attribute} onSave={(v) => update({ attributeData: { id: attribute.id, ...attributeBody(v) } }).unwrap()} />
      )}
    </FormScreen>
  );
}
