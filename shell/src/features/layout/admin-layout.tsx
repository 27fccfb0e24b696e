import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { forgetEarlierSession } from '@kyubos/api';
import { RECORD_READER_ITEMS, RECORD_WRITER_ITEMS } from '@kyubos/contracts/constants';
import { ACCOUNT_REPLACED_NOTICE, SessionEndedDialog, signInAgainAdmin, useAccountReplaced, useItemAccess } from '@kyubos/mfe';
import { adminLoginPath, clearAdminSession, hadSideBar, hadSubmenuRow, keepSideBar, keepSubmenuRow, type AdminSession } from '@kyubos/session';
import { Alert, MAIN_CONTENT_ID, PageArrival, SkipLink } from '@kyubos/ui';
import { SHELL_PATHS } from '../../config/paths';
import { useSideBarIntakeCategoriesQuery } from './api';
import { Footer } from './footer';
import { Header } from './header';
import { LayoutBody, LayoutPage, LayoutTop } from './layout-boxes';
import { menuAreaHeight } from './menu-links';
import { SideBar } from './side-bar';
import { TopMenu } from './top-menu';
import { useAccessKeptCurrent } from './use-access-kept-current';
import { useMenu } from './use-menu';

/** Header, menus, side bar and footer around every signed-in page (the page itself is `children`). */
export function AdminLayout({ session, productName, children }: { session: AdminSession; productName: string; children: ReactNode }) {
  const menu = useMenu(session);
  // The side bar opens the quotation form of each line of business: for those who may create records.
  const records = useItemAccess(...RECORD_WRITER_ITEMS);
  // The header's search box finds records: for those who may read them.
  const recordReader = useItemAccess(...RECORD_READER_ITEMS);
  const intakeCategories = useSideBarIntakeCategoriesQuery({ client_id: session.clientId }, { skip: !records.canWrite });
  // Until the caller's access arrives, the side bar stays as the last visit showed it (as the frame does).
  const [sideBarBefore] = useState(hadSideBar);
  const sideBar = records.isLoading ? sideBarBefore : records.canWrite;
  useEffect(() => {
    if (!records.isLoading) keepSideBar(records.canWrite);
  }, [records.isLoading, records.canWrite]);
  // The sub-menu row is reserved from the first paint where it was shown at the last visit (as the frame does).
  const { pathname, state } = useLocation();
  const [hasSubmenus, setHasSubmenus] = useState(() => hadSubmenuRow(pathname));
  useAccessKeptCurrent(pathname);
  const onActiveChange = useCallback(
    (value: boolean) => {
      setHasSubmenus(value);
      keepSubmenuRow(pathname, value);
    },
    [pathname],
  );

  const navigate = useNavigate();
  // Another account signed in (here or in another tab): nothing of the earlier user's stays on the
  // page or is sent under the new account; the new user's home opens and says why.
  useAccountReplaced(
    'admin',
    useCallback(() => {
      navigate(SHELL_PATHS.home, { state: { accountReplaced: true } satisfies AccountReplacedState });
      forgetEarlierSession();
    }, [navigate]),
  );
  const signOut = useCallback(() => {
    clearAdminSession();
    navigate(adminLoginPath(productName));
  }, [navigate, productName]);
  const accountReplaced = (state as AccountReplacedState | null)?.accountReplaced === true;

  return (
    <LayoutPage>
      <SkipLink />
      <PageArrival pathname={pathname} />
      <SessionEndedDialog kind="admin" signInAgain={signInAgainAdmin} onSignOut={signOut} />
      <Top style={{ minHeight: menuAreaHeight(hasSubmenus) }} data-testid="menu-area">
        <Header session={session} productName={productName} search={recordReader.canRead} />
        <TopMenu
          menus={menu.data?.menuWithSubmenu}
          isLoading={menu.isLoading}
          isError={menu.isError}
          onRetry={menu.refetch}
          onActiveChange={onActiveChange}
        />
      </Top>
      <LayoutBody>
        {sideBar && (
          <SideBar
            intakeCategories={intakeCategories.data?.intakecategory}
            isLoading={records.isLoading || intakeCategories.isLoading}
            isError={intakeCategories.isError}
            onRetry={intakeCategories.refetch}
          />
        )}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {accountReplaced && <Alert>{ACCOUNT_REPLACED_NOTICE}</Alert>}
          {children}
        </Main>
      </LayoutBody>
      <Footer />
    </LayoutPage>
  );
}

/** The navigation state of the home opened because another account took the page's place. */
interface AccountReplacedState {
  accountReplaced: true;
}

const Top = styled(LayoutTop)`
  display: flex;
  flex-direction: column;
  /* The menu rows share whatever height the menu area has beyond the header. */
  & > nav {
    flex: 1;
    display: flex;
    flex-direction: column;
  }
  & > nav > * {
    flex: 1;
  }
`;
const Main = styled.main`
  flex: 1;
  outline: none;
  min-width: 0;
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.background};
`;
