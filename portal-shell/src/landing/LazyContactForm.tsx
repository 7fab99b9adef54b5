import { lazy, Suspense } from 'react';
import { Loading } from '@exportdesk/portal-kit';

// The form brings core's zod schemas: load it after the first paint, not with the landing page.
const ContactFormImpl = lazy(() => import('./ContactForm').then((m) => ({ default: m.ContactForm })));

export function ContactForm({ compact }: { compact?: boolean }) {
  return (
    <Suspense fallback={<Loading />}>
      <ContactFormImpl compact={compact} />
    </Suspense>
  );
}
