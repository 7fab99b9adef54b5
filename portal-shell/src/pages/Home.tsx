import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { canRegisterDomestic, greetingForHour, homeTilesFor, isCustoms } from '@exportdesk/core';
import { PageHeader, useAuth } from '@exportdesk/portal-kit';
import { useProfile } from '../layout/useProfile';
import { GoToDomestic } from './domestic/GoToDomestic';
import { QuickActions, RecentDockets } from './home/QuickPaths';
import { OnboardingChecklist } from './OnboardingChecklist';
import { Tiles } from './Tiles';

/**
 * After-login home (000 §2.4): quick actions, the onboarding checklist, the last five dockets
 * (issue 27), then the tiles by role; customs and CBIC go to /pbe.
 */
export function Home() {
  const { principal, claims } = useAuth();
  const profile = useProfile();
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
        actions={canRegisterDomestic(principal) && <GoToDomestic />}
      />
      <QuickActions principal={principal} defaultCarrier={profile?.defaultCarrier} />
      <OnboardingChecklist />
      <RecentDockets />
      <Tiles tiles={homeTilesFor(principal)} label="Home" />
    </>
  );
}
