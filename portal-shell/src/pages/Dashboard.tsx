import { useEffect } from 'react';
import { dashboardTilesFor } from '@exportdesk/core';
import { PageHeader, useAuth } from '@exportdesk/portal-kit';
import { Tiles } from './Tiles';

/** Dashboard tiles (000 §2.4) and the mobile app link. */
export function Dashboard() {
  const { principal } = useAuth();
  useEffect(() => {
    document.title = 'Manage Documents · ExportDesk';
  }, []);
  if (!principal) return null;
  return (
    <>
      <PageHeader title="Manage Documents" subtitle="Export paperwork, GST returns and MEIS in one place." />
      <Tiles tiles={dashboardTilesFor(principal)} label="Dashboard" />
      <p style={{ marginTop: 24 }}>
        <a href="https://play.google.com/store" target="_blank" rel="noopener noreferrer">
          Get the mobile app
        </a>
      </p>
    </>
  );
}
