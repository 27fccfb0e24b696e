import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, savedMeanwhile } from '@kyubos/api';
import { LOGIN_TYPE } from '@kyubos/contracts/constants';
import { useQuotationSettingsQuery, useUpdateQuotationSettingsMutation } from '@kyubos/mfe';
import { Alert, Button, CheckboxField, ErrorPanel, LoadingState, TimedAlert, useTimedMessage } from '@kyubos/ui';

/** Maker-checker: the client admin decides whether the creator of a quotation may approve it. */
export function QuotationSettings({ loginType }: { loginType: number }) {
  const settings = useQuotationSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateQuotationSettingsMutation();
  const notice = useTimedMessage();
  const canChange = loginType === LOGIN_TYPE.clientAdmin;
  // A change refused because another admin saved the settings since they were read: the choice made stays shown with the message until they are read again.
  const [conflict, setConflict] = useState<{ choice: boolean; message: string } | null>(null);

  async function change(checked: boolean) {
    try {
      // With the version read (null: never saved), so a change over another admin's answers 409.
      await update({ approver_must_differ: checked, updatedAt: settings.data?.updatedAt ?? null }).unwrap();
      notice.show('Settings saved', 'success');
    } catch (error) {
      if (savedMeanwhile(error)) setConflict({ choice: checked, message: errorMessage(error) });
      else notice.show(errorMessage(error));
    }
  }

  function reload() {
    setConflict(null);
    void settings.refetch();
  }

  return (
    <Section aria-labelledby="quotation-settings-title">
      <h2 id="quotation-settings-title">Quotation approval</h2>
      {settings.isLoading && <LoadingState />}
      {settings.isError && (
        <ErrorPanel title="The quotation settings could not be loaded" message={errorMessage(settings.error)} onRetry={settings.refetch} />
      )}
      {settings.data && (
        <CheckboxField
          label="Approver must differ from the creator"
          name="approver_must_differ"
          hint={canChange ? 'When on, nobody can approve a quotation they wrote.' : 'Only the client admin can change this.'}
          checked={conflict ? conflict.choice : settings.data.settings.approver_must_differ}
          disabled={!canChange || saving || conflict !== null}
          onChange={(checked) => void change(checked)}
        />
      )}
      {conflict && (
        <Alert>
          {conflict.message}{' '}
          <Button variant="secondary" size="sm" onClick={reload}>
            Reload the settings
          </Button>
        </Alert>
      )}
      <TimedAlert message={notice.message} />
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }
`;
