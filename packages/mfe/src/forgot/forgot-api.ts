import { areaApi } from '@kyubos/api';
import { PASSWORD_RESET_PATHS as PATHS } from '@kyubos/contracts/constants';
import type {
  ForgotSendResponse,
  ForgotValidateResponse,
  OtpCheckResponse,
  PasswordChangeRequest,
  PasswordResetAudience,
  PortalMessage,
} from '@kyubos/contracts';

/** Whose account the forgot flows serve; each has its own calls (signed out, no token). */
export type ForgotAudience = PasswordResetAudience;

const post = (url: string, body: object) => ({ url, method: 'POST', body });

const forgotApi = areaApi('session', []).injectEndpoints({
  endpoints: (build) => ({
    forgotValidate: build.mutation<ForgotValidateResponse, { audience: ForgotAudience; username: string }>({
      query: ({ audience, username }) => post(PATHS[audience].validate, { username }),
    }),
    forgotSendOtp: build.mutation<ForgotSendResponse, { audience: ForgotAudience; username: string; channel: 'email' | 'phone' }>({
      query: ({ audience, username, channel }) => post(PATHS[audience][channel], { username }),
    }),
    forgotCheckOtp: build.mutation<OtpCheckResponse, { audience: ForgotAudience; id: string; otpvalue: string }>({
      query: ({ audience, id, otpvalue }) => post(PATHS[audience].otp, { id, otpvalue }),
    }),
    forgotChangePassword: build.mutation<PortalMessage, { audience: ForgotAudience } & PasswordChangeRequest>({
      query: ({ audience, ...body }) => post(PATHS[audience].change, body),
    }),
    forgotLoginId: build.mutation<PortalMessage, { audience: ForgotAudience; phonenumber: string }>({
      query: ({ audience, phonenumber }) => post(PATHS[audience].login, { phonenumber }),
    }),
  }),
});

export const {
  useForgotValidateMutation,
  useForgotSendOtpMutation,
  useForgotCheckOtpMutation,
  useForgotChangePasswordMutation,
  useForgotLoginIdMutation,
} = forgotApi;
