/** The sandbox checkout page (its own file: an HTML renderer). Everything printed is escaped. */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function sandboxCheckoutHtml(o: {
  orderId: string;
  description: string;
  total: number;
  status: string;
  returnUrl: string;
}): string {
  const amount = o.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const form = (outcome: 'success' | 'failure', label: string, color: string) => `
    <form method="post" action="/api/v1/payments/sandbox/pay">
      <input type="hidden" name="orderId" value="${esc(o.orderId)}">
      <input type="hidden" name="outcome" value="${outcome}">
      <input type="hidden" name="returnUrl" value="${esc(o.returnUrl)}">
      <button type="submit" style="background:${color}">${label}</button>
    </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f9;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:10px;box-shadow:0 2px 12px #0002;padding:24px;max-width:360px;width:calc(100% - 32px)}
h1{font-size:18px;margin:0 0 4px}p{margin:6px 0;color:#333}.amt{font-size:28px;font-weight:700;margin:12px 0}
.note{font-size:12px;color:#777}button{width:100%;padding:12px;border:0;border-radius:6px;color:#fff;font-size:16px;margin-top:10px;cursor:pointer}
</style></head><body><main>
<h1>Sandbox checkout</h1>
<p class="note">Test payments only: no money moves. Pick the outcome.</p>
<p>${esc(o.description)}</p>
<p class="amt">₹${esc(amount)}</p>
<p class="note">Order ${esc(o.orderId)} · ${esc(o.status)}</p>
${o.status === 'paid' ? '<p>This order is already paid.</p>' : form('success', 'Pay (success)', '#1a7f37') + form('failure', 'Fail payment', '#b42318')}
</main></body></html>`;
}
