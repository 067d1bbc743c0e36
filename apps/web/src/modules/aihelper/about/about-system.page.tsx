import { useQuery } from '@tanstack/react-query';
import { getAihelperAbout } from '@zhiyu/contract/modules/aihelper/about';
import { useTranslation } from 'react-i18next';
import { AboutView } from '../../../components/about/about-view.tsx';
import { call } from '../../../platform/request/call.ts';

/** /aihelper/about-system: the version and the agent assistant's change log. */
export default function AihelperAboutPage() {
  const { t } = useTranslation('aihelper');
  const q = useQuery({ queryKey: ['aihelper', 'about'], queryFn: () => call(getAihelperAbout) });
  return <AboutView title={t('about.title')} product={t('about.productName')} about={q.data} failed={q.isError} />;
}
