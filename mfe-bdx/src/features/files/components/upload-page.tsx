import { useState } from 'react';
import { uploadWithProgress } from '@kyubos/api';
import type { BdxFileSavedResponse } from '@kyubos/contracts';
import { useClientId } from '@kyubos/mfe';
import { BdxUploadForm } from '@kyubos/screens/bdx-upload';
import { paths } from '../../../config/paths';
import { useBdxCarriersQuery } from '../../carriers/api';
import { SendToField } from '../../../shared/send-to-field';
import { bdxListsChanged, useBdxIntakeCategoriesQuery } from '../api';

const uploadAdminFile = (form: FormData, onProgress: (percent: number) => void) =>
  uploadWithProgress<BdxFileSavedResponse>('/createbrdxsamplefile', form, { session: 'admin', onProgress, failureMessage: 'File upload failed!' });

/** 'Create Upload File' (admin): the bordereau for one carrier with its period, control value and LOB, sent with progress. */
export function UploadForm() {
  const clientId = useClientId();
  const carriers = useBdxCarriersQuery(clientId);
  const intakeCategories = useBdxIntakeCategoriesQuery(clientId);
  const [carrierId, setCarrierId] = useState('');

  return (
    <BdxUploadForm
      leadingFields={<SendToField carriers={carriers.data?.carrier} value={carrierId} onChange={setCarrierId} />}
      extraFields={() => ({
        client_id: String(clientId),
        career_id: carrierId,
        career_name: carriers.data?.carrier.find((item) => String(item.id) === carrierId)?.carriername ?? '',
      })}
      intakeCategories={intakeCategories.data?.intakecategory}
      reads={[carriers, intakeCategories]}
      readFailedMessage="The carriers and lines of business could not be loaded."
      upload={uploadAdminFile}
      listHref={paths.created.href()}
      listChanged={bdxListsChanged}
      fileLabel="File Name"
    />
  );
}
