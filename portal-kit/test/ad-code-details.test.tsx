/**
 * Issue 23 item 5: the AD-code fee is asked with its details, the same fields on /adreg and in
 * the shell's modal (portal-kit's useAdCodeDetails): three labelled fields, the AD code's hint.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAdCodeDetails } from '../src/ui/AdCodeDetails';

function Form() {
  return <form>{useAdCodeDetails().fields}</form>;
}

describe('AD-code details fields', () => {
  it('are the AD code, bank and branch, each labelled', () => {
    const html = renderToStaticMarkup(<Form />);
    for (const label of ['AD code', 'Bank', 'Branch']) expect(html).toContain(`>${label}<`);
    expect(html).toContain('The 14-digit Authorised Dealer code from your bank');
    expect(html.match(/<input/g)).toHaveLength(3);
  });
});
