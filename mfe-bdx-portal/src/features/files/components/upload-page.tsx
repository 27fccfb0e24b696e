import { useState } from 'react';
import { BdxUploadForm } from '@kyubos/screens/bdx-upload';
import { readCarrierSession } from '@kyubos/session';
import { Page, TextField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { outboundListChanged, useClientIntakeCategoriesQuery } from '../api';
import { uploadBdxFile } from '../transfer';

/** 'Create Upload File': the bordereau with its sender, period, control value and LOB, sent with progress. */
export function UploadPage() {
  const session = readCarrierSession();
  const intakeCategories = useClientIntakeCategoriesQuery(session?.clientId ?? 0);
  const [senderId, setSenderId] = useState('');
  const [senderName, setSenderName] = useState('');

  return (
    <Page title="Create Upload File">
      <BdxUploadForm
        leadingFields={
          <>
            <TextField label="Sender ID" name="sender_id" value={senderId} onChange={setSenderId} maxLength={20} required />
            <TextField label="Sender Company Name" name="sender_name" value={senderName} onChange={setSenderName} maxLength={20} required />
          </>
        }
        extraFields={() => ({
          client_id: String(session?.clientId ?? ''),
          career_id: String(session?.companyId ?? ''),
          sender_id: senderId,
          sender_name: senderName,
        })}
        intakeCategories={intakeCategories.data?.intakecategory}
        reads={[intakeCategories]}
        readFailedMessage="The lines of business could not be loaded."
        upload={uploadBdxFile}
        listHref={paths.outbound.href()}
        listChanged={outboundListChanged}
      />
    </Page>
  );
}
