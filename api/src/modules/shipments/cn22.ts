/**
 * Its own file: a renderer. The CN22 customs declaration of a Ship Abroad shipment as printable
 * HTML ("print personal export CN form: refno → cn22 printable html", 001 §7). The docket
 * documents' CN22 is a PDF from the docket model (api/src/documents/customs-declaration.ts); a
 * Ship Abroad shipment is no docket, and its screen prints HTML in an 800 × 1000 window.
 */
import { SHIPPING_METHOD_INFO, type ShippingMethod } from '@exportdesk/core';
import type { WireShipment } from './service';

const esc = (v: unknown) =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function cn22Html(s: WireShipment): string {
  const c = s.consigneeDetails;
  const kg = (s.grossWeight / 1000).toFixed(4);
  const method = SHIPPING_METHOD_INFO[s.shippingMethod as ShippingMethod]?.label ?? s.shippingMethod;
  return `<!doctype html><html><head><meta charset="utf-8"><title>CN22 ${esc(s.refno)}</title>
<style>body{font:12px Arial,sans-serif;margin:16px;width:760px}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #000;padding:4px;vertical-align:top;text-align:left}h1{font-size:16px;margin:0 0 8px}
.box{display:inline-block;width:10px;height:10px;border:1px solid #000;margin-right:4px}</style></head>
<body onload="setTimeout(function(){window.print()},1000)">
<h1>CUSTOMS DECLARATION CN 22 — May be opened officially</h1>
<table>
<tr><th>Ref. ID</th><td>${esc(s.refno)}</td><th>Tracking No.</th><td>${esc(s.trackingNo ?? '')}</td></tr>
<tr><th>Service</th><td>${esc(method)}</td><th>Category</th><td><span class="box"></span>Gift <span class="box"></span>Documents <span class="box"></span>Commercial sample <span class="box">X</span>Sale of goods</td></tr>
<tr><th colspan="2">Detailed description of contents</th><th>Weight (kg)</th><th>Value (INR)</th></tr>
<tr><td colspan="2">${esc(s.packageDesc)} (${esc(s.productCategory)})</td><td>${kg}</td><td>${s.cifValue.toFixed(2)}</td></tr>
<tr><th>HS tariff number</th><td>${esc(s.hsnCode)}</td><th>Country of origin</th><td>India</td></tr>
<tr><th>Dimensions (cm)</th><td colspan="3">${s.length} × ${s.width} × ${s.height}</td></tr>
<tr><th>To</th><td colspan="3">${esc(c.name)}<br>${esc(c.address)}<br>${esc(c.city)}, ${esc(c.state)} ${esc(c.zipCode)}<br>${esc(c.country)}<br>${esc(c.mobile)} ${esc(c.email)}</td></tr>
</table>
<p>I, the undersigned, certify that the particulars given in this declaration are correct and that this item does not contain any dangerous article prohibited by legislation or by postal or customs regulations.</p>
<p>Date and sender's signature: ______________________</p>
</body></html>`;
}
