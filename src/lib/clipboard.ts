/**
 * The clipboard of the window an element is in. A view rendered into another window (the request inspector's
 * own window) must write through that window's clipboard: the page's own refuses while the page is not focused.
 */
export function clipboardOf(element: Element | null | undefined): Clipboard | undefined {
  const view = element?.ownerDocument.defaultView ?? (typeof window === 'undefined' ? undefined : window);
  return view?.navigator.clipboard ?? undefined;
}
