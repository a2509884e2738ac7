/**
 * One tooltip for many elements: inside `root`, any element with a `data-tip` text shows it on hover and on
 * keyboard focus, described to assistive technology by that tooltip (aria-describedby) while it shows. Escape or
 * leaving the element hides it; a scroll moves it with its element.
 *
 * For long lists (a table of a hundred rows): one listener and one floating element, where a tooltip component
 * per cell would cost each row a component and a portal.
 */
import { useEffect, useId, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import classes from './DelegatedTip.module.css';

interface Shown {
  text: string;
  target: HTMLElement;
  rect: DOMRect;
}

const GAP = 6;
/** Below the element, unless it sits this close to the bottom of the window. */
const ROOM_BELOW = 96;

export function DelegatedTip({ root }: { root: RefObject<HTMLElement | null> }) {
  const id = useId();
  const [shown, setShown] = useState<Shown | undefined>();

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let current: HTMLElement | undefined;
    const hide = () => {
      current?.removeAttribute('aria-describedby');
      current = undefined;
      setShown(undefined);
    };
    const show = (target: HTMLElement) => {
      const text = target.dataset.tip;
      if (!text) return;
      if (current !== target) current?.removeAttribute('aria-describedby');
      current = target;
      target.setAttribute('aria-describedby', id);
      setShown({ text, target, rect: target.getBoundingClientRect() });
    };
    const tipOf = (node: EventTarget | null) => (node instanceof Element ? (node.closest<HTMLElement>('[data-tip]') ?? undefined) : undefined);
    const onOver = (event: PointerEvent) => {
      const target = tipOf(event.target);
      if (target && element.contains(target)) show(target);
    };
    const onOut = (event: PointerEvent) => {
      if (current && !current.contains(event.relatedTarget as Node | null) && document.activeElement !== current) hide();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = tipOf(event.target);
      if (target && target === event.target) show(target);
      else if (current) hide();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.target === current) hide();
    };
    const follow = () => {
      if (current) setShown({ text: current.dataset.tip ?? '', target: current, rect: current.getBoundingClientRect() });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && current) hide();
    };
    element.addEventListener('pointerover', onOver);
    element.addEventListener('pointerout', onOut);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    return () => {
      hide();
      element.removeEventListener('pointerover', onOver);
      element.removeEventListener('pointerout', onOut);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', follow, { capture: true });
    };
  }, [root, id]);

  if (!shown || !shown.target.isConnected) return null;
  const { rect } = shown;
  const below = rect.bottom + ROOM_BELOW < window.innerHeight;
  const style = {
    left: `max(${GAP}px, min(${Math.round(rect.left)}px, calc(100vw - var(--tip-width) - ${GAP}px)))`,
    ...(below ? { top: `${Math.round(rect.bottom + GAP)}px` } : { bottom: `${Math.round(window.innerHeight - rect.top + GAP)}px` }),
  };
  return createPortal(
    <div role="tooltip" id={id} className={classes.tip} style={style}>
      {shown.text}
    </div>,
    document.body,
  );
}
