import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, useAuth } from '@exportdesk/portal-kit';

export const LOGOUT_TEXT = 'Are you sure? You want to logout!';

/** "Logout is confirmed with 'Are you sure? You want to logout!' and the button 'Yes, Logout', and also calls the server (GET)." */
export function LogoutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title="Logout"
      text={LOGOUT_TEXT}
      confirmLabel="Yes, Logout"
      onCancel={onClose}
      onConfirm={async () => {
        onClose();
        await signOut({ server: true });
        navigate('/login', { replace: true });
      }}
    />
  );
}
