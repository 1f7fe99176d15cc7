/**
 * react-aria announces a pending button through its live announcer with `aria-labelledby` pointing
 * at the button, and keeps that node for 7 s. Once a story unmounts, the reference dangles and the
 * next story's axe check fails (role-img-alt). Stories that submit forms clear it first.
 */
export function clearLiveAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) node.remove();
}
