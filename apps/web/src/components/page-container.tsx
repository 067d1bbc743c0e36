import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type OpenedFrom, routeNames } from '../app/route-names.ts';
import { setPageName } from '../platform/page-title.ts';
import { PageBreadcrumb, pageName } from './page-breadcrumb.tsx';

interface Props {
  children: ReactNode;
  /** Overrides the route's name chain (menu keys). */
  names?: string[];
  /** Keeps the breadcrumb and title visible while the page scrolls. */
  sticky?: boolean;
  extra?: ReactNode;
}

function useRouteNames(): string[] {
  const { pathname, state } = useLocation();
  return routeNames(pathname, (state as OpenedFrom | null)?.from);
}

/** requirements §2 page container: breadcrumb from the route name array, title from the last name. */
export function PageContainer({ children, names, sticky, extra }: Props) {
  const { t } = useTranslation('menu');
  const fromRoute = useRouteNames();
  const chain = names ?? fromRoute;
  const title = chain.length ? pageName(t, chain[chain.length - 1]) : '';
  useEffect(() => {
    setPageName(title);
    return () => setPageName('');
  }, [title]);
  const head: CSSProperties = sticky
    ? { position: 'sticky', top: 0, zIndex: 10, background: 'var(--zy-bg, #f5f5f5)', paddingBottom: 8 }
    : { paddingBottom: 8 };
  return (
    <div>
      <div style={head}>
        {chain.length > 0 && <PageBreadcrumb names={chain} />}
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 8 }}>
          <h4 style={{ margin: 0, fontSize: 20, fontWeight: 600 }} data-testid="page-title">
            {title}
          </h4>
          {extra}
        </div>
      </div>
      <div>{children}</div>
    </div>
  );
}
