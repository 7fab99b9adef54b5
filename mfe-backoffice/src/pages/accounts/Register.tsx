import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageHeader, useAuth } from '@exportdesk/portal-kit';
import { Activate } from './Activate';
import { SignUp } from './SignUp';
import './accounts.css';

/**
 * /register/{referrer} and /register/{userId} (000 §2.1): a number is an account login sent here
 * to finish its activation; anything else is the referrer of a sign-up link.
 */
export default function Register() {
  const { id } = useParams();
  const { principal } = useAuth();
  useEffect(() => {
    document.title = 'Sign up · ExportDesk';
  }, []);
  if (principal) return <Navigate to="/home" replace />;
  const userId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  return (
    <div className="acc-page">
      <PageHeader
        title={userId ? 'Activate your account' : 'Sign up'}
        subtitle={
          userId ? undefined : 'Export through India Post and couriers with your documents made for you.'
        }
      />
      {userId ? <Activate userId={userId} /> : <SignUp referrer={id} />}
      <p className="ed-muted acc-foot">
        Already registered? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
