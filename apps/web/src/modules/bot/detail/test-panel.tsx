import { AudioMutedOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { type BotTurn, type RunState, replyTo, startRun } from '@zhiyu/contract/modules/bot/run';
import { predictForBot } from '@zhiyu/contract/modules/learnself/model';
import { buildRecogniser, type Classifier } from '@zhiyu/contract/rules/recognise';
import { Alert, Button, Drawer, Input, Space, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';
import { call } from '../../../platform/request/call.ts';
import { nodeLabel } from './flow-mapping.ts';
import { type TestLine, TestTranscript } from './test-transcript.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  flow: BotFlow;
  /** The saved bot being edited: its published model takes part in recognition. */
  botId?: string;
  /** The node the conversation is on (the canvas marks it). */
  onNode: (nodeId: string | null) => void;
}

/** Lines the bot's turn adds: what it says, the SMS it sends, and how the call ended. */
function botLines(turn: BotTurn): TestLine[] {
  const out: TestLine[] = turn.say.filter((s) => s.trim()).map((text) => ({ who: 'bot', text }));
  for (const id of turn.sms) out.push({ who: 'sms', text: id });
  if (turn.ended) out.push({ who: 'end', text: turn.outcome ?? 'hangup' });
  return out;
}

/**
 * The test panel: talks to the flow being edited (the draft as it stands, saved or not) with the same
 * recogniser and runner the simulated line uses, one turn at a time.
 */
export function TestPanel({ open, onClose, flow, botId, onNode }: Props) {
  const { t } = useTranslation('botflow');
  const recognise = useMemo(() => buildRecogniser(flow), [flow]);
  const [busy, setBusy] = useState(false);

  /**
   * With a saved bot, the recogniser a call would use: the bot's published model (asked for this
   * one utterance) between the keywords and example similarity; without one, keywords and similarity.
   */
  const recogniserFor = async (utterance: string | null) => {
    if (!botId || !utterance) return recognise;
    const r = await call(predictForBot, { body: { botId, text: utterance }, silent: true }).catch(() => null);
    if (!r?.model || r.threshold === null) return recognise;
    const classifier: Classifier = { threshold: r.threshold, classify: () => r.predictions };
    return buildRecogniser(flow, { classifier });
  };
  const [state, setState] = useState<RunState | null>(null);
  const [lines, setLines] = useState<TestLine[]>([]);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const startedWith = useRef<BotFlow | null>(null);

  const restart = () => {
    startedWith.current = flow;
    setText('');
    try {
      const r = startRun(flow);
      setState(r.state);
      setLines(botLines(r.turn));
      setFailure(null);
      onNode(r.state.nodeId);
    } catch (e) {
      setState(null);
      setLines([]);
      setFailure(e instanceof Error ? e.message : String(e));
      onNode(null);
    }
  };

  // Opening starts a conversation; closing forgets it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the drawer opening restarts
  useEffect(() => {
    if (open) restart();
    else onNode(null);
  }, [open]);

  const say = async (utterance: string | null) => {
    if (!state || state.ended || busy) return;
    setBusy(true);
    const recogniser = await recogniserFor(utterance);
    setBusy(false);
    try {
      const r = replyTo(flow, state, utterance, recogniser);
      const node = flow.nodes.find((n) => n.id === r.turn.nodeId);
      setState(r.state);
      setLines((ls) => [
        ...ls,
        {
          who: 'user',
          text: utterance ?? '',
          silence: utterance === null,
          recognition: r.turn.recognition,
          node: node ? nodeLabel(node, t) : r.turn.nodeId,
        },
        ...botLines(r.turn),
      ]);
      onNode(r.state.nodeId);
      setText('');
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  };

  const changed = open && startedWith.current !== null && startedWith.current !== flow;
  const ended = !state || state.ended;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={t('test.title')}
      mask={false}
      extra={
        <Button icon={<ReloadOutlined />} onClick={restart} data-testid="test-restart">
          {t('test.restart')}
        </Button>
      }
    >
      <div data-testid="test-panel" style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 12 }}>
        {changed && (
          <Alert
            type="info"
            showIcon
            title={t('test.changed')}
            action={
              <Button size="small" onClick={restart}>
                {t('test.restart')}
              </Button>
            }
          />
        )}
        {failure && <Alert type="error" showIcon title={t('test.failed', { reason: failure })} />}
        <TestTranscript lines={lines} />
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="test-utterance"
            aria-label={t('test.placeholder')}
            placeholder={ended ? t('test.endedPlaceholder') : t('test.placeholder')}
            value={text}
            disabled={ended}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => text.trim() && say(text.trim())}
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={ended || !text.trim()}
            loading={busy}
            onClick={() => say(text.trim())}
            data-testid="test-send"
          >
            {t('test.send')}
          </Button>
          <Button icon={<AudioMutedOutlined />} disabled={ended} onClick={() => say(null)} data-testid="test-silence">
            {t('test.silence')}
          </Button>
        </Space.Compact>
        {state && (
          <div style={{ color: '#8c8c8c', fontSize: 12 }} data-testid="test-state">
            {t('test.state', { rounds: state.rounds })}{' '}
            {state.ended && <Tag color="red">{t(`test.outcome.${state.outcome ?? 'hangup'}`)}</Tag>}
          </div>
        )}
      </div>
    </Drawer>
  );
}
