import { STORAGE_KEYS } from '@kyubos/session';
import { Breadcrumbs, Button, Card, Page } from '@kyubos/ui';
import { useState } from 'react';
import { ListNoticeAlert } from './record-view';
import { LIST_SETUP, RecordList } from './record-list';

/** /user_admin_policy_quotations: quotations only, 15 a page with "Showing rows A to B of N". */
export function QuotationListPage() {
  return (
    <Page title={LIST_SETUP.quotations.title} breadcrumbs={<Breadcrumbs items={[{ label: LIST_SETUP.quotations.title }]} />}>
      <ListNoticeAlert />
      <RecordList kind="quotations" />
    </Page>
  );
}

/** /user_admin_policies: policy-stage records only. */
export function PolicyListPage() {
  return (
    <Page title={LIST_SETUP.policies.title} breadcrumbs={<Breadcrumbs items={[{ label: LIST_SETUP.policies.title }]} />}>
      <RecordList kind="policies" />
    </Page>
  );
}

type ViewType = 'list' | 'grid';
const storedViewType = (): ViewType => (localStorage.getItem(STORAGE_KEYS.viewType) === 'grid' ? 'grid' : 'list');

/** /user_admin_policy_binder: a list or cards, as the stored viewType says (list by default). */
export function BinderListPage() {
  const [view, setView] = useState<ViewType>(storedViewType);
  const choose = (next: ViewType) => {
    localStorage.setItem(STORAGE_KEYS.viewType, next);
    setView(next);
  };
  const toggle = (
    <>
      <Button variant="secondary" aria-pressed={view === 'list'} onClick={() => choose('list')}>
        List
      </Button>
      <Button variant="secondary" aria-pressed={view === 'grid'} onClick={() => choose('grid')}>
        Grid
      </Button>
    </>
  );
  return (
    <Page title={LIST_SETUP.binders.title} breadcrumbs={<Breadcrumbs items={[{ label: LIST_SETUP.binders.title }]} />}>
      <ListNoticeAlert />
      <RecordList kind="binders" view={view} toolbar={toggle} />
    </Page>
  );
}

/**
 * The full list (quotations, binders and policies) the shell's home page shows below its tiles:
 * selecting a row keeps its customer for the next quotation.
 */
export function FullRecordListPanel() {
  return (
    <Card>
      <h2>{LIST_SETUP.all.title}</h2>
      <ListNoticeAlert />
      <RecordList kind="all" />
    </Card>
  );
}
