import { listSmsOutbox } from '@zhiyu/contract/modules/aicall/sms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { fetchOutbox, settingKeys } from './settings.api.ts';
import { outboxColumns } from './sms.columns.tsx';

/** Messages sent after calls (the built-in adapter's outbox), numbers masked. */
export default function SmsOutboxPanel() {
  const { t } = useTranslation('callset');
  const columns = useMemo(() => outboxColumns(t), [t]);
  return <SchemaTable columns={columns} queryKey={settingKeys.outbox} list={listSmsOutbox} request={fetchOutbox} />;
}
