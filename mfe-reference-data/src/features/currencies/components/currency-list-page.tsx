import type { Currency } from '@kyubos/contracts';
import type { DataTableColumn } from '@kyubos/ui';
import { RecordListScreen } from '../../../shared/record-list-screen';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { paths, records } from '../../../config/paths';
import { useCurrenciesQuery } from '../api';

const columns: DataTableColumn<Currency>[] = [
  { key: 'currency_name', header: 'Currency Name' },
  { key: 'currency_code', header: 'Currency Code', width: '140px' },
  { key: 'country_name', header: 'Country' },
];

export function CurrencyListPage() {
  const access = usePlatformDataAccess(paths.currencies.path);
  return (
    <RecordListScreen
      title="Currency"
      columns={columns}
      query={useCurrenciesQuery()}
      access={access}
      routes={records.currencies}
      rowName={(currency) => currency.currency_name}
    />
  );
}
