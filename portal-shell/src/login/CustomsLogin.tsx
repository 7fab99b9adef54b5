import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { greetingForHour, MSG } from '@exportdesk/core';
import { AuthLayout } from './AuthLayout';
import { SignInForm } from './SignInForm';
import { useSignedInRedirect } from './useSignedInRedirect';

const CUSTOMS_TABS = [
  { value: 5, label: 'FPO' },
  { value: 6, label: 'CBIC' },
  { value: 7, label: 'DGFT' },
];

/** Customs sign-in (002 §2.1): id 'customs' shows FPO, CBIC and DGFT; any other id only DGFT. */
export function CustomsLogin() {
  const { id } = useParams();
  // "Success … goes to /pbe (types 5 and 6) or /dgft (type 7)."
  const redirect = useSignedInRedirect();
  const tabs = id === 'customs' ? CUSTOMS_TABS : CUSTOMS_TABS.slice(2);
  useEffect(() => {
    document.title = 'Customs login · ExportDesk';
  }, []);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthLayout
      title={greetingForHour(new Date().getHours())}
      subtitle="Customs, CBIC and DGFT officers: sign in with the username and password (or OTP) you were given."
      aside={
        <>
          <h2>Postal bills of export, reviewed online.</h2>
          <p style={{ color: '#dce8ff' }}>
            Foreign post offices, CBIC and DGFT see the dockets and documents they need.
          </p>
        </>
      }
    >
      <SignInForm
        key={id}
        tabs={tabs}
        userType={tabs[0].value}
        userLabel={() => 'Username'}
        passwordLabel="Password/OTP"
        missingMessage={() => MSG.provideUsernamePassword}
        forgotEmptyMessage={MSG.enterUsername}
      />
    </AuthLayout>
  );
}
