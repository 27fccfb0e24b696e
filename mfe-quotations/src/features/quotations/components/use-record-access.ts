import { RECORD_WRITER_ITEMS } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';

/**
 * What the signed-in user may do to a quotation, binder or policy record, by the menu items the
 * server's call rules name for record changes: create and change at Read and Write, delete at Admin.
 */
export function useRecordAccess() {
  const { canWrite, canDelete, isLoading } = useItemAccess(...RECORD_WRITER_ITEMS);
  return { canWrite, canDelete, isLoading };
}
