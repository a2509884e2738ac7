/**
 * Where the inspector is shown: docked in the page (DockedFrame) or in a window of its own (WindowFrame).
 * Neither is modal: the page beside the panel stays usable, and its requests appear in the panel as it goes.
 */
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Button, CloseButton, MantineThemeProvider } from '@mantine/core';
import { readJson, webStorage, writeJson } from '@/api/storage';
import { clampWidth, INSPECTOR_WIDTH_KEY, MIN_WIDTH, maxWidth, widthAfterKey, widthAtPointer } from './panel-layout';
import type { InspectorWindow } from './inspector-window';
import classes from './InspectorFrame.module.css';

const WIDTH_VARIABLE = '--refex-inspector-width';

/** The docked panel's element id (its width's separator controls it). */
const INSPECTOR_PANEL_ID = 'refex-inspector';

/** The attribute on the page's root element that makes room for the docked panel (InspectorFrame.module.css). */
const DOCKED_ATTRIBUTE = 'data-refex-inspector';

interface FrameProps {
  title: string;
  /** The header button that opens the inspector: it gets the focus back when the panel closes with the focus inside. */
  button: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The panel in the page: on the right of a wide screen, the page narrowing beside it (its width dragged or
 * moved with the arrow keys on its left edge, and kept in this browser), a sheet at the bottom of a narrow one.
 * It takes the focus when opened; Escape with the focus inside closes it (the header button gets the focus
 * back). It is a complementary landmark, not a dialog: no overlay, no focus trap, no scroll lock.
 */
export function DockedFrame({ title, button, onClose, onDetach, detachNote, children }: FrameProps & { onDetach: () => void; detachNote: string }) {
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [width, setWidth] = useState(() => clampWidth(readJson<number>(webStorage(), INSPECTOR_WIDTH_KEY), window.innerWidth));
  const [dragging, setDragging] = useState(false);

  // The page makes room for the panel while it is docked.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute(DOCKED_ATTRIBUTE, 'docked');
    return () => {
      root.removeAttribute(DOCKED_ATTRIBUTE);
      root.style.removeProperty(WIDTH_VARIABLE);
    };
  }, []);
  useLayoutEffect(() => {
    document.documentElement.style.setProperty(WIDTH_VARIABLE, `${width}px`);
  }, [width]);
  useEffect(() => {
    // A narrower window keeps the page its room.
    const onResize = () => setWidth((value) => clampWidth(value, window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useLayoutEffect(() => {
    // Opened, the panel takes the focus; closed with the focus inside (Escape, its close button, the shortcut),
    // the header button gets it back.
    const element = panel.current;
    const opener = button.current;
    heading.current?.focus();
    // A layout effect: its cleanup runs while the panel is still in the document.
    return () => {
      if (element?.contains(element.ownerDocument.activeElement)) opener?.focus();
    };
  }, [button]);
  useEffect(() => {
    // Listened to on the panel's own elements: a menu's Escape (its list is elsewhere in the document) closes the menu only.
    const element = panel.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : undefined;
      if (target?.getAttribute('aria-expanded') === 'true' && target.hasAttribute('aria-haspopup')) return;
      onClose();
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const keep = (value: number) => writeJson(webStorage(), INSPECTOR_WIDTH_KEY, value);
  const onEdgeKey = (event: ReactKeyboardEvent) => {
    const next = widthAfterKey(event.key, width, window.innerWidth);
    if (next === undefined) return;
    event.preventDefault();
    setWidth(next);
    keep(next);
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (dragging) setWidth(widthAtPointer(event.clientX, window.innerWidth));
  };
  const onPointerUp = () => {
    if (!dragging) return;
    setDragging(false);
    keep(width);
  };

  return createPortal(
    <aside ref={panel} id={INSPECTOR_PANEL_ID} aria-labelledby={headingId} className={classes.panel}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable separator is a window splitter (WAI-ARIA), moved with the arrow keys */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label="Width of the request inspector"
        aria-controls={INSPECTOR_PANEL_ID}
        aria-valuenow={width}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={maxWidth(window.innerWidth)}
        aria-valuetext={`${width} pixels`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as above: the splitter takes the focus
        tabIndex={0}
        className={classes.edge}
        data-dragging={dragging || undefined}
        onKeyDown={onEdgeKey}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
      <div className={classes.head}>
        <h2 ref={heading} id={headingId} tabIndex={-1} className={classes.title}>
          {title}
        </h2>
        <div className={classes.tools}>
          <Button size="compact-sm" variant="default" onClick={onDetach} title={detachNote}>
            Open in a window
          </Button>
          <CloseButton onClick={onClose} aria-label="Close the request inspector" />
        </div>
      </div>
      <div className={classes.body}>{children}</div>
    </aside>,
    document.body,
  );
}

/**
 * Copies the page's style sheets (the build's files, Mantine's variables in the body) into `target`, and those
 * the page loads later (a lazily loaded part's), and keeps its colour scheme; returns the undoing.
 */
function mirrorStyles(target: Document): () => void {
  const copy = (node: Node) => {
    if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) target.head.appendChild(target.importNode(node, true));
  };
  document.querySelectorAll('style, link[rel="stylesheet"]').forEach(copy);
  const added = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(copy)));
  added.observe(document.head, { childList: true });
  const scheme = () => {
    const value = document.documentElement.getAttribute('data-mantine-color-scheme');
    if (value === null) target.documentElement.removeAttribute('data-mantine-color-scheme');
    else target.documentElement.setAttribute('data-mantine-color-scheme', value);
  };
  scheme();
  const schemes = new MutationObserver(scheme);
  schemes.observe(document.documentElement, { attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
  return () => {
    added.disconnect();
    schemes.disconnect();
  };
}

/**
 * The inspector in a window of its own, for a second screen.
 *
 * Two designs were weighed. (1) A route of the app in the other window, fed over a BroadcastChannel: the
 * window would load and start the whole app again, the log's records (bodies of up to 2 MB each, 12 MB in
 * all) would be copied across at every change, the schema check would run twice, and *Include my token*
 * would need the token in the other window. (2) This page's React tree rendered into an empty window of the
 * same origin through a portal (this one): the window shares the page's state as it is (the log, the current
 * view, the backend, the choices), so it follows the page's requests and views with no copying, no second
 * start and no token passed anywhere. Its costs are handled here: the page's style sheets and colour scheme
 * are copied into the window (mirrorStyles), Mantine's portals (menus, tooltips) are pointed into the
 * window's own document, and copying goes through the window's own clipboard (lib/clipboard.ts). The window
 * lives with the page: it is closed when the page goes, and closing it brings the inspector back into the page.
 */
export function WindowFrame({
  detached,
  title,
  onDock,
  onGone,
  children,
}: {
  detached: InspectorWindow;
  title: string;
  onDock: () => void;
  onGone: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const gone = useEffectEvent(onGone);
  // Menus and tooltips of the inspector open in the window's own document.
  const theme = useMemo(() => ({ components: { Portal: { defaultProps: { target: detached.portals } } } }), [detached]);

  useEffect(() => {
    const popup = detached.window;
    const unmirror = mirrorStyles(popup.document);
    heading.current?.focus();
    // Closed by the user: the inspector comes back into the page. The page going away closes the window.
    const onPopupGone = () => gone();
    const onPageGone = () => popup.close();
    popup.addEventListener('pagehide', onPopupGone);
    window.addEventListener('pagehide', onPageGone);
    const watch = window.setInterval(() => {
      if (popup.closed) gone();
    }, 1000);
    return () => {
      unmirror();
      popup.removeEventListener('pagehide', onPopupGone);
      window.removeEventListener('pagehide', onPageGone);
      window.clearInterval(watch);
    };
  }, [detached]);

  return createPortal(
    <MantineThemeProvider theme={theme}>
      <main aria-labelledby={headingId} className={classes.window}>
        <div className={classes.head}>
          <h1 ref={heading} id={headingId} tabIndex={-1} className={classes.title}>
            {title}
          </h1>
          <div className={classes.tools}>
            <Button size="compact-sm" variant="default" onClick={onDock}>
              Back into the page
            </Button>
          </div>
        </div>
        <div className={classes.body}>{children}</div>
      </main>
    </MantineThemeProvider>,
    detached.content,
  );
}
