import { EnginePanel } from './engine.panel.tsx';

/** /aiadmin/nlp: NLP engine settings. */
export default function NlpPage() {
  return <EnginePanel screen="nlp" />;
}
