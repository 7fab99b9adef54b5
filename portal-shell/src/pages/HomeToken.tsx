import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AUTH_CONTRACTS } from '@exportdesk/core';
import {
  callContract,
  clearSession,
  Loading,
  useApiMutation,
  useAuth,
  writeAuthToken,
  writeToken,
} from '@exportdesk/portal-kit';

/**
 * 000 §2.4: "The route also accepts a token (path parameter or query parameter): it is stored and
 * exchanged for a user token, then the user goes to ./home; on failure the tokens are cleared
 * and the user goes to the root."
 */
export function TokenExchange({ token }: { token: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  // Failures go to the root, not a toast; `live` keeps an answer for an older token from acting.
  const live = useRef('');
  const fail = (_f: unknown, t: string) => {
    if (live.current !== t) return;
    clearSession();
    navigate('/', { replace: true });
  };
  const exchange = useApiMutation((_t: string) => callContract(AUTH_CONTRACTS.userToken), {
    show: 'silent',
    onSuccess: (r, t) => {
      if (live.current !== t) return;
      const userToken = r.userToken;
      if (!userToken || !signIn(t)) return fail(null, t);
      writeAuthToken(userToken);
      navigate('/home', { replace: true });
    },
    onFailure: fail,
  });
  const start = useRef(exchange.run);
  start.current = exchange.run;
  useEffect(() => {
    live.current = token;
    writeToken(token);
    void start.current(token);
    return () => {
      live.current = '';
    };
  }, [token]);
  return <Loading label="Signing you in" />;
}

export function HomeToken() {
  const { token = '' } = useParams();
  return <TokenExchange token={token} />;
}
