import styled from 'styled-components';
import { errorMessage } from '@kyubos/api';
import { LOGIN_TYPE } from '@kyubos/contracts/constants';
import { useQuotationSettingsQuery, useUpdateQuotationSettingsMutation } from '@kyubos/mfe';
import { CheckboxField, ErrorPanel, LoadingState, TimedAlert, useTimedMessage } from '@kyubos/ui';

/** Maker-checker: the client admin decides whether the creator of a quotation may approve it. */
export function QuotationSettings({ loginType }: { loginType: number }) {
  const settings = useQuotationSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateQuotationSettingsMutation();
  const notice = useTimedMessage();
  const canChange = loginType === LOGIN_TYPE.clientAdmin;

  async function change(checked: boolean) {
    try {
      await update({ approver_must_differ: checked }).unwrap();
      notice.show('Settings saved', 'success');
    } catch (error) {
      notice.show(errorMessage(error));
    }
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
          checked={settings.data.settings.approver_must_differ}
          disabled={!canChange || saving}
          onChange={(checked) => void change(checked)}
        />
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
