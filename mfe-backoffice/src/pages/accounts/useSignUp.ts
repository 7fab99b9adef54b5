import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isValidIec, registerSchema, type RegisterInput } from '@exportdesk/core';
import { useApiMutation, useApiQuery, useAuth, useSchemaForm, useToast } from '@exportdesk/portal-kit';
import { checkIeCode, checkUsername, getReferrals, login, register } from './accountCalls';

export type Availability = 'idle' | 'checking' | 'free' | 'taken';

/** "Checked live": the username and IEC are asked about 400 ms after the typing stops. */
function useAvailability(
  value: string,
  valid: boolean,
  ask: (v: string, s: AbortSignal) => Promise<{ data?: { available: boolean } }>,
) {
  const [state, setState] = useState<Availability>('idle');
  useEffect(() => {
    if (!valid) return setState('idle');
    const ctl = new AbortController();
    const t = setTimeout(() => {
      setState('checking');
      ask(value, ctl.signal)
        .then((r) => setState(r.data?.available === false ? 'taken' : 'free'))
        .catch(() => setState('idle'));
    }, 400);
    return () => {
      clearTimeout(t);
      ctl.abort();
    };
  }, [value, valid]);
  return state;
}

const EMPTY: RegisterInput = {
  userType: 1,
  userName: '',
  ieCode: '',
  name: '',
  email: '',
  mobile: '',
  password: '',
  gstin: '',
};

/**
 * The sign-up form (issue 14): user type, IEC (exporters) or CHA licence / user code (service
 * providers, who sign in with it), company, GSTIN, mobile, e-mail, password, referrer. Mobile and
 * e-mail are confirmed by OTP before the account is made; then it signs in and lands on /home.
 */
export function useSignUp(referrerParam: string | undefined) {
  const form = useSchemaForm(registerSchema, EMPTY, { mode: 'onTouched' });
  const [mobileOk, setMobileOk] = useState<string | null>(null);
  const [emailOk, setEmailOk] = useState<string | null>(null);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const v = form.watch();
  const isExporter = Number(v.userType) === 1;

  const referrals = useApiQuery(['referrals'], getReferrals, { staleTime: 300_000 });
  // /register/{referrer}: the link's referrer is chosen when it is on the list.
  useEffect(() => {
    const list = referrals.data ?? [];
    const hit = list.find((r) => r.code.toLowerCase() === (referrerParam ?? '').toLowerCase());
    if (hit && !form.getValues('referrer')) form.setValue('referrer', hit.code);
  }, [referrals.data, referrerParam]);

  // An exporter signs in with the IEC: the username is the IEC (000 §4.3 "username (IEC)").
  useEffect(() => {
    if (isExporter) form.setValue('userName', (v.ieCode ?? '').toUpperCase());
  }, [isExporter, v.ieCode]);

  const userName = (v.userName ?? '').trim();
  const ieCode = (v.ieCode ?? '').trim().toUpperCase();
  const usernameState = useAvailability(userName, userName.length >= 3, (n, s) => checkUsername(n, s));
  const iecState = useAvailability(ieCode, isExporter && isValidIec(ieCode), (c, s) => checkIeCode(c, s));

  const mobile = (v.mobile ?? '').trim();
  const email = (v.email ?? '').trim().toLowerCase();
  const mobileVerified = mobileOk !== null && mobileOk === mobile;
  const emailVerified = emailOk !== null && emailOk === email;

  const signingIn = useApiMutation(login, {
    onSuccess: (a) => {
      if (a.token && signIn(a.token)) navigate('/home');
      else navigate('/login');
    },
  });
  const registering = useApiMutation(register, {
    success: 'Registered',
    onSuccess: (_a, input) =>
      void signingIn.run({ userType: input.userType, userName: input.userName, password: input.password }),
  });

  const submit = (input: RegisterInput) => {
    if (!mobileVerified || !emailVerified) {
      toast.show({
        kind: 'error',
        message: 'Please verify your mobile number and e-mail with the OTP first.',
      });
      return;
    }
    void registering.run({
      ...input,
      ieCode: isExporter ? input.ieCode : undefined,
      gstin: input.gstin || undefined,
      referrer: input.referrer || undefined,
    });
  };

  return {
    form,
    values: v,
    isExporter,
    referrals: referrals.data ?? [],
    usernameState,
    iecState,
    mobile,
    email,
    mobileVerified,
    emailVerified,
    setMobileOk,
    setEmailOk,
    submit,
    busy: registering.busy || signingIn.busy,
    canSubmit: mobileVerified && emailVerified && usernameState !== 'taken' && iecState !== 'taken',
  };
}
