import { EngineScreenPage } from './engine.screen.tsx';

/** /aiadmin/nlp: NLP engine settings. */
export default function NlpPage() {
  return <EngineScreenPage screen="nlp" />;
}
