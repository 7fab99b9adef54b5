import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Loading } from '@exportdesk/portal-kit';

// The form brings core's zod schemas (~28 KB gz): load it when it comes near the screen, not with
// the landing page (issue 18: the landing's below-the-fold parts are split off).
const ContactFormImpl = lazy(() => import('./ContactForm').then((m) => ({ default: m.ContactForm })));

/** True once the element is within `margin` of the viewport (at once where there is no observer). */
function useNearScreen<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return { ref, near };
}

export function ContactForm({ compact }: { compact?: boolean }) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref} style={near ? undefined : { minHeight: compact ? 240 : 420 }}>
      {near && (
        <Suspense fallback={<Loading />}>
          <ContactFormImpl compact={compact} />
        </Suspense>
      )}
    </div>
  );
}
