/**
 * Lets code outside React (the request layer) navigate through the router, so a toast shown just
 * before going to /login survives the move. Falls back to a full page load before the router exists.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function goTo(to: string, replace = true): void {
  navigateImpl(to, { replace });
}

export function goToLogin(): void {
  if (window.location.pathname !== '/login') goTo('/login');
}
