/** Blurs an element jsdom no longer counts as focusable (it blurs only focusable ones). */
function blurDisabled(element: HTMLElement) {
  const tabIndex = element.getAttribute('tabindex');
  element.setAttribute('tabindex', '-1');
  element.blur();
  if (tabIndex === null) element.removeAttribute('tabindex');
  else element.setAttribute('tabindex', tabIndex);
}

/**
 * Makes jsdom drop the focus as browsers do: a focused control that gets disabled loses it to the
 * page's body (jsdom keeps it there). Call in a test; the answer stops it.
 */
export function dropFocusOnDisable(): () => void {
  const observer = new MutationObserver((records) => {
    const active = document.activeElement;
    // Disabled, even if enabled again meanwhile: the browser blurred it at the moment it was disabled.
    if (active instanceof HTMLElement && records.some((record) => record.target === active && record.oldValue === null)) blurDisabled(active);
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'], attributeOldValue: true });
  return () => observer.disconnect();
}
