import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section.tsx';
import { ClusterRunForm } from './cluster-run.form.tsx';
import { RunsTable } from './runs.table.tsx';

/** The clustering page without an open run: the start form, then the runs with their live progress. */
export default function RunsPanel() {
  const { t } = useTranslation('learnself-data');
  return (
    <>
      <ClusterRunForm />
      <Section title={t('runs.title')}>
        <RunsTable />
      </Section>
    </>
  );
}
