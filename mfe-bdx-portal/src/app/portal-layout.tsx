import { useCallback } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { endServerSession, forgetEarlierSession, getRuntimeConfig } from '@kyubos/api';
import { ACCOUNT_REPLACED_NOTICE, SessionEndedDialog, useAccountReplaced, usePageSession } from '@kyubos/mfe';
import { clearCarrierSession, readCarrierSession } from '@kyubos/session';
import { Alert, Button, COPYRIGHT_LINE, MAIN_CONTENT_ID, PageArrival, SkipLink } from '@kyubos/ui';
import { paths } from '../config/paths';
import { useCarrierClientQuery, useCarrierQuery } from '../features/session/api';
import { signInAgainCarrier } from '../features/session/carrier-sign-in';

const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
] as const;

/** The portal's own frame: header with the client and carrier names, Inbound / Outbound menu, footer. */
export function PortalLayout() {
  const navigate = useNavigate();
  const { productName } = getRuntimeConfig();
  // Read again when the session changes (a sign-in or sign-out here or in another tab).
  usePageSession('carrier');
  const session = readCarrierSession();
  const client = useCarrierClientQuery(session?.clientId ?? 0, { skip: !session });
  const carrier = useCarrierQuery(session?.companyId ?? 0, { skip: !session });
  const carrierName = carrier.data?.carrier.carriername ?? '';

  function logout() {
    endServerSession('carrier');
    clearCarrierSession();
    navigate(paths.login.href(), { replace: true });
  }
  // Another carrier user signed in (here or in another tab): the earlier one's screen goes, and
  // the new user's received files open, saying why.
  useAccountReplaced(
    'carrier',
    useCallback(() => {
      navigate(paths.inbound.href(), { state: { accountReplaced: true } });
      forgetEarlierSession();
    }, [navigate]),
  );
  const location = useLocation();
  const accountReplaced = (location.state as { accountReplaced?: boolean } | null)?.accountReplaced === true;

  return (
    <Frame>
      <SkipLink />
      <PageArrival pathname={location.pathname} />
      <SessionEndedDialog kind="carrier" signInAgain={signInAgainCarrier} onSignOut={logout} />
      <Header>
        {/* The portal is only shown signed in: the logo leads to its home, not back to the login. */}
        <Logo to={paths.home.href()} aria-label={`${productName} BDX home`}>
          {productName} BDX
        </Logo>
        <Names>
          <span data-testid="portal-client-name">{client.data?.client.Client_FullName ?? ''}</span>
          <span data-testid="portal-carrier-name">{carrierName}</span>
        </Names>
        <User>
          <span>Hi {carrierName}</span>
          <Button variant="secondary" size="sm" onClick={logout}>
            Logout
          </Button>
        </User>
      </Header>
      <Menu aria-label="Portal">
        <NavLink to={paths.inbound.href()}>Inbound</NavLink>
        <NavLink to={paths.outbound.href()}>Outbound</NavLink>
      </Menu>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {accountReplaced && <Alert>{ACCOUNT_REPLACED_NOTICE}</Alert>}
        <Outlet />
      </Main>
      <Footer>
        <small>{COPYRIGHT_LINE}</small>
        <Social aria-label="Social links">
          {SOCIAL_LINKS.map((link) => (
            <a key={link.label} href={link.href} target="_blank" rel="noreferrer noopener">
              {link.label}
            </a>
          ))}
        </Social>
      </Footer>
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  /* minmax(0, 1fr): a wide table scrolls inside the page instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto auto 1fr auto;
  background: ${({ theme }) => theme.colors.background};
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 12px 24px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
const Logo = styled(Link)`
  color: inherit;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-decoration: none;
  text-transform: uppercase;
`;
const Names = styled.div`
  display: flex;
  gap: 16px;
  flex: 1;
  span + span::before {
    content: '|';
    margin-right: 16px;
    opacity: 0.6;
  }
`;
const User = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;
const Menu = styled.nav`
  display: flex;
  gap: 4px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    padding: 12px 16px;
    color: inherit;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a.active {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;
const Main = styled.main`
  outline: none;
  padding: 24px;
  min-width: 0;
  overflow-x: auto;
`;
const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
  padding: 16px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.mutedText};
`;
const Social = styled.nav`
  display: flex;
  gap: 16px;
`;
