import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { can, MSG, type Permission } from '@exportdesk/core';
import { Alert, rememberTarget, useAuth } from '@exportdesk/portal-kit';

/**
 * "A guard that finds no login remembers the target address and sends the user to the root path."
 * A signed-in user without the page's permission sees why instead of a blank page.
 */
export function Guard({
  open,
  permission,
  children,
  redirectTo = '/',
}: {
  open: boolean;
  permission?: Permission | null;
  children: ReactNode;
  redirectTo?: string;
}) {
  const { principal } = useAuth();
  const location = useLocation();
  if (!open && !principal) {
    rememberTarget(location.pathname + location.search);
    return <Navigate to={redirectTo} replace />;
  }
  if (permission && !can(principal, permission)) {
    return (
      <div className="ed-container" style={{ paddingTop: 32 }}>
        <Alert kind="warning" title="Oops!">
          {MSG.notAllowed}
        </Alert>
      </div>
    );
  }
  return <>{children}</>;
}
