/**
 * A message that appears when a field loses the focus moves what is below it. When the focus was
 * lost to a pressed pointer, the button under it then moves away before the pointer is released,
 * and its click is lost ("+ Add New" below a field whose format message appears). Such a message
 * waits for the release and its click.
 */
let pressed = false;
const waiting: (() => void)[] = [];

function release() {
  if (!pressed) return;
  pressed = false;
  // The click a release makes is dispatched in the same task: this runs after it.
  setTimeout(() => waiting.splice(0).forEach((run) => run()), 0);
}

// Listened from the start (capture, before any handler), so the press that takes the focus away is seen.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `show` now, or, while a pointer is pressed, once it is released and its click is done. */
export function afterPointerRelease(show: () => void): void {
  if (pressed) waiting.push(show);
  else show();
}
