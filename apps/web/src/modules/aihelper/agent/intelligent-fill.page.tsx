import { DeskFrame } from './desk-frame.tsx';
import { FillPanel } from './fill.panel.tsx';

/** /aihelper/agent/intelligentFill: the form being filled alone, for a softphone or CRM to embed. */
export default function IntelligentFillPage() {
  return (
    <DeskFrame compact panel="fill">
      {(conv) => <FillPanel conv={conv} />}
    </DeskFrame>
  );
}
