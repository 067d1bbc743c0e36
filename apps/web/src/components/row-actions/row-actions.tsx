import { DownOutlined } from '@ant-design/icons';
import type { ButtonCode } from '@zhiyu/contract/registry';
import type { MenuProps } from 'antd';
import { Button, Dropdown, Modal, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasButton } from '../../platform/access/can.tsx';
import { useSessionVersion } from '../../platform/session/use-session.ts';

/** One action of a table row. */
export interface RowAction {
  key: string;
  label: ReactNode;
  /** Runs on click, or on OK of the confirmation when `confirm` is set (a promise keeps OK loading). */
  onClick?: () => unknown;
  /** Opens this address of the app instead (a link inline, so it can open in a new tab too). */
  to?: string;
  danger?: boolean;
  /** Asks first: a popconfirm inline, a confirmation dialog from the "More" menu. */
  confirm?: ReactNode;
  /** The button code (type 2) the action needs; without it the action is not shown. */
  code?: ButtonCode;
  disabled?: boolean;
  /** Left out (e.g. not allowed in the row's state). */
  hidden?: boolean;
  loading?: boolean;
  /** data-testid of the button or menu entry. */
  testId?: string;
}

/** Actions shown inline before the rest go into "More". */
export const INLINE_ACTIONS = 3;

/** The actions a user may see, in order: hidden ones and ones without their button code left out. */
export function visibleActions(actions: readonly (RowAction | false | null | undefined)[]): RowAction[] {
  return actions.filter((a): a is RowAction => !!a && !a.hidden && (!a.code || hasButton(a.code)));
}

/** Inline actions and the "More" menu entries: all inline up to `max`, else the first `max` and the rest. */
export function splitActions(actions: RowAction[], max = INLINE_ACTIONS): [RowAction[], RowAction[]] {
  return actions.length <= max ? [actions, []] : [actions.slice(0, max), actions.slice(max)];
}

/**
 * A table row's operation cell on one line: at most three actions as link buttons, the rest in a
 * "More" dropdown. Each action shows only with its button code (requirements §6); confirmations work in both
 * places (a popconfirm inline, a confirmation dialog from the menu).
 */
export function RowActions({
  actions,
  max = INLINE_ACTIONS,
  testId,
}: {
  actions: readonly (RowAction | false | null | undefined)[];
  max?: number;
  testId?: string;
}) {
  useSessionVersion();
  const { t } = useTranslation('table');
  const { t: tc } = useTranslation('common');
  const [modal, holder] = Modal.useModal();
  const navigate = useNavigate();
  const [inline, more] = splitActions(visibleActions(actions), max);
  if (inline.length === 0) return null;
  const ask = (a: RowAction) => ({
    title: a.confirm,
    okText: tc('ok'),
    cancelText: tc('cancel'),
    okButtonProps: a.danger ? { danger: true } : undefined,
  });
  const items: MenuProps['items'] = more.map((a) => ({
    key: a.key,
    danger: a.danger,
    disabled: a.disabled || a.loading,
    label: <span data-testid={a.testId}>{a.label}</span>,
  }));
  const pick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    const a = more.find((m) => m.key === key);
    if (!a) return;
    if (a.to) navigate(a.to);
    else if (a.confirm)
      void modal.confirm({ ...ask(a), onOk: () => Promise.resolve(a.onClick?.()).catch(() => undefined) });
    else a.onClick?.();
  };
  return (
    <span data-testid={testId} className="row-actions" style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      {inline.map((a) => {
        const button = (
          <Button
            key={a.key}
            type="link"
            size="small"
            danger={a.danger}
            disabled={a.disabled}
            loading={a.loading}
            data-testid={a.testId}
            onClick={a.confirm ? undefined : () => a.onClick?.()}
          >
            {a.label}
          </Button>
        );
        if (a.to && !a.disabled)
          return (
            <Link key={a.key} to={a.to}>
              {button}
            </Link>
          );
        return a.confirm && !a.disabled ? (
          <Popconfirm key={a.key} {...ask(a)} onConfirm={() => Promise.resolve(a.onClick?.()).catch(() => undefined)}>
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
      {more.length > 0 && (
        <Dropdown menu={{ items, onClick: pick }} trigger={['click']}>
          <Button type="link" size="small" data-testid="row-actions-more" onClick={(e) => e.stopPropagation()}>
            {t('rowActions.more')}
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {holder}
    </span>
  );
}
