import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { greetingForHour, MSG } from '@exportdesk/core';
import { AuthLayout } from './AuthLayout';
import { SignInForm } from './SignInForm';
import { useSignedInRedirect } from './useSignedInRedirect';

/**
 * Super-user (admin) sign-in, userType 10 (002 §2.2): greeting by the hour, forgot password,
 * then /home. The organization service is an area of our own API, so its "second login" is the
 * d2Auth token the login answers: SignInForm stores it and the client sends it on organization/*.
 */
export function SuperUserLogin() {
  // "Successful login goes to /home."
  const redirect = useSignedInRedirect(() => '/home');
  useEffect(() => {
    document.title = 'Super user login · ExportDesk';
  }, []);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthLayout title={greetingForHour(new Date().getHours())} subtitle="Admin and super admin sign-in.">
      <SignInForm
        userType={10}
        userLabel={() => 'Username'}
        passwordLabel="Password"
        missingMessage={() => MSG.provideUsernamePassword}
        forgotEmptyMessage={MSG.enterUsername}
      />
    </AuthLayout>
  );
}
