import { useEffect, useRef } from 'react';

/**
 * A tap beside the open menu closes it. Browsers do that themselves for a popover (light dismiss), but not iOS 17 to
 * 18.2 (WebKit bug 267688) nor a browser without popovers (iOS 16.4): a bug that cannot be feature-checked, so the
 * app does it everywhere — where the browser was first, `close` finds the menu closed already. By the position, not
 * the target: a tap on the popover's backdrop targets the popover itself. The menu button (its `popovertarget`)
 * toggles it by itself. Here, in the menu's own code (loaded at the reader's first sign), not in the page's entry.
 */
export function useCloseOnTapBeside(menuId: string, isOpen: boolean, close: () => void): void {
  // The latest close, without listening anew on every render (a render between a tap's down and up would forget it).
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!isOpen) return;
    const menu = document.getElementById(menuId);
    const button = document.querySelector(`[popovertarget="${CSS.escape(menuId)}"]`);
    const beside = (event: PointerEvent) => {
      const box = menu?.getBoundingClientRect();
      const { clientX: x, clientY: y } = event;
      const onMenu = box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      return !onMenu && !(event.target instanceof Node && button?.contains(event.target));
    };
    let downBeside = false;
    const down = (event: PointerEvent) => (downBeside = beside(event));
    const up = (event: PointerEvent) => {
      if (downBeside && beside(event)) latestClose.current();
    };
    // Capturing: without popovers the tap lands on the page, where react-aria's buttons stop pointerdown.
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
    };
  }, [menuId, isOpen]);
}
