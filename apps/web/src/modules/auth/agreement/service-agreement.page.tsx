import { AgreementView } from './agreement-view.tsx';

export default function ServiceAgreementPage() {
  return <AgreementView kind="service" />;
}
