import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useItemAccess } from '@kyubos/mfe';
import { Breadcrumbs, ErrorPanel, FormGrid, LinkButton, Page, SaveCancelBar, SelectField } from '@kyubos/ui';
import { errorMessage } from '@kyubos/api';
import { QueryFrame } from '../../../app/query-frame';
import { SaveError } from '../../../app/save-error';
import { useClientId } from '../../../app/use-client-id';
import { useSave } from '../../../app/use-save';
import { MENU_ITEMS, paths } from '../../../config/paths';
import {
  useCreateIntakeGroupMutation,
  useGroupsQuery,
  useIntakeGroupQuery,
  useIntakeGroupsQuery,
  useLobQuery,
  useSaveIntakeGroupRanksMutation,
  useUpdateIntakeGroupMutation,
} from '../api';
import { FormPreviewButton } from './form-preview';
import { lobLabel } from './lob-pages';
import { RankStatusTable } from './rank-status-table';

/** /user_admin_intakeattributegroup/{iid}: the groups on a line of business's intake form, 20 a page. */
export function IntakeGroupListPage() {
  const iid = Number(useParams().iid);
  const cid = useClientId();
  const navigate = useNavigate();
  const { canWrite } = useItemAccess(MENU_ITEMS.lob);
  const lob = useLobQuery(iid);
  const query = useIntakeGroupsQuery({ intake_id: iid, cid });
  const [saveRanks] = useSaveIntakeGroupRanksMutation();
  return (
    <QueryFrame query={lob} what="line of business">
      {({ intake }) => {
        const title = `${lobLabel(intake)} Attribute Groups`;
        return (
          <Page
            title={title}
            breadcrumbs={<Breadcrumbs items={[{ label: 'Lines of Business', to: paths.lobs.href() }, { label: title }]} />}
            toolbar={
              <>
                <FormPreviewButton intakeId={iid} />
                <LinkButton to={paths.lobs.href()}>Back</LinkButton>
              </>
            }
          >
            <RankStatusTable
              caption={title}
              rows={query.data?.Attiributecategory ?? []}
              pageSize={20}
              showRowsSummary
              canWrite={canWrite}
              isLoading={query.isLoading}
              error={query.error}
              onRetry={() => void query.refetch()}
              onOpen={canWrite ? (g) => navigate(paths.editIntakeGroup.href(iid, g.id)) : undefined}
              onAdd={canWrite ? () => navigate(paths.addIntakeGroup.href(iid)) : undefined}
              addLabel="Add an attribute group"
              onSave={(rows) => saveRanks(rows).unwrap()}
            />
          </Page>
        );
      }}
    </QueryFrame>
  );
}

function IntakeGroupForm({ iid, title, initial, onSave }: { iid: number; title: string; initial: string; onSave: (groupId: number) => Promise<unknown> }) {
  const navigate = useNavigate();
  const groups = useGroupsQuery(useClientId());
  const [groupId, setGroupId] = useState(initial);
  const { saving, error, run } = useSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => onSave(Number(groupId)))) navigate(paths.intakeGroups.href(iid));
  }
  return (
    <Page
      title={title}
      breadcrumbs={<Breadcrumbs items={[{ label: 'Lines of Business', to: paths.lobs.href() }, { label: 'Attribute Groups', to: paths.intakeGroups.href(iid) }, { label: title }]} />}
    >
      {groups.isError ? (
        <ErrorPanel title="The attribute groups could not be loaded" message={errorMessage(groups.error)} onRetry={() => void groups.refetch()} />
      ) : (
        <form onSubmit={submit}>
          <SaveError message={error} />
          <FormGrid>
            <SelectField
              label="Attribute Group"
              name="attribute_group_id"
              required
              placeholder={groups.isLoading ? 'Loading…' : 'Select'}
              value={groupId}
              options={(groups.data?.Attiributecategory ?? []).map((g) => ({ value: String(g.id), label: `${g.name} (${g.displaytype})` }))}
              onChange={setGroupId}
            />
          </FormGrid>
          <SaveCancelBar saving={saving} cancelTo={paths.intakeGroups.href(iid)} />
        </form>
      )}
    </Page>
  );
}

export function AddIntakeGroupPage() {
  const iid = Number(useParams().iid);
  const client_id = useClientId();
  const [create] = useCreateIntakeGroupMutation();
  return (
    <IntakeGroupForm
      iid={iid}
      title="Add Attribute Group"
      initial=""
      onSave={(attribute_group_id) => create({ client_id, intake_id: iid, attribute_group_id }).unwrap()}
    />
  );
}

export function EditIntakeGroupPage() {
  const params = useParams();
  const iid = Number(params.iid);
  const id = Number(params.id);
  const query = useIntakeGroupQuery(id);
  const [update] = useUpdateIntakeGroupMutation();
  return (
    <QueryFrame query={query} what="attribute group">
      {({ Attiribute }) => (
        <IntakeGroupForm
          iid={iid}
          title="Edit Attribute Group"
          initial={String(Attiribute.attribute_group_id)}
          onSave={(attribute_group_id) => update({ attributegroupData: { id, attribute_group_id } }).unwrap()}
        />
      )}
    </QueryFrame>
  );
}
