import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, MSG, verifyAndSetPasswordSchema, firstIssueMessage } from '@exportdesk/core';
import { Alert, Button, post, Tabs, TextField, useAuth, writeD2Auth } from '@exportdesk/portal-kit';

interface LoginAnswer {
  success: boolean;
  message?: string;
  isActive?: boolean;
  isFirstLogin?: boolean;
  token?: string;
  /** super-user login only: the organization service's token (000 §4.3) */
  d2Auth?: string;
  redirectToken?: string | null;
  userDetails?: { userId?: string | number } | null;
  data?: { token?: string } | null;
}

export interface SignInConfig {
  tabs?: { value: number; label: string }[];
  userType: number;
  userLabel: (userType: number) => string;
  passwordLabel: string;
  /** "Please provide IEC with Password" on the exporter page, else "Please provide username & password" */
  missingMessage: (userType: number) => string;
  /** "Invalid username" (exporter login) or "Please enter username." (customs, admin) */
  forgotEmptyMessage: string;
  isDomesticLogin?: boolean;
}

type Mode = 'login' | 'firstLogin' | 'forgot';
type Notice = { kind: 'error' | 'success' | 'info'; title?: string; text: string } | null;

/** One sign-in form for the exporter, customs and super-user pages (000 §4.3, 002 §2.1–2.2). */
export function SignInForm(cfg: SignInConfig) {
  const [userType, setUserType] = useState(cfg.userType);
  const [mode, setMode] = useState<Mode>('login');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const { signIn } = useAuth();
  const navigate = useNavigate();

  // The page redirects once the session exists (see useSignedInRedirect).
  const finish = (token: string | undefined) => {
    const claims = token ? signIn(token) : null;
    if (!claims) setNotice({ kind: 'error', title: 'Oops!!!', text: MSG.sessionExpired });
  };

  async function login(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    if (!userName.trim() || password.length < LIMITS.passwordMin) return setNotice({ kind: 'error', title: 'Oops!!!', text: cfg.missingMessage(userType) });
    setBusy(true);
    try {
      const res = (await post('authentication/login', { userType, userName: userName.trim(), password, isDomesticLogin: Boolean(cfg.isDomesticLogin) })) as LoginAnswer;
      if (res.isFirstLogin) {
        setMode('firstLogin');
        return setNotice({ kind: 'info', text: res.message || MSG.firstLoginSetPassword });
      }
      const token = res.token ?? res.data?.token;
      if (res.success && res.isActive !== false && token) {
        if (res.d2Auth) writeD2Auth(res.d2Auth);
        return finish(token);
      }
      if (res.isActive === false) {
        if (cfg.isDomesticLogin && res.redirectToken) return window.location.assign(`/domestic?token=${encodeURIComponent(res.redirectToken)}`);
        if (res.userDetails?.userId != null) return navigate(`/register/${res.userDetails.userId}`);
        return setNotice({ kind: 'error', title: 'Oops!!!', text: MSG.accountNotActivated });
      }
      setNotice({ kind: 'error', title: 'Oops!!!', text: res.message ?? MSG.invalidCredentials });
    } catch (err) {
      setNotice({ kind: 'error', title: 'Oops!!!', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  async function setFirstPassword(e: FormEvent) {
    e.preventDefault();
    const body = { userType, userName: userName.trim(), otp: password, newPassword, confirmPassword };
    const parsed = verifyAndSetPasswordSchema.safeParse(body);
    if (!parsed.success) return setNotice({ kind: 'error', title: 'Oops!!!', text: firstIssueMessage(parsed.error) });
    setBusy(true);
    try {
      const res = (await post('authentication/verifyAndSetPassword', body)) as LoginAnswer;
      if (res.success && res.token) return finish(res.token);
      setNotice({ kind: 'error', title: 'Oops!!!', text: res.message ?? MSG.invalidCredentials });
    } catch (err) {
      setNotice({ kind: 'error', title: 'Oops!!!', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  async function forgot(e: FormEvent) {
    e.preventDefault();
    if (!userName.trim()) return setNotice({ kind: 'error', title: 'Error!!!', text: cfg.forgotEmptyMessage });
    setBusy(true);
    try {
      const res = await post('authentication/resetpassword', { userType, userName: userName.trim() });
      setNotice(res.success ? { kind: 'success', title: 'Success', text: res.message ?? MSG.resetLinkSent } : { kind: 'error', title: 'Error!!!', text: res.message ?? '' });
    } catch (err) {
      setNotice({ kind: 'error', title: 'Error!!!', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const resetFields = () => {
    setUserName('');
    setPassword('');
    setNewPassword('');
    setConfirmPassword('');
    setNotice(null);
  };
  const noSpaces = (v: string) => v.replace(/\s/g, '');
  const userField = <TextField label={cfg.userLabel(userType)} name="userName" autoComplete="username" value={userName} onChange={(e) => setUserName(e.target.value)} readOnly={mode === 'firstLogin'} />;

  return (
    <div className="ed-stack">
      {cfg.tabs && cfg.tabs.length > 1 && mode !== 'firstLogin' && (
        <Tabs label="Account type" tabs={cfg.tabs} value={userType} onChange={(v) => { setUserType(v); setNotice(null); }} />
      )}
      {notice && <Alert kind={notice.kind} title={notice.title}>{notice.text}</Alert>}
      {mode === 'forgot' ? (
        <form className="ed-stack" onSubmit={forgot} aria-label="Forgot password">
          <p className="ed-muted" style={{ margin: 0 }}>Enter your username and we will send a reset link to your registered email.</p>
          {userField}
          <div className="ed-row">
            <Button type="submit" busy={busy}>Reset</Button>
            <Button variant="secondary" onClick={() => { setMode('login'); setNotice(null); }}>Cancel</Button>
          </div>
        </form>
      ) : (
        <form className="ed-stack" onSubmit={mode === 'firstLogin' ? setFirstPassword : login} aria-label="Sign in">
          {userField}
          <TextField label={cfg.passwordLabel} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} readOnly={mode === 'firstLogin'} />
          {mode === 'firstLogin' && (
            <>
              <TextField label="New Password" name="newPassword" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(noSpaces(e.target.value))} />
              <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(noSpaces(e.target.value))} />
            </>
          )}
          <div className="ed-row">
            <Button type="submit" busy={busy}>{mode === 'firstLogin' ? 'Submit & Login' : 'Log In'}</Button>
            <Button variant="secondary" onClick={() => { resetFields(); setMode('login'); }}>Reset</Button>
          </div>
          {mode === 'login' && (
            <Button variant="ghost" className="ed-btn--sm" onClick={() => { setMode('forgot'); setNotice(null); }} style={{ alignSelf: 'flex-start', paddingLeft: 0 }}>
              Forgot your password?
            </Button>
          )}
        </form>
      )}
    </div>
  );
}
