import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MSG, LOGO_MAX_BYTES } from '@exportdesk/core';
import { Button, useApiMutation, useApiQuery } from '@exportdesk/portal-kit';
import { getLogo, uploadLogo } from './accountCalls';

/**
 * The invoice logo (issue 14): PNG or JPEG up to 1 MB, previewed before it is sent. The server
 * judges the file by its first bytes; the checks here only save a round trip.
 */
export function LogoUpload({ hasLogo }: { hasLogo: boolean }) {
  const current = useApiQuery(['invoice-logo'], getLogo, { enabled: hasLogo });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const sending = useApiMutation(uploadLogo, {
    success: ACCOUNT_MSG.logoSaved,
    invalidates: [['invoice-logo'], ['profile-details']],
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function pick(f: File | undefined) {
    setProblem(null);
    if (!f) return setFile(null);
    if (!['image/png', 'image/jpeg'].includes(f.type)) return setProblem(ACCOUNT_MSG.logoType);
    if (f.size > LOGO_MAX_BYTES) return setProblem(ACCOUNT_MSG.logoTooLarge);
    setFile(f);
  }

  const shown = preview ?? (hasLogo ? current.data : null);
  return (
    <section className="acc-form ed-card" aria-label="Invoice logo">
      <h2>Invoice logo</h2>
      <div className="acc-logo">
        {shown ? (
          <img src={shown} alt={preview ? 'New logo preview' : 'Current logo'} data-testid="logo-preview" />
        ) : (
          <div className="acc-logo-empty ed-muted">{ACCOUNT_MSG.uploadLogo}</div>
        )}
        <div className="acc-otp">
          <label className="ed-field">
            <span>PNG or JPEG, at most 1 MB</span>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg"
              aria-label="Choose logo"
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </label>
          {problem && (
            <p className="ed-alert ed-alert--error" role="alert">
              {problem}
            </p>
          )}
          <div>
            <Button disabled={!file} busy={sending.busy} onClick={() => file && void sending.run(file)}>
              Upload logo
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
