import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading, SectionUnavailable, type SectionRoute } from '@exportdesk/portal-kit';
import { ensureSection, retrySection, startSections, type SectionState } from '../federation/sections';
import { ComingSoon } from '../pages/ComingSoon';

class Boundary extends Component<
  { children: ReactNode; onRetry: () => void; resetKey: string },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    if (this.state.failed) {
      return (
        <SectionUnavailable
          onRetry={async () => {
            await this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ExportDesk`;
  }, [title]);
  return <>{children}</>;
}

/** A page served by a section, inside an error boundary so a broken section never takes the shell down. */
export function SectionPage({ name, route }: { name: string; route: SectionRoute }) {
  const Page = route.Component;
  return (
    <Titled title={route.title}>
      <Boundary onRetry={() => retrySection(name)} resetKey={route.path}>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </Boundary>
    </Titled>
  );
}

/** A route-table path of a section whose routes are not (yet) here. */
export function SectionPlaceholder({
  name,
  state,
  title,
}: {
  name: string;
  state: SectionState | undefined;
  title: string;
}) {
  useEffect(() => void ensureSection(name), [name]);
  if (!state || state.state === 'loading') return <Loading />;
  if (state.state === 'unavailable') return <SectionUnavailable onRetry={() => retrySection(name)} />;
  return <ComingSoon title={title} />;
}

/**
 * A path neither the shell nor the route table knows may still be a section's own page: load
 * every section before sending the visitor home (a section's route, once loaded, replaces this).
 */
export function UnknownPath() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void startSections().finally(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, []);
  return settled ? <Navigate to="/" replace /> : <Loading />;
}
