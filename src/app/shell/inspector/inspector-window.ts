/** The request inspector's window of its own: opened here, rendered into by InspectorFrame.tsx's WindowFrame. */

/** The inspector's own window and the elements of its document the inspector renders into. */
export interface InspectorWindow {
  window: Window;
  /** Where the inspector goes. */
  content: HTMLElement;
  /** Where its menus and tooltips go. */
  portals: HTMLElement;
}

/**
 * Opens the window the inspector moves to, in the click that asks for it (so no blocker refuses it), with an
 * empty document of this origin; undefined when the browser refused it.
 */
export function openInspectorWindow(title: string): InspectorWindow | undefined {
  const width = Math.min(900, Math.max(480, Math.round(window.screen.availWidth / 3)));
  const popup = window.open('', 'refex-inspector', `popup,width=${width},height=${Math.round(window.screen.availHeight * 0.8)}`);
  if (!popup) return undefined;
  const target = popup.document;
  target.head.replaceChildren();
  target.body.replaceChildren();
  target.title = `${title} · Refex`;
  target.documentElement.lang = document.documentElement.lang || 'en';
  const content = target.createElement('div');
  const portals = target.createElement('div');
  target.body.append(content, portals);
  popup.focus();
  return { window: popup, content, portals };
}
