/** Top progress bar shared by concurrent calls: starts with the first, ends with the last. */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });
let active = 0;

export function progressStart(): void {
  if (active++ === 0) NProgress.start();
}

export function progressDone(): void {
  active = Math.max(0, active - 1);
  if (active === 0) NProgress.done();
}
