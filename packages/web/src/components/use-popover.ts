import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * Where the panel sits against its trigger: below it, lined up with its start or end edge (start and end follow the
 * page's direction), or beside it on its start side.
 */
export type PopoverPlacement = 'below-start' | 'below-end' | 'beside-start';

/** Distance kept from the trigger and from the window's edges, in CSS pixels. */
const GAP = 6;
const EDGE = 8;

/**
 * A disclosure popover (WAI-ARIA APG "disclosure" pattern): a button that shows and hides a panel of links or
 * buttons. The panel follows its trigger in the DOM, so Tab walks from the trigger into it and on to the rest of
 * the page; it is drawn with fixed coordinates so that no scrolling or clipped ancestor (the header's scrolling
 * navigation bar) cuts it. It closes on Escape (focus back on the trigger), on a press outside, when focus leaves
 * it and when one of its entries is chosen (`close`).
 *
 * About 1 KB, where a menu library with its positioning engine costs the front door about 16 KB gzip (bench/).
 */
export function usePopover(placement: PopoverPlacement, { gap = GAP }: { gap?: number } = {}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed', visibility: 'hidden' });

  const place = useCallback(() => {
    const trigger = triggerRef.current;
    const panel = panelRef.current;
    if (!trigger || !panel) return;
    const rtl = getComputedStyle(trigger).direction === 'rtl';
    const t = trigger.getBoundingClientRect();
    const width = panel.offsetWidth;
    const height = panel.offsetHeight;
    const viewW = document.documentElement.clientWidth;
    const viewH = document.documentElement.clientHeight;
    let left: number;
    let top: number;
    if (placement === 'beside-start') {
      left = rtl ? t.right + gap : t.left - gap - width;
      top = t.top + t.height / 2 - height / 2;
    } else {
      const alignLeft = (placement === 'below-start') !== rtl;
      left = alignLeft ? t.left : t.right - width;
      top = t.bottom + gap;
      // No room below: open above the trigger.
      if (top + height > viewH - EDGE && t.top - gap - height >= EDGE) top = t.top - gap - height;
    }
    left = Math.max(EDGE, Math.min(left, viewW - EDGE - width));
    top = Math.max(EDGE, Math.min(top, viewH - EDGE - height));
    // A filtered or transformed ancestor (the header's backdrop blur) makes itself the box that `fixed` is measured
    // from: draw once, see where the panel landed, and move it by the difference.
    panel.style.left = `${left}px`;
    panel.style.top = `${top}px`;
    const landed = panel.getBoundingClientRect();
    setStyle({ position: 'fixed', left: left + (left - landed.left), top: top + (top - landed.top) });
  }, [placement, gap]);

  useLayoutEffect(() => {
    if (open) place();
    else setStyle({ position: 'fixed', visibility: 'hidden' });
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onMove = () => place();
    // Its content may grow once drawn (a QR code loaded on demand): place it again.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(onMove) : null;
    if (panelRef.current) resized?.observe(panelRef.current);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onMove);
    window.addEventListener('scroll', onMove, true);
    return () => {
      resized?.disconnect();
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onMove);
      window.removeEventListener('scroll', onMove, true);
    };
  }, [open, place]);

  const close = useCallback(() => setOpen(false), []);

  return {
    open,
    setOpen,
    close,
    rootProps: {
      ref: (node: HTMLElement | null) => {
        rootRef.current = node;
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        // Only the popover closes: not a dialog it sits in (the browser's <dialog> listens for an Escape not prevented).
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        triggerRef.current?.focus();
      },
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpen(false);
      },
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      'data-state': open ? 'open' : 'closed',
      onClick: () => setOpen(!open),
    },
    panelProps: {
      ref: (node: HTMLElement | null) => {
        panelRef.current = node;
      },
      id,
      hidden: !open,
      style,
    },
  };
}
