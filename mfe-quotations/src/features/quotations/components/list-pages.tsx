import { STORAGE_KEYS } from '@kyubos/session';
import { Button, Card } from '@kyubos/ui';
import { useState } from 'react';
import { ListNoticeAlert } from './record-view';
import { LIST_SETUP, RecordList, RecordListScreen } from './record-list';

/** /user_admin_policy_quotations: quotations only, 15 a page with "Showing rows A to B of N". */
export function QuotationListPage() {
  return <RecordListScreen kind="quotations" notice={<ListNoticeAlert />} />;
}

/** /user_admin_policies: policy-stage records only. */
export function PolicyListPage() {
  return <RecordListScreen kind="policies" />;
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
  return <RecordListScreen kind="binders" view={view} toolbar={toggle} notice={<ListNoticeAlert />} />;
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
