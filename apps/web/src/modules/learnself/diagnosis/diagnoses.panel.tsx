import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section.tsx';
import { DiagnosesTable } from './diagnoses.table.tsx';
import { DiagnosisForm } from './diagnosis.form.tsx';

/** The diagnosis page without an open diagnosis: the start form, then the diagnoses run so far. */
export default function DiagnosesPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('learnself-tools');
  return (
    <>
      <DiagnosisForm onStarted={onOpen} />
      <Section title={t('list.title')}>
        <DiagnosesTable />
      </Section>
    </>
  );
}
