import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage } from '@kyubos/api';
import { useClientQuery, useClientUserQuery } from '@kyubos/mfe';
import { isPlatformAdmin, isStaff, type AdminSession } from '@kyubos/session';
import { Breadcrumbs, ErrorPanel, LoadingState, Page } from '@kyubos/ui';
import { QuotationSettings } from './quotation-settings';

/** 'Setting': the signed-in account and its client, as the server holds them. */
export function SettingPage({ session }: { session: AdminSession }) {
  const client = useClientQuery(session.clientId);
  const user = useClientUserQuery(isStaff(session.loginType) ? session.userId : skipToken);
  const failed = client.isError ? client : user.isError ? user : null;
  const c = client.data?.client;
  const u = user.data?.user;

  return (
    <Page title="Setting" breadcrumbs={<Breadcrumbs items={[{ label: 'Setting' }]} />}>
      {(client.isLoading || user.isLoading) && <LoadingState />}
      {failed && <ErrorPanel title="Your settings could not be loaded" message={errorMessage(failed.error)} onRetry={failed.refetch} />}
      {c && (
        <Details>
          <dt>Client</dt>
          <dd>{c.Client_FullName}</dd>
          <dt>Client type</dt>
          <dd>{c.Client_Type}</dd>
          <dt>Login id</dt>
          <dd>{u?.username ?? c.Client_LoginID ?? ''}</dd>
          {u && (
            <>
              <dt>Name</dt>
              <dd>
                {u.firstname} {u.lastname}
              </dd>
              <dt>Email</dt>
              <dd>{u.email ?? ''}</dd>
              <dt>User type</dt>
              <dd>{u.usertype}</dd>
            </>
          )}
          <dt>Client email</dt>
          <dd>{c.Client_Email ?? ''}</dd>
          <dt>Client phone</dt>
          <dd>{c.Client_Phone ?? ''}</dd>
        </Details>
      )}
      {c && !isPlatformAdmin(session.loginType) && <QuotationSettings loginType={session.loginType} />}
    </Page>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 10px 24px;
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
`;
