import type { Currency } from '@kyubos/contracts';
import type { DataTableColumn } from '@kyubos/ui';
import { RecordListPage } from '../../../app/record-list-page';
import { usePlatformDataAccess } from '../../../app/use-reference-access';
import { paths } from '../../../config/paths';
import { useCurrenciesQuery } from '../api';

const columns: DataTableColumn<Currency>[] = [
  { key: 'currency_name', header: 'Currency Name' },
  { key: 'currency_code', header: 'Currency Code', width: '140px' },
  { key: 'country_name', header: 'Country' },
];

export function CurrencyListPage() {
  const query = useCurrenciesQuery();
  const { canWrite } = usePlatformDataAccess(paths.currencies.path);
  return (
    <RecordListPage
      title="Currency"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addCurrency.href()}
      editHref={(currency) => paths.editCurrency.href(currency.id)}
    />
  );
}
