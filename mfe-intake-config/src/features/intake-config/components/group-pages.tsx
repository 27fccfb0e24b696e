import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AttributeGroup, DisplayType } from '@kyubos/contracts';
import { DEFAULT_NUMBER_OF_ROW, displayTypeHasRows, displayTypeOptions } from '@kyubos/domain';
import { useItemAccess } from '@kyubos/mfe';
import { Breadcrumbs, FormGrid, Page, SaveCancelBar, SelectField, TextField, type DataTableColumn } from '@kyubos/ui';
import { QueryFrame } from '../../../app/query-frame';
import { SaveError } from '../../../app/save-error';
import { useClientId } from '../../../app/use-client-id';
import { useSave } from '../../../app/use-save';
import { MENU_ITEMS, paths } from '../../../config/paths';
import { useCreateGroupMutation, useGroupQuery, useGroupsQuery, useSaveGroupRanksMutation, useUpdateGroupMutation } from '../api';
import { RankStatusTable } from './rank-status-table';

const GROUPS_CRUMB = { label: 'Attribute Groups', to: paths.groups.href() };

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
    <Page title="Attribute Groups" breadcrumbs={<Breadcrumbs items={[{ label: 'Attribute Groups' }]} />}>
      <RankStatusTable
        caption="Attribute groups"
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

interface GroupValues {
  name: string;
  displaytype: DisplayType | '';
  numberofrow: string;
}

function GroupForm({ mode, initial, onSave }: { mode: 'add' | 'edit'; initial: GroupValues; onSave: (v: GroupValues & { displaytype: DisplayType }) => Promise<unknown> }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const { saving, error, run } = useSave();
  const title = mode === 'add' ? 'Add Attribute Group' : 'Edit Attribute Group';
  async function submit(event: FormEvent) {
    event.preventDefault();
    const { displaytype } = values;
    if (!displaytype) return;
    // Rows only mean something for a Table.
    const numberofrow = displayTypeHasRows(displaytype) ? values.numberofrow : DEFAULT_NUMBER_OF_ROW;
    if (await run(() => onSave({ ...values, displaytype, numberofrow }))) navigate(paths.groups.href());
  }
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[GROUPS_CRUMB, { label: title }]} />}>
      <form onSubmit={submit}>
        <SaveError message={error} />
        <FormGrid>
          <TextField label="Group Name" name="name" required value={values.name} onChange={(v) => setValues({ ...values, name: v })} />
          <SelectField
            label="Display Type"
            name="displaytype"
            required
            placeholder="Select"
            value={values.displaytype}
            options={displayTypeOptions(mode).map((t) => ({ value: t, label: t }))}
            onChange={(v) => setValues({ ...values, displaytype: v as DisplayType })}
          />
          {displayTypeHasRows(values.displaytype) && (
            <TextField
              label="Number of Row"
              name="numberofrow"
              type="number"
              min={1}
              max={100}
              required
              value={values.numberofrow}
              onChange={(v) => setValues({ ...values, numberofrow: v })}
            />
          )}
        </FormGrid>
        <SaveCancelBar saving={saving} cancelTo={paths.groups.href()} />
      </form>
    </Page>
  );
}

export function AddGroupPage() {
  const client_id = useClientId();
  const [create] = useCreateGroupMutation();
  return (
    <GroupForm
      mode="add"
      initial={{ name: '', displaytype: '', numberofrow: DEFAULT_NUMBER_OF_ROW }}
      onSave={(v) => create({ client_id, ...v }).unwrap()}
    />
  );
}

export function EditGroupPage() {
  const id = Number(useParams().id);
  const query = useGroupQuery(id);
  const [update] = useUpdateGroupMutation();
  return (
    <QueryFrame query={query} what="attribute group">
      {({ Attiribute: g }) => (
        <GroupForm
          mode="edit"
          initial={{ name: g.name, displaytype: g.displaytype, numberofrow: g.numberofrow }}
          onSave={(v) => update({ attributegroupData: { id, ...v } }).unwrap()}
        />
      )}
    </QueryFrame>
  );
}
