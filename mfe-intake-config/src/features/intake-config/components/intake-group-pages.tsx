import { useNavigate } from 'react-router-dom';
import { skipToken } from '@kyubos/api';
import { createIntakeAttributeGroupRequest, type IntakeAttributeGroup } from '@kyubos/contracts';
import { intakeCategoryLabel } from '@kyubos/domain';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { FormScreen, QueryError, QueryView, RecordForm, useRouteIds, useRouteRecord, useSchemaForm } from '@kyubos/screens';
import { Breadcrumbs, FormGrid, LinkButton, LOADING_TEXT, Page, SelectField } from '@kyubos/ui';
import { MENU_ITEMS, paths } from '../../../config/paths';
import {
  useCreateIntakeGroupMutation,
  useGroupsQuery,
  useIntakeGroupQuery,
  useIntakeGroupsQuery,
  useIntakeCategoryQuery,
  useSaveIntakeGroupRanksMutation,
  useUpdateIntakeGroupMutation,
} from '../api';
import { FormPreviewButton } from './form-preview';
import { INTAKE_CATEGORIES } from './intake-category-pages';
import { RankStatusTable } from './rank-status-table';

/** /user_admin_intakeattributegroup/{iid}: the groups on a line of business's intake form, 20 a page. */
export function IntakeGroupListPage() {
  const iid = useRouteIds('iid')?.iid ?? null;
  const cid = useClientId();
  const navigate = useNavigate();
  const { canWrite } = useItemAccess(MENU_ITEMS.intakeCategory);
  const intakeCategory = useIntakeCategoryQuery(iid ?? skipToken);
  const query = useIntakeGroupsQuery(iid === null ? skipToken : { intake_id: iid, cid });
  const [saveRanks] = useSaveIntakeGroupRanksMutation();
  return (
    <QueryView query={iid === null ? null : intakeCategory} area={INTAKE_CATEGORIES.label} what="line of business">
      {({ intake }) => {
        const title = `${intakeCategoryLabel(intake)} Attribute Groups`;
        return (
          <Page
            title={title}
            breadcrumbs={<Breadcrumbs items={[{ label: INTAKE_CATEGORIES.label, to: INTAKE_CATEGORIES.href }, { label: title }]} />}
            toolbar={
              <>
                <FormPreviewButton intakeId={intake.id} />
                <LinkButton to={INTAKE_CATEGORIES.href}>Back</LinkButton>
              </>
            }
          >
            <RankStatusTable
              caption={title}
              area={title}
              rows={query.data?.Attiributecategory ?? []}
              pageSize={20}
              canWrite={canWrite}
              isLoading={query.isLoading}
              error={query.error}
              onRetry={() => void query.refetch()}
              onOpen={canWrite ? (g) => navigate(paths.editIntakeGroup.href(intake.id, g.id)) : undefined}
              onAdd={canWrite ? () => navigate(paths.addIntakeGroup.href(intake.id)) : undefined}
              addLabel="Add an attribute group"
              onSave={(rows) => saveRanks(rows).unwrap()}
            />
          </Page>
        );
      }}
    </QueryView>
  );
}

const FIELDS = ['attribute_group_id'] as const;

function IntakeGroupForm({ listHref, initial, onSave }: { listHref: string; initial?: IntakeAttributeGroup; onSave: (groupId: number) => Promise<unknown> }) {
  const groups = useGroupsQuery(useClientId());
  const form = useSchemaForm(createIntakeAttributeGroupRequest, initial, FIELDS);
  if (groups.error) return <QueryError error={groups.error} area="Attribute Groups" what="attribute groups" retry={groups.refetch} />;
  return (
    <RecordForm form={form} onSave={() => onSave(Number(form.values.attribute_group_id))} listHref={listHref}>
      <FormGrid>
        <SelectField
          placeholder={groups.isLoading ? LOADING_TEXT : 'Select'}
          options={(groups.data?.Attiributecategory ?? []).map((g) => ({ value: String(g.id), label: `${g.name} (${g.displaytype})` }))}
          {...form.field('attribute_group_id', 'Attribute Group')}
        />
      </FormGrid>
    </RecordForm>
  );
}

/** The screens below one line of business: its attribute groups list, under the lines of business. */
const intakeGroupsList = (iid: number) => ({ label: 'Attribute Groups', href: paths.intakeGroups.href(iid) });

export function AddIntakeGroupPage() {
  const iid = useRouteIds('iid')?.iid ?? 0;
  const client_id = useClientId();
  const [create] = useCreateIntakeGroupMutation();
  const list = intakeGroupsList(iid);
  return (
    <FormScreen
      title="Add Attribute Group"
      list={list}
      access={useItemAccess(MENU_ITEMS.intakeCategory)}
      parents={[{ label: INTAKE_CATEGORIES.label, to: INTAKE_CATEGORIES.href }]}
    >
      <IntakeGroupForm listHref={list.href} onSave={(attribute_group_id) => create({ client_id, intake_id: iid, attribute_group_id }).unwrap()} />
    </FormScreen>
  );
}

export function EditIntakeGroupPage() {
  const iid = useRouteIds('iid')?.iid ?? 0;
  const { id, load } = useRouteRecord(useIntakeGroupQuery);
  const [update] = useUpdateIntakeGroupMutation();
  const list = intakeGroupsList(iid);
  return (
    <FormScreen
      title="Edit Attribute Group"
      list={list}
      access={useItemAccess(MENU_ITEMS.intakeCategory)}
      parents={[{ label: INTAKE_CATEGORIES.label, to: INTAKE_CATEGORIES.href }]}
      load={load}
      what="attribute group"
    >
      {({ Attiribute }) => (
        <IntakeGroupForm
          listHref={list.href}
          initial={Attiribute}
          onSave={(attribute_group_id) => update({ attributegroupData: { id, attribute_group_id } }).unwrap()}
        />
      )}
    </FormScreen>
  );
}
