import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { greetingForHour, homeTilesFor, isCustoms, showGoToDomestic } from '@exportdesk/core';
import { Button, ConfirmDialog, PageHeader, useAuth, useToast } from '@exportdesk/portal-kit';
import { OnboardingChecklist } from './OnboardingChecklist';
import { Tiles } from './Tiles';

export const REGISTER_DOMESTIC_TEXT =
  'Are you sure? Want to register domestic account with existing details.!';

/** After-login home (000 §2.4): tiles by role; customs and CBIC go to /pbe. */
export function Home() {
  const { principal, claims } = useAuth();
  const [confirm, setConfirm] = useState(false);
  const toast = useToast();
  useEffect(() => {
    document.title = 'Home · ExportDesk';
  }, []);
  if (!principal) return null;
  if (isCustoms(principal)) return <Navigate to="/pbe" replace />;
  return (
    <>
      <PageHeader
        title={`${greetingForHour(new Date().getHours())}${claims?.name ? `, ${claims.name}` : ''}`}
        subtitle="What would you like to do today?"
        actions={
          showGoToDomestic(principal) && (
            <Button variant="accent" onClick={() => setConfirm(true)}>
              Go To Domestic
            </Button>
          )
        }
      />
      <OnboardingChecklist />
      <Tiles tiles={homeTilesFor(principal)} label="Home" />
      <ConfirmDialog
        open={confirm}
        title="Domestic account"
        text={REGISTER_DOMESTIC_TEXT}
        confirmLabel="Yes, Register"
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          // The GSTIN modal and the domestic registration call (000 §4.4) arrive with the account screens.
          toast.show({ kind: 'info', message: 'Domestic registration opens soon.', duration: 3000 });
        }}
      />
    </>
  );
}
