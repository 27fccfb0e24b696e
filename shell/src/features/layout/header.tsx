import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useClientQuery, useClientUserQuery } from '@kyubos/mfe';
import { adminLoginPath, clearAdminSession, isStaff, type AdminSession } from '@kyubos/session';
import { endServerSession } from '@kyubos/api';
import { useMenuButton } from '@kyubos/ui';
import { HeaderBar, logoText } from './layout-boxes';
import { RecordSearch } from './record-search';

/** Client admins: login id + ' - Admin'; staff (login_type 4): first name + ' - Staff'. */
export function greeting(loginType: number, loginId: string | null | undefined, firstName: string | null | undefined): string {
  return isStaff(loginType) ? `${firstName ?? ''} - Staff` : `${loginId ?? ''} - Admin`;
}

/** `search`: the record search box, for those who may read records. */
export function Header({ session, productName, search = false }: { session: AdminSession; productName: string; search?: boolean }) {
  const navigate = useNavigate();
  const staff = isStaff(session.loginType);
  const client = useClientQuery(session.clientId);
  // /editclientuser is made for staff only; admins are greeted by their login id.
  const user = useClientUserQuery(staff ? session.userId : skipToken);
  const menu = useMenuButton<HTMLDivElement>(2);

  function logout() {
    menu.hide();
    endServerSession('admin');
    clearAdminSession();
    // What was read stays until the next sign-in (forgetEarlierSession): screens still mounted would read it again without a token.
    navigate(adminLoginPath(productName));
  }

  const name = client.data?.client.Client_FullName;
  const hello = greeting(session.loginType, client.data?.client.Client_LoginID, user.data?.user.firstname);

  return (
    <HeaderBar>
      <Logo to="/user_admin_home" aria-label={`${productName} home`}>
        {productName}
      </Logo>
      <ClientName>{name ?? (client.isError ? 'Client unavailable' : '\u00a0')}</ClientName>
      {search && <RecordSearch />}
      <Account>
        <AccountButton type="button" {...menu.buttonProps}>
          <span data-testid="greeting">{client.isLoading || user.isLoading ? '\u00a0' : hello}</span>
          <span aria-hidden>▾</span>
        </AccountButton>
        {menu.open && (
          <Dropdown {...menu.menuProps}>
            <DropdownItem {...menu.itemProps(0)} as={Link} to="/User_Admin_Setting" onClick={menu.hide}>
              Setting
            </DropdownItem>
            <DropdownItem {...menu.itemProps(1)} type="button" onClick={logout}>
              Logout
            </DropdownItem>
          </Dropdown>
        )}
      </Account>
    </HeaderBar>
  );
}

const Logo = styled(Link)`
  ${logoText}
  color: inherit;
  text-decoration: none;
`;
const ClientName = styled.div`
  flex: 1;
  font-weight: 600;
  opacity: 0.95;
`;
const Account = styled.div`
  position: relative;
`;
const AccountButton = styled.button`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  background: transparent;
  color: inherit;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 6px 12px;
  font: inherit;
  cursor: pointer;
`;
const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  min-width: 160px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  z-index: 50;
  display: grid;
  padding: 4px;
`;
const DropdownItem = styled.button`
  text-align: left;
  background: none;
  border: 0;
  padding: 8px 12px;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
