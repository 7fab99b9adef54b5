import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  loginSchema,
  MSG,
  resetPasswordSchema,
  verifyAndSetPasswordSchema,
  firstIssueMessage,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  answerMessage,
  Button,
  FormTextField,
  SchemaForm,
  Tabs,
  useApiMutation,
  useAuth,
  useSchemaForm,
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

const EMPTY = { userType: 1, userName: '', password: '', newPassword: '', confirmPassword: '' };
const noSpaces = (v: string) => v.replace(/\s/g, '');
/** The sign-in forms say their one message in the alert above them, never under a field. */
const ALERT_ONLY = { shouldFocusError: false } as const;

/** A refused login still carries the spec's answer (isActive, userDetails …); a lost network does not. */
const refusedAnswer = (f: Failure) => f.body as LoginAnswer | undefined;

/** One sign-in form for the exporter, customs and super-user pages (000 §4.3, 002 §2.1–2.2). */
export function SignInForm(cfg: SignInConfig) {
  const [userType, setUserType] = useState(cfg.userType);
  const [mode, setMode] = useState<Mode>('login');
  const signing = useSchemaForm(loginSchema, { ...EMPTY, userType: cfg.userType }, ALERT_ONLY);
  const forgetting = useSchemaForm(resetPasswordSchema, { userType: cfg.userType, userName: '' }, ALERT_ONLY);
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

  // "Please provide IEC with Password" (or the page's own words) for any missing credential.
  const missing = () => oops(cfg.missingMessage(userType));
  function send(v: { userName: string; password?: string }) {
    if (mode === 'firstLogin') return setFirstPassword();
    setNotice(null);
    void loggingIn.run({
      userType,
      userName: v.userName,
      password: v.password ?? '',
      isDomesticLogin: Boolean(cfg.isDomesticLogin),
    });
  }

  function setFirstPassword() {
    const { userName, password, newPassword, confirmPassword } = signing.getValues();
    const body = { userType, userName: userName.trim(), otp: password, newPassword, confirmPassword };
    const parsed = verifyAndSetPasswordSchema.safeParse(body, LABELLED);
    if (!parsed.success) return oops(firstIssueMessage(parsed.error));
    void settingFirst.run(body);
  }

  const resetFields = () => {
    signing.reset({ ...EMPTY, userType });
    setNotice(null);
  };
  const toMode = (next: Mode) => {
    if (next === 'forgot') forgetting.reset({ userType, userName: signing.getValues('userName') });
    setMode(next);
    setNotice(null);
  };
  const userField = (
    <FormTextField
      label={cfg.userLabel(userType)}
      name="userName"
      autoComplete="username"
      readOnly={mode === 'firstLogin'}
      touched={false}
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
            signing.setValue('userType', v);
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
        <SchemaForm
          form={forgetting}
          onValid={(v) => void resetting.run({ userType, userName: v.userName })}
          onInvalid={() => setNotice({ kind: 'error', title: 'Error!!!', text: cfg.forgotEmptyMessage })}
          noValidate={false}
          className="ed-stack"
          aria-label="Forgot password"
        >
          <p className="ed-muted" style={{ margin: 0 }}>
            Enter your username and we will send a reset link to your registered email.
          </p>
          {userField}
          <div className="ed-row">
            <Button type="submit" busy={busy}>
              Reset
            </Button>
            <Button variant="secondary" onClick={() => toMode('login')}>
              Cancel
            </Button>
          </div>
        </SchemaForm>
      ) : (
        <SchemaForm
          form={signing}
          onValid={send}
          onInvalid={missing}
          noValidate={false}
          className="ed-stack"
          aria-label="Sign in"
        >
          {userField}
          <FormTextField
            label={cfg.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
            readOnly={mode === 'firstLogin'}
            touched={false}
          />
          {mode === 'firstLogin' && (
            <>
              <FormTextField
                label="New Password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                normalize={noSpaces}
                touched={false}
              />
              <FormTextField
                label="Confirm Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                normalize={noSpaces}
                touched={false}
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
              onClick={() => toMode('forgot')}
              style={{ alignSelf: 'flex-start', paddingLeft: 0 }}
            >
              Forgot your password?
            </Button>
          )}
        </SchemaForm>
      )}
    </div>
  );
}
