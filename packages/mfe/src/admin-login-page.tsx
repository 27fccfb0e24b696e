import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { hasLiveAdminSession } from '@kyubos/session';
import type { LoginNotice } from './forgot/forgot-flow';
import { ADMIN_PATHS, AdminLoginForm } from './admin-login-form';
import { signInAdmin } from './admin-sign-in';

export { ADMIN_PATHS };

/**
 * 'User Log In' inside a router: on success opens the user's first screen (see signInAdmin);
 * a user already signed in goes home.
 */
export function AdminLoginPage({ productName }: { productName: string }) {
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  // Decided once on arrival: signing in here must not redirect home halfway through.
  const [alreadySignedIn] = useState(hasLiveAdminSession);

  if (alreadySignedIn) return <Navigate to={ADMIN_PATHS.home} replace />;
  return <AdminLoginForm productName={productName} notice={notice} signIn={signInAdmin} navigate={(path) => navigate(path)} />;
}
