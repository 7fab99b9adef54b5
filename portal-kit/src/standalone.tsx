/**
 * A minimal host so a section's team can run its pages alone (`npm run dev -w mfe-docs`): the
 * same providers and guards as the shell, a bar with the section's pages and a quick sign-in.
 */
import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { AUTH_CONTRACTS, can, loginSchema, type LoginInput } from '@exportdesk/core';
import { callContract } from './api';
import { useAuth } from './auth/AuthContext';
import { PortalProviders } from './providers';
import type { SectionRoute } from './section';
import { Button } from './ui/Button';
import { FormTextField, firstFormError, SchemaForm, useSchemaForm } from './form';
import { Alert, Loading } from './ui/bits';

function QuickSignIn() {
  const { signIn } = useAuth();
  const form = useSchemaForm(loginSchema, { userType: '1', userName: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  async function submit(body: LoginInput) {
    const res = await callContract(AUTH_CONTRACTS.login, { body }).catch((err: Error) => ({
      success: false,
      message: err.message,
      token: undefined,
      data: null,
    }));
    const token = res.token ?? (res.data && 'token' in res.data ? res.data.token : undefined);
    if (!res.success || !token || !signIn(token)) setError(res.message ?? 'Login failed');
  }
  return (
    <SchemaForm
      form={form}
      onValid={submit}
      onInvalid={(errors) => setError(firstFormError(errors) ?? 'Login failed')}
      noValidate={false}
      className="ed-row"
      aria-label="Quick sign-in"
      style={{ alignItems: 'flex-end' }}
    >
      <FormTextField label="userType" name="userType" style={{ width: 70 }} touched={false} />
      <FormTextField label="Username" name="userName" touched={false} />
      <FormTextField label="Password" name="password" type="password" touched={false} />
      <Button type="submit">Sign in</Button>
      {error && <Alert kind="error">{error}</Alert>}
    </SchemaForm>
  );
}

function Host({ name, routes }: { name: string; routes: SectionRoute[] }) {
  const { principal, claims, signOut } = useAuth();
  return (
    <>
      <header style={{ background: '#0f1b33', color: '#fff', padding: '12px 0' }}>
        <div className="ed-container ed-row" style={{ justifyContent: 'space-between' }}>
          <strong>{name} · standalone</strong>
          <nav className="ed-row" aria-label="Section pages">
            {routes.map((r) => (
              <Link key={r.path} to={r.path.replace(/:\w+/g, '1')} style={{ color: '#cfe0ff' }}>
                {r.title}
              </Link>
            ))}
          </nav>
          {principal && (
            <Button size="sm" variant="secondary" onClick={() => void signOut({ server: true })}>
              Sign out {claims?.name}
            </Button>
          )}
        </div>
      </header>
      <main className="ed-container" style={{ paddingBottom: 48 }}>
        {!principal && (
          <div className="ed-card" style={{ marginTop: 16 }}>
            <QuickSignIn />
          </div>
        )}
        <Suspense fallback={<Loading />}>
          <Routes>
            {/* r.permission is the ROUTE_TABLE guard sectionRoutes read (issue 18); null = open page */}
            {routes.map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={
                  r.permission && !can(principal, r.permission) ? (
                    <Alert kind="warning">Sign in with a role that may open this page.</Alert>
                  ) : (
                    <r.Component />
                  )
                }
              />
            ))}
            <Route
              path="*"
              element={routes[0] ? <Navigate to={routes[0].path.replace(/:\w+/g, '1')} replace /> : null}
            />
          </Routes>
        </Suspense>
      </main>
    </>
  );
}

export function renderStandalone(name: string, routes: SectionRoute[]) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <PortalProviders>
      <BrowserRouter>
        <Host name={name} routes={routes} />
      </BrowserRouter>
    </PortalProviders>,
  );
}
