import { EnginePanel } from './engine.panel.tsx';

/** /aiadmin/speechengine: ASR and TTS engine settings. */
export default function SpeechEnginePage() {
  return <EnginePanel screen="speech" />;
}
