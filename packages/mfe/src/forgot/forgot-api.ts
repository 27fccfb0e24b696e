import { areaApi } from '@kyubos/api';
import type {
  ForgotSendResponse,
  ForgotValidateResponse,
  OtpCheckResponse,
  PasswordChangeRequest,
  PortalMessage,
} from '@kyubos/contracts';

/** Whose account the forgot flows serve; each has its own calls (signed out, no token). */
export type ForgotAudience = 'admin' | 'carrier';

const PATHS: Record<ForgotAudience, Record<'validate' | 'email' | 'phone' | 'otp' | 'change' | 'login', string>> = {
  carrier: {
    validate: '/clientusertforgetvalidate',
    email: '/clientuserforgetpasswordemail',
    phone: '/clientusertforgetpassword',
    otp: '/clientuserforgetpasswordotpcheck',
    change: '/clientuserforgotpasswordchange',
    login: '/clientuserforgotlogin',
  },
  admin: {
    validate: '/userforgetvalidate',
    email: '/userforgetpasswordemail',
    phone: '/userforgetpassword',
    otp: '/userforgetpasswordotpcheck',
    change: '/userforgotpasswordchange',
    login: '/userforgotlogin',
  },
};

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
