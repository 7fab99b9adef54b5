import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { missingCredentialsMessage, MSG } from '@exportdesk/core';
import { useAuth } from '@exportdesk/portal-kit';
import { AuthLayout } from './AuthLayout';
import { OtpSignIn } from './OtpSignIn';
import { SignInForm } from './SignInForm';
import { useSignedInRedirect } from './useSignedInRedirect';

const TABS = [
  { value: 1, label: 'User' },
  { value: 2, label: 'Service Provider' },
];

/** Exporter and service-provider sign-in (000 §4.3). `?domestic=1` is the domestic login mode. */
export function ExporterLogin() {
  const { signOut } = useAuth();
  const redirect = useSignedInRedirect();
  const { logout } = useParams();
  const [query] = useSearchParams();
  const domestic = query.get('domestic') === '1';
  useEffect(() => {
    document.title = 'Log in · ExportDesk';
    if (logout === 'logout') void signOut({ server: true });
  }, [logout, signOut]);
  if (redirect && logout !== 'logout') return <Navigate to={redirect} replace />;
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to compare rates, book shipments and generate your export documents."
    >
      <SignInForm
        // "Service Provider (userType 2, hidden in domestic login mode)"
        tabs={domestic ? TABS.slice(0, 1) : TABS}
        userType={1}
        userLabel={(t) => (t === 1 ? 'IEC / Username' : 'CHA licence number / User code')}
        passwordLabel="Password"
        missingMessage={missingCredentialsMessage}
        forgotEmptyMessage={MSG.invalidUsername}
        isDomesticLogin={domestic}
      />
      {!domestic && <OtpSignIn userType={1} userLabel="IEC / Username" />}
      <p className="ed-muted" style={{ marginTop: 24, fontSize: 14 }}>
        New to ExportDesk? <Link to="/register/direct">Sign up</Link> · Customs officer?{' '}
        <Link to="/dgft/customs">Customs login</Link> · Admin? <Link to="/superuser">Super user login</Link>
      </p>
    </AuthLayout>
  );
}
