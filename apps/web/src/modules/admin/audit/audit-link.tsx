import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAllowed } from '../../../platform/access/nav.ts';
import { useNav } from '../../../platform/session/use-session.ts';

export const AUDIT_PATH = '/aiadmin/audit';

/** Where the audit trail opens filtered to one kind of object (and optionally one object). */
export function auditHref(entity: string, entityId?: string): string {
  const q = JSON.stringify({ entity, ...(entityId ? { entityId } : {}) });
  return `${AUDIT_PATH}?${new URLSearchParams({ q })}`;
}

/** The audit-trail button of an admin screen: shown only to callers whose menus include the audit trail. */
export function AuditLink({ entity, entityId }: { entity: string; entityId?: string }) {
  const { t } = useTranslation('audit');
  const nav = useNav();
  if (!isAllowed(AUDIT_PATH, nav)) return null;
  return (
    <Link to={auditHref(entity, entityId)} data-testid="audit-link">
      <Button>{t('link')}</Button>
    </Link>
  );
}
