import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { call, clearSession, Loading, useAuth, writeToken } from '@exportdesk/portal-kit';

/**
 * 000 §2.4: "The route also accepts a token (path parameter or query parameter): it is stored and
 * exchanged for a user token, then the user goes to ./home; on failure the tokens are cleared
 * and the user goes to the root."
 */
export function TokenExchange({ token }: { token: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    writeToken(token);
    call<never>('authentication/userToken', { method: 'GET' })
      .then((r) => {
        if (!live) return;
        const userToken = (r as { userToken?: unknown }).userToken;
        if (r.success && userToken && signIn(token)) {
          localStorage.setItem('authToken', JSON.stringify(userToken));
          navigate('/home', { replace: true });
        } else throw new Error('exchange failed');
      })
      .catch(() => {
        if (!live) return;
        clearSession();
        navigate('/', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [token, signIn, navigate]);
  return <Loading label="Signing you in" />;
}

export function HomeToken() {
  const { token = '' } = useParams();
  return <TokenExchange token={token} />;
}
