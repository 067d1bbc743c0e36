import { EngineScreenPage } from './engine.screen.tsx';

/** /aiadmin/speechengine: ASR and TTS engine settings. */
export default function SpeechEnginePage() {
  return <EngineScreenPage screen="speech" />;
}
