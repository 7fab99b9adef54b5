import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, MSG, verifyAndSetPasswordSchema, firstIssueMessage, LABELLED } from '@exportdesk/core';
import {
  Alert,
  answerMessage,
  Button,
  Tabs,
  TextField,
  useApiMutation,
  useAuth,
  writeD2Auth,
  type Failure,
} from '@exportdesk/portal-kit';
import { login as sendLogin, requestResetLink, verifyAndSetPassword, type LoginAnswer } from './signInCalls';

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

/** A refused login still carries the spec's answer (isActive, userDetails …); a lost network does not. */
const refusedAnswer = (f: Failure) => f.body as LoginAnswer | undefined;

/** One sign-in form for the exporter, customs and super-user pages (000 §4.3, 002 §2.1–2.2). */
export function SignInForm(cfg: SignInConfig) {
  const [userType, setUserType] = useState(cfg.userType);
  const [mode, setMode] = useState<Mode>('login');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const oops = (text: string) => setNotice({ kind: 'error', title: 'Oops!!!', text });

  // The page redirects once the session exists (see useSignedInRedirect).
  const finish = (token: string | undefined) => {
    const claims = token ? signIn(token) : null;
    if (!claims) oops(MSG.sessionExpired);
  };

  /** Reads the login answer, accepted or refused: first login, signed in, inactive account, or the server's message. */
  function answered(res: LoginAnswer) {
    if (res.isFirstLogin) {
      setMode('firstLogin');
      return setNotice({ kind: 'info', text: res.message || MSG.firstLoginSetPassword });
    }
    const token = res.token ?? (res.data && 'token' in res.data ? res.data.token : undefined);
    if (res.success && res.isActive !== false && token) {
      if (res.d2Auth) writeD2Auth(res.d2Auth);
      return finish(token);
    }
    if (res.isActive === false) {
      // redirectToken is a one-time code (issue 23): the domestic app trades it with a POST.
      if (cfg.isDomesticLogin && res.redirectToken)
        return window.location.assign(`/domestic?code=${encodeURIComponent(res.redirectToken)}`);
      if (res.userDetails?.userId != null) return navigate(`/register/${res.userDetails.userId}`);
      return oops(MSG.accountNotActivated);
    }
    // The server's words as sent, the lockout (429) text too.
    oops(res.message ?? MSG.invalidCredentials);
  }

  // Every refusal is shown in the form's own alert, so no toasts.
  const loggingIn = useApiMutation(sendLogin, {
    show: 'silent',
    onSuccess: answered,
    onFailure: (f) => {
      const res = refusedAnswer(f);
      if (res) answered(res);
      else oops(f.message);
    },
  });
  const settingFirst = useApiMutation(verifyAndSetPassword, {
    show: 'silent',
    onSuccess: (res) => (res.token ? finish(res.token) : oops(res.message ?? MSG.invalidCredentials)),
    onFailure: (f) => oops(answerMessage(f, MSG.invalidCredentials)),
  });
  const resetting = useApiMutation(requestResetLink, {
    show: 'silent',
    onSuccess: (res) =>
      setNotice({ kind: 'success', title: 'Success', text: res.message ?? MSG.resetLinkSent }),
    onFailure: (f) => setNotice({ kind: 'error', title: 'Error!!!', text: answerMessage(f, '') }),
  });
  const busy = loggingIn.busy || settingFirst.busy || resetting.busy;

  function login(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    if (!userName.trim() || password.length < LIMITS.passwordMin) return oops(cfg.missingMessage(userType));
    void loggingIn.run({
      userType,
      userName: userName.trim(),
      password,
      isDomesticLogin: Boolean(cfg.isDomesticLogin),
    });
  }

  function setFirstPassword(e: FormEvent) {
    e.preventDefault();
    const body = { userType, userName: userName.trim(), otp: password, newPassword, confirmPassword };
    const parsed = verifyAndSetPasswordSchema.safeParse(body, LABELLED);
    if (!parsed.success) return oops(firstIssueMessage(parsed.error));
    void settingFirst.run(body);
  }

  function forgot(e: FormEvent) {
    e.preventDefault();
    if (!userName.trim())
      return setNotice({ kind: 'error', title: 'Error!!!', text: cfg.forgotEmptyMessage });
    void resetting.run({ userType, userName: userName.trim() });
  }

  const resetFields = () => {
    setUserName('');
    setPassword('');
    setNewPassword('');
    setConfirmPassword('');
    setNotice(null);
  };
  const noSpaces = (v: string) => v.replace(/\s/g, '');
  const userField = (
    <TextField
      label={cfg.userLabel(userType)}
      name="userName"
      autoComplete="username"
      value={userName}
      onChange={(e) => setUserName(e.target.value)}
      readOnly={mode === 'firstLogin'}
    />
  );

  return (
    <div className="ed-stack">
      {cfg.tabs && cfg.tabs.length > 1 && mode !== 'firstLogin' && (
        <Tabs
          label="Account type"
          tabs={cfg.tabs}
          value={userType}
          onChange={(v) => {
            setUserType(v);
            setNotice(null);
          }}
        />
      )}
      {notice && (
        <Alert kind={notice.kind} title={notice.title}>
          {notice.text}
        </Alert>
      )}
      {mode === 'forgot' ? (
        <form className="ed-stack" onSubmit={forgot} aria-label="Forgot password">
          <p className="ed-muted" style={{ margin: 0 }}>
            Enter your username and we will send a reset link to your registered email.
          </p>
          {userField}
          <div className="ed-row">
            <Button type="submit" busy={busy}>
              Reset
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setMode('login');
                setNotice(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <form
          className="ed-stack"
          onSubmit={mode === 'firstLogin' ? setFirstPassword : login}
          aria-label="Sign in"
        >
          {userField}
          <TextField
            label={cfg.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            readOnly={mode === 'firstLogin'}
          />
          {mode === 'firstLogin' && (
            <>
              <TextField
                label="New Password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNewPassword(noSpaces(e.target.value))}
              />
              <TextField
                label="Confirm Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(noSpaces(e.target.value))}
              />
            </>
          )}
          <div className="ed-row">
            <Button type="submit" busy={busy}>
              {mode === 'firstLogin' ? 'Submit & Login' : 'Log In'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                resetFields();
                setMode('login');
              }}
            >
              Reset
            </Button>
          </div>
          {mode === 'login' && (
            <Button
              variant="ghost"
              className="ed-btn--sm"
              onClick={() => {
                setMode('forgot');
                setNotice(null);
              }}
              style={{ alignSelf: 'flex-start', paddingLeft: 0 }}
            >
              Forgot your password?
            </Button>
          )}
        </form>
      )}
    </div>
  );
}
