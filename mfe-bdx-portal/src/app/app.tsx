import { Route, Routes } from 'react-router-dom';
import { getRuntimeConfig } from '@kyubos/api';
import { ForgotLoginIdPage, ForgotPasswordPage, OtpCheckPage, PasswordChangePage, PageTitle } from '@kyubos/mfe';
import { NotFoundPage } from '@kyubos/ui';
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

/** The carrier portal's screens; it brings its own layout and its own carrier session. */
export function App() {
  return (
    <>
      <PageTitle productName={getRuntimeConfig().productName} />
      <Routes>
        <Route path={paths.login.path} element={<BdxLoginPage />} />
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage flow={carrierForgotFlow} />} />
        <Route path={paths.forgotOtpCheck.path} element={<OtpCheckPage flow={carrierForgotFlow} />} />
        <Route path={paths.forgotPasswordChange.path} element={<PasswordChangePage flow={carrierForgotFlow} />} />
        <Route path={paths.forgotLoginId.path} element={<ForgotLoginIdPage flow={carrierForgotFlow} />} />
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

