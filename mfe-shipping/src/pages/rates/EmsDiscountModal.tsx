import { EMS_DISCOUNT_NOTE, EMS_DISCOUNT_TITLE, emsDiscountRows } from '@exportdesk/core';
import { Button, Modal } from '@exportdesk/portal-kit';

/** The 'EMS Tariff Discount Structure' modal: revenue tiers against discount, and Close (000 §2.3, §9). */
export function EmsDiscountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={EMS_DISCOUNT_TITLE}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <div className="ed-table-wrap">
        <table className="ed-table">
          <caption className="ed-sr-only">{EMS_DISCOUNT_TITLE}</caption>
          <thead>
            <tr>
              <th scope="col">Monthly international EMS revenue</th>
              <th scope="col">Discount</th>
              <th scope="col">Destinations</th>
            </tr>
          </thead>
          <tbody>
            {emsDiscountRows().map((r) => (
              <tr key={r.discount}>
                <td data-label="Monthly international EMS revenue">{r.revenue}</td>
                <td data-label="Discount">
                  <strong>{r.discount}</strong>
                </td>
                <td data-label="Destinations">{r.destinations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="ed-muted rc-note">{EMS_DISCOUNT_NOTE}</p>
    </Modal>
  );
}
