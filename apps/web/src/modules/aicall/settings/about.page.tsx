import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AboutView } from '../../../components/about/about-view.tsx';
import { fetchAbout, settingKeys } from './settings.api.ts';

/** /aicall/log: the product version and its change log in the reader's language. */
export default function AboutPage() {
  const { t } = useTranslation('callset');
  const q = useQuery({ queryKey: settingKeys.about, queryFn: fetchAbout });
  return <AboutView title={t('about.title')} product={t('about.productName')} about={q.data} failed={q.isError} />;
}
