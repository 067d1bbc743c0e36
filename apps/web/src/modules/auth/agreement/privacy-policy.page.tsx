import { AgreementView } from './agreement-view.tsx';

export default function PrivacyPolicyPage() {
  return <AgreementView kind="privacy" />;
}
