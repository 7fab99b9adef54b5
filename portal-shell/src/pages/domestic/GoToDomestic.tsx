import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MSG } from '@exportdesk/core';
import { Button, ConfirmDialog, useApiMutation, useAuth, useToast } from '@exportdesk/portal-kit';
import { getDomesticStatus, registerDomestic } from './domesticCalls';
import { GstinModal } from './GstinModal';

/**
 * The Go To Domestic button of /home (000 §2.3, §4.4), userType 1: an approved domestic account
 * goes to the domestic app with a one-time code (issue 23: no token in a URL); one in review reads 'Your Domestic account is in
 * review.'; otherwise the confirmation, then the GSTIN modal when no GSTIN is stored. Success
 * logs the user out to login.
 */
export function GoToDomestic() {
  const [confirm, setConfirm] = useState(false);
  const [modal, setModal] = useState(false);
  const [hasGstin, setHasGstin] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const checking = useApiMutation((_: void) => getDomesticStatus(), {
    onSuccess: (a) => {
      const s = a.data;
      if (!s) return;
      if (s.status === 'approved' && s.redirectUrl) return window.location.assign(s.redirectUrl);
      if (s.status === 'pending')
        return toast.show({
          kind: 'info',
          title: 'Warning',
          message: ACCOUNT_MSG.domesticInReview,
          duration: 5000,
        });
      setHasGstin(s.hasGstin);
      setConfirm(true);
    },
  });
  const registering = useApiMutation(registerDomestic, {
    errorTitle: 'Error',
    success: (a) => a.message ?? ACCOUNT_MSG.registered,
    onSuccess: async () => {
      setModal(false);
      // The server has revoked every token of the user: leave for the login page.
      await signOut({ server: false });
      navigate('/login');
    },
  });
  return (
    <>
      <Button variant="accent" busy={checking.busy} onClick={() => void checking.run()}>
        Go To Domestic
      </Button>
      <ConfirmDialog
        open={confirm}
        title="Domestic account"
        text={ACCOUNT_MSG.domesticConfirm}
        confirmLabel={ACCOUNT_MSG.domesticConfirmButton}
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          if (hasGstin) void registering.run({});
          else setModal(true);
        }}
      />
      <GstinModal
        open={modal}
        onClose={() => setModal(false)}
        busy={registering.busy}
        onConfirm={(v) => void registering.run(v)}
      />
    </>
  );
}
