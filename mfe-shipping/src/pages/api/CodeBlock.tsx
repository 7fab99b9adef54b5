import { Button } from '@exportdesk/portal-kit';
import { useCopy } from './useCopy';

/** A copyable code sample. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const { copied, copy, copiedLabel } = useCopy();
  return (
    <div className="ak-code">
      <Button size="sm" variant="ghost" className="ak-code__copy" onClick={() => copy(code)}>
        {copied ? copiedLabel : 'Copy'}
      </Button>
      <pre tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
