import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import type { ForgotFlowConfig } from './forgot-flow';
import { ForgotLoginIdPage } from './forgot-login-id-page';

const flow: ForgotFlowConfig = {
  audience: 'carrier',
  storageKey: 'forgot_client_user_id',
  brand: 'BDX',
  paths: {
    login: '/BDX_Login',
    forgotPassword: '/client_user_BDX_forgotpasssword',
    otpCheck: '/client_user_BDX_forgototpcheck',
    passwordChange: '/client_user_BDX_forgotpassswordchange',
    forgotLoginId: '/client_user_BDX_forgotloginid',
  },
};

const renderPage = () => renderRoutes({ '/client_user_BDX_forgotloginid': <ForgotLoginIdPage flow={flow} /> }, '/client_user_BDX_forgotloginid');

describe('ForgotLoginIdPage', () => {
  it('does not send a phone number left as it opens (+1): the field says it is required', async () => {
    const { calls } = mockFetch({ '/clientuserforgotlogin': { body: { message: 'Your login id was sent to your phone' } } });
    renderPage();
    const phone = await screen.findByRole('textbox', { name: /Phonenumber/ });
    expect(phone).toHaveValue('+1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phonenumber is required')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("says the server's refusal of the number on the field, under its label, not the body's field name", async () => {
    const { calls } = mockFetch({
      '/clientuserforgotlogin': {
        status: 400,
        body: { message: 'Invalid phonenumber: must have at least 7 digits', errors: [{ path: 'phonenumber', message: 'must have at least 7 digits' }] },
      },
    });
    renderPage();
    const phone = await screen.findByRole('textbox', { name: /Phonenumber/ });
    await userEvent.type(phone, '303');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phonenumber must have at least 7 digits')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ phonenumber: '1303' }]);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Invalid phonenumber/)).toBeNull();
    // A number typed again clears the message.
    await userEvent.type(phone, '5');
    expect(screen.queryByText('Phonenumber must have at least 7 digits')).toBeNull();
  });

  it('sends a number and opens the login with the answer', async () => {
    const { calls } = mockFetch({ '/clientuserforgotlogin': { body: { message: 'Your login id was sent to your phone' } } });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Phonenumber/ }), '2125550140');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/BDX_Login');
    expect(calls.map((call) => call.body)).toEqual([{ phonenumber: '12125550140' }]);
  });
});
