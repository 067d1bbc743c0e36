import { DeskFrame } from './desk-frame.tsx';
import { QualityPanel } from './quality.panel.tsx';

/** /aihelper/agent/qualityInspection: the real-time quality alerts alone, for a softphone or CRM to embed. */
export default function QualityInspectionPage() {
  return (
    <DeskFrame compact panel="qc">
      {(conv) => <QualityPanel conv={conv} />}
    </DeskFrame>
  );
}
