/**
 * Top progress bar shared by concurrent calls: starts with the first, ends with the last. nprogress
 * loads with the first non-quiet call; /login makes only quiet calls, so it never pays for it.
 */
type NP = typeof import('nprogress');
let np: NP | null = null;
let loading: Promise<NP> | null = null;
let active = 0;

function load(): Promise<NP> {
  loading ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([m]) => {
    np = (m.default ?? m) as NP;
    np.configure({ showSpinner: false });
    return np;
  });
  return loading;
}

export function progressStart(): void {
  if (active++ === 0) void load().then((p) => active > 0 && p.start());
}

export function progressDone(): void {
  active = Math.max(0, active - 1);
  if (active === 0) np?.done();
}
