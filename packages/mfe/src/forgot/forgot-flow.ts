import type { ForgotAudience } from './forgot-api';

/** Where each step of a forgot flow lives, and where the reset reference is kept between steps. */
export interface ForgotFlowConfig {
  audience: ForgotAudience;
  /** Local storage key of the reset reference (the portal's is forgot_client_user_id). */
  storageKey: string;
  brand?: string;
  paths: {
    login: string;
    forgotPassword: string;
    otpCheck: string;
    passwordChange: string;
    forgotLoginId: string;
  };
}

/** What the OTP screen says about where the code went (passed in the navigation state). */
export interface OtpSentTo {
  channel: 'email' | 'phone';
  /** Masked email, or 'XXX-XXX-1234'. */
  to: string;
}

/** A notice the login screen shows after a flow ends (navigation state). */
export interface LoginNotice {
  notice?: string;
}
