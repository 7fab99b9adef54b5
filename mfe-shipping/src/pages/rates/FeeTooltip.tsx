import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { REGISTRATION_FEE_TOOLTIP, RESULT_TOOLTIP_DELAY_MS } from '@exportdesk/core';

/**
 * "A tooltip on results appears after 300 ms and explains that the Rs 70 registration fee is
 * already included in the tariff." (000 §2.3, §9) Hover or keyboard focus opens it; Escape closes.
 */
export function FeeTooltip({ children }: { children: ReactNode }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), RESULT_TOOLTIP_DELAY_MS);
  };
  const close = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span
      className="rc-tip"
      tabIndex={0}
      aria-describedby={shown ? id : undefined}
      onMouseEnter={open}
      onMouseLeave={close}
      onFocus={open}
      onBlur={close}
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      {children}
      {shown && (
        <span role="tooltip" id={id} className="rc-tip__box">
          {REGISTRATION_FEE_TOOLTIP}
        </span>
      )}
    </span>
  );
}
