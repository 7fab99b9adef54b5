import { lazy, Suspense } from 'react';
import { Loading } from '@exportdesk/portal-kit';

/** The reference is its own chunk: fetched when this tab opens, never in another page's bundle. */
const Reference = lazy(() => import('./Reference'));

export function ReferenceTab() {
  return (
    <Suspense fallback={<Loading label="Loading the API reference" />}>
      <Reference />
    </Suspense>
  );
}
