import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { getRuntimeConfig } from '@kyubos/api';
import { PageTitle } from '@kyubos/mfe';
import { LoadingState, NotFoundPage } from '@kyubos/ui';
import { paths } from '../config/paths';
import { DashboardPage } from '../features/files/components/dashboard-page';
import { InboundPage } from '../features/files/components/inbound-page';
import { OutboundPage } from '../features/files/components/outbound-page';
import { UploadPage } from '../features/files/components/upload-page';
import { BdxLoginPage } from '../features/session/components/bdx-login-page';
import { EditSlabPage } from '../features/slabs/components/edit-slab-page';
import { carrierForgotFlow } from './carrier-forgot-flow';
import { PortalLayout } from './portal-layout';
import { RequireCarrierSession } from './require-carrier-session';

// The forgot screens load when opened: the sign-in page, the portal's first, needs none of them.
const forgotPages = () => import('@kyubos/mfe/forgot');
const ForgotPasswordPage = lazy(async () => ({ default: (await forgotPages()).ForgotPasswordPage }));
const OtpCheckPage = lazy(async () => ({ default: (await forgotPages()).OtpCheckPage }));
const PasswordChangePage = lazy(async () => ({ default: (await forgotPages()).PasswordChangePage }));
const ForgotLoginIdPage = lazy(async () => ({ default: (await forgotPages()).ForgotLoginIdPage }));
const loading = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/** The carrier portal's screens; it brings its own layout and its own carrier session. */
export function App() {
  return (
    <>
      <PageTitle productName={getRuntimeConfig().productName} />
      <Routes>
        <Route path={paths.login.path} element={<BdxLoginPage />} />
        <Route path={paths.forgotPassword.path} element={loading(<ForgotPasswordPage flow={carrierForgotFlow} />)} />
        <Route path={paths.forgotOtpCheck.path} element={loading(<OtpCheckPage flow={carrierForgotFlow} />)} />
        <Route path={paths.forgotPasswordChange.path} element={loading(<PasswordChangePage flow={carrierForgotFlow} />)} />
        <Route path={paths.forgotLoginId.path} element={loading(<ForgotLoginIdPage flow={carrierForgotFlow} />)} />
        <Route
          element={
            <RequireCarrierSession>
              <PortalLayout />
            </RequireCarrierSession>
          }
        >
          <Route path={paths.home.path} element={<DashboardPage />} />
          <Route path={paths.inbound.path} element={<InboundPage />} />
          <Route path={paths.outbound.path} element={<OutboundPage />} />
          <Route path={paths.upload.path} element={<UploadPage />} />
          <Route path={paths.editSlab.path} element={<EditSlabPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage homeHref={paths.login.href()} />} />
      </Routes>
    </>
  );
}

