import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { greetingForHour, MSG } from '@exportdesk/core';
import { AuthLayout } from './AuthLayout';
import { SignInForm } from './SignInForm';
import { useSignedInRedirect } from './useSignedInRedirect';

/**
 * Super-user (admin) sign-in, userType 10 (002 §2.2): greeting by the hour, forgot password,
 * then /home. The second login to the separate organization service (d2Auth) is not part of
 * this product's API yet: it is left out until that service exists.
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
