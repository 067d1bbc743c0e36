import { useSearchParams } from 'react-router';

/** requirements §9 table paging: sizes 5, 10, 20, 50, 100, default 10, first page 1. */
export const PAGE_SIZES = [5, 10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;

/** List state lives in the URL (requirements D3.8) so reload, back and shared links keep it. */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rawSize = Number(params.get('size'));
  const size = PAGE_SIZES.includes(rawSize) ? rawSize : DEFAULT_PAGE_SIZE;
  const setPage = (nextPage: number, nextSize: number) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('page', String(nextSize !== size ? 1 : nextPage));
        out.set('size', String(nextSize));
        return out;
      },
      { replace: false },
    );
  return { page, size, setPage };
}
