import type { Currency } from '@kyubos/contracts';
import { ListScreen } from '@kyubos/screens';
import type { DataTableColumn } from '@kyubos/ui';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
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
    <ListScreen
      title="Currency"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addCurrency.href()}
      editHref={(currency) => paths.editCurrency.href(currency.id)}
    />
  );
}
