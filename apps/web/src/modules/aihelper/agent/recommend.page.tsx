import { DeskFrame } from './desk-frame.tsx';
import { RecommendPanel } from './recommend.panel.tsx';

/** /aihelper/agent/recommend: the script recommendations alone, for a softphone or CRM to embed. */
export default function RecommendPage() {
  return (
    <DeskFrame compact panel="recommend">
      {(conv) => <RecommendPanel conv={conv} />}
    </DeskFrame>
  );
}
