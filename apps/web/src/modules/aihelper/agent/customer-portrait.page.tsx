import { DeskFrame } from './desk-frame.tsx';
import { PortraitPanel } from './portrait.panel.tsx';

/** /aihelper/agent/customerPortrait: the customer portrait alone, for a softphone or CRM to embed. */
export default function CustomerPortraitPage() {
  return (
    <DeskFrame compact panel="portrait">
      {(conv) => <PortraitPanel conv={conv} />}
    </DeskFrame>
  );
}
