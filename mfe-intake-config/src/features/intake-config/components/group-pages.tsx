import { Link, useNavigate } from 'react-router-dom';
import { attributeGroupSchema, createAttributeGroupRequest, type AttributeGroup, type DisplayType, type NewGroupDisplayType } from '@kyubos/contracts';
import { DEFAULT_NUMBER_OF_ROW, displayTypeHasRows, displayTypeOptions } from '@kyubos/domain';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { FormScreen, RecordForm, useRouteRecord, useSchemaForm } from '@kyubos/screens';
import { Breadcrumbs, FormGrid, Page, SelectField, TextField, type DataTableColumn } from '@kyubos/ui';
import { MENU_ITEMS, paths } from '../../../config/paths';
import { useCreateGroupMutation, useGroupQuery, useGroupsQuery, useSaveGroupRanksMutation, useUpdateGroupMutation } from '../api';
import { RankStatusTable } from './rank-status-table';

/** The list every attribute group and attribute screen returns to. */
export const GROUPS = { label: 'Attribute Groups', href: paths.groups.href() };

/** /user_admin_attributegroup: the client's attribute groups, ranks and status saved together. */
export function GroupListPage() {
  const cid = useClientId();
  const navigate = useNavigate();
  const { canWrite } = useItemAccess(MENU_ITEMS.attributeGroups);
  const query = useGroupsQuery(cid);
  const [saveRanks] = useSaveGroupRanksMutation();
  const attributeLink: DataTableColumn<AttributeGroup>[] = [
    {
      key: 'attribute',
      header: 'Attribute',
      filterValue: () => '',
      render: (g) => <Link to={paths.attributes.href(cid, g.id)}>Attribute</Link>,
    },
  ];
  return (
    <Page title={GROUPS.label} breadcrumbs={<Breadcrumbs items={[{ label: GROUPS.label }]} />}>
      <RankStatusTable
        caption="Attribute groups"
        area={GROUPS.label}
        rows={query.data?.Attiributecategory ?? []}
        extraColumns={attributeLink}
        pageSize={10}
        canWrite={canWrite}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        onOpen={canWrite ? (g) => navigate(paths.editGroup.href(cid, g.id)) : undefined}
        onAdd={canWrite ? () => navigate(paths.addGroup.href(cid)) : undefined}
        addLabel="Add an attribute group"
        onSave={(rows) => saveRanks(rows).unwrap()}
      />
    </Page>
  );
}

const FIELDS = ['name', 'displaytype', 'numberofrow'] as const;
type GroupValues = Record<(typeof FIELDS)[number], string>;

function GroupForm({
  mode,
  initial,
  onSave,
}: {
  mode: 'add' | 'edit';
  initial?: AttributeGroup;
  onSave: (values: Omit<GroupValues, 'displaytype'> & { displaytype: DisplayType }) => Promise<unknown>;
}) {
  // Checked by the rules of the request it sends: a new group cannot be a Table yet.
  const form = useSchemaForm(mode === 'add' ? createAttributeGroupRequest : attributeGroupSchema, initial ?? { numberofrow: DEFAULT_NUMBER_OF_ROW }, FIELDS);
  const { values } = form;
  const displaytype = values.displaytype as DisplayType;
  return (
    <RecordForm
      form={form}
      // Rows only mean something for a Table.
      onSave={() => onSave({ ...values, displaytype, numberofrow: displayTypeHasRows(displaytype) ? values.numberofrow : DEFAULT_NUMBER_OF_ROW })}
      listHref={GROUPS.href}
    >
      <FormGrid>
        <TextField {...form.field('name', 'Group Name')} />
        <SelectField
          placeholder="Select"
          options={displayTypeOptions(mode).map((t) => ({ value: t, label: t }))}
          {...form.field('displaytype', 'Display Type')}
        />
        {displayTypeHasRows(displaytype) && <TextField type="number" {...form.field('numberofrow', 'Number of Row')} required />}
      </FormGrid>
    </RecordForm>
  );
}

export function AddGroupPage() {
  const client_id = useClientId();
  const [create] = useCreateGroupMutation();
  return (
    <FormScreen title="Add Attribute Group" list={GROUPS} access={useItemAccess(MENU_ITEMS.attributeGroups)}>
      {/* The add form offers and checks only a new group's display types. */}
      <GroupForm mode="add" onSave={(values) => create({ client_id, ...values, displaytype: values.displaytype as NewGroupDisplayType }).unwrap()} />
    </FormScreen>
  );
}

export function EditGroupPage() {
  const { id, load } = useRouteRecord(useGroupQuery);
  const [update] = useUpdateGroupMutation();
  return (
    <FormScreen title="Edit Attribute Group" list={GROUPS} access={useItemAccess(MENU_ITEMS.attributeGroups)} load={load} what="attribute group">
      {({ Attiribute }) => <GroupForm mode="edit" initial={Attiribute} onSave={(values) => update({ attributegroupData: { id, ...values } }).unwrap()} />}
    </FormScreen>
  );
}
