import {
  isSipAddress,
  SIP_ADDRESS_MAX,
  SIP_CONCURRENCY_MAX,
  SIP_CONCURRENCY_MIN,
  SIP_DEFAULT_PORT,
  SIP_PORT_MAX,
  SIP_PORT_MIN,
  SIP_REALM_MAX,
  SIP_STATUSES,
  SIP_TRANSPORTS,
  SIP_USERNAME_MAX,
  type SipRow,
} from '@zhiyu/contract/modules/admin/sip';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

const addressRule = (message: string, optional = false) => ({
  validator: (_: unknown, v: unknown) =>
    (optional && (v === undefined || v === '')) || (typeof v === 'string' && isSipAddress(v.trim()))
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});
/**
 * Number fields carry their own required rule: the column's generic `required` adds a whitespace
 * check that async-validator runs as a string rule, which a number never passes.
 */
const range = (min: number, max: number, required: string, message: string) => [
  { required: true, type: 'number' as const, message: required },
  { type: 'number' as const, min, max, message },
];

/** The SIP trunk form's fields (the password is a separate write-only input). */
export function sipColumns(t: TFunction): SchemaColumn<SipRow>[] {
  return [
    {
      dataIndex: 'address',
      title: t('sip.address'),
      required: true,
      maxlength: SIP_ADDRESS_MAX,
      placeholder: t('sip.addressPlaceholder'),
      rules: [addressRule(t('sip.addressInvalid'))],
      span: 12,
    },
    {
      dataIndex: 'port',
      title: t('sip.port'),
      valueType: 'number',
      min: SIP_PORT_MIN,
      max: SIP_PORT_MAX,
      precision: 0,
      initialValue: SIP_DEFAULT_PORT,
      rules: range(SIP_PORT_MIN, SIP_PORT_MAX, t('table:required'), t('sip.portInvalid')),
      span: 6,
    },
    {
      dataIndex: 'transport',
      title: t('sip.transport'),
      valueType: 'select',
      required: true,
      valueEnum: Object.fromEntries(SIP_TRANSPORTS.map((x) => [x, t(`sip.transport.${x}`)])),
      initialValue: 'udp',
      span: 6,
    },
    {
      dataIndex: 'username',
      title: t('sip.username'),
      maxlength: SIP_USERNAME_MAX,
      rules: [{ pattern: /^[^\s@:;]*$/, message: t('sip.usernameInvalid') }],
      span: 12,
    },
    {
      dataIndex: 'realm',
      title: t('sip.realm'),
      maxlength: SIP_REALM_MAX,
      tooltip: t('sip.realmTip'),
      rules: [addressRule(t('sip.realmInvalid'), true)],
      span: 12,
    },
    {
      dataIndex: 'concurrency',
      title: t('sip.concurrency'),
      valueType: 'number',
      min: SIP_CONCURRENCY_MIN,
      max: SIP_CONCURRENCY_MAX,
      precision: 0,
      initialValue: 10,
      tooltip: t('sip.concurrencyTip'),
      rules: range(SIP_CONCURRENCY_MIN, SIP_CONCURRENCY_MAX, t('table:required'), t('sip.concurrencyInvalid')),
      span: 6,
    },
    {
      dataIndex: 'status',
      title: t('sip.status'),
      valueType: 'select',
      required: true,
      valueEnum: Object.fromEntries(SIP_STATUSES.map((s) => [s, t(`sip.status.${s}`)])),
      initialValue: 'enabled',
      span: 6,
    },
  ];
}
