import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import type { FlowProblem } from '@zhiyu/contract/modules/bot/validate';
import { Badge, Button, Modal, Result, Skeleton, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { DetailHeader } from './detail-header.tsx';
import { FlowCanvas } from './flow-canvas.tsx';
import { NO_SELECTION, type Selection } from './flow-mapping.ts';
import { GlobalsPanel } from './globals-panel.tsx';
import { IntentsPanel } from './intents-panel.tsx';
import { focusOf, problemTargets, type SidePanel } from './problems.ts';
import { ProblemsPanel } from './problems-panel.tsx';
import { PropsPanel } from './props-panel.tsx';
import { TestPanel } from './test-panel.tsx';
import { useBotEditor } from './use-bot-editor.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

const BOT_LIST = '/index/bot';

function Editor({ id }: { id: string }) {
  const { t } = useTranslation('botflow');
  const navigate = useNavigate();
  const rf = useReactFlow();
  const [modal, modalHolder] = Modal.useModal();
  const ed = useBotEditor(id);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [panel, setPanel] = useState<SidePanel>('props');
  const [openIntents, setOpenIntents] = useState<string[]>([]);
  const [openGlobals, setOpenGlobals] = useState<string[]>([]);
  const [testing, setTesting] = useState(false);
  const [activeNode, setActiveNode] = useState<string | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('leave.title'),
          content: t('leave.content'),
          okText: t('leave.ok'),
          okButtonProps: { danger: true },
          cancelText: t('leave.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  const guard = useLeaveGuard(ed.dirty, ask);

  // Ctrl+S / Cmd+S saves, as in any editor.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's' && ed.canSave && ed.viewing === null) {
        e.preventDefault();
        void ed.save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ed]);

  // Choosing something on the canvas shows its settings.
  const selectOnCanvas = useCallback((s: Selection) => {
    setSelection(s);
    if (s.nodes.length + s.edges.length > 0) setPanel('props');
  }, []);

  const targets = useMemo(() => problemTargets(ed.problems ?? []), [ed.problems]);

  const pick = (p: FlowProblem) => {
    if (!ed.flow) return;
    const focus = focusOf(p, ed.flow);
    if (!focus) return;
    if (focus.panel === 'props') {
      setSelection(focus.selection);
      setPanel('props');
      const nodes = focus.selection.nodes.length
        ? focus.selection.nodes
        : ed.flow.edges.filter((e) => focus.selection.edges.includes(e.id)).flatMap((e) => [e.source, e.target]);
      void rf.fitView({ nodes: nodes.map((n) => ({ id: n })), maxZoom: 1, duration: 300 });
    } else if (focus.panel === 'intents') {
      setPanel('intents');
      setOpenIntents([focus.intentId]);
    } else {
      setPanel('globals');
      setOpenGlobals([focus.intentId]);
    }
  };

  const refresh = async () => {
    if (ed.dirty && !(await ask())) return;
    setSelection(NO_SELECTION);
    await ed.refresh();
  };
  const back = () =>
    void guard.leave((extra) => {
      if (window.history.length > 1 + extra) navigate(-1 - extra);
      else navigate(BOT_LIST);
    });

  useEffect(() => {
    if (ed.refusal) setPanel('problems');
  }, [ed.refusal]);
  useEffect(() => {
    if (ed.checked && ed.problems?.length) setPanel('problems');
  }, [ed.checked, ed.problems?.length]);

  const header = (
    <DetailHeader ed={ed} onRefresh={() => void refresh()} onBack={back} onTest={() => setTesting(true)} />
  );
  if (ed.q.isError) {
    return (
      <PageContainer extra={header}>
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void ed.refresh()}>{t('header.refresh')}</Button>}
        />
      </PageContainer>
    );
  }
  const flow = ed.flow;
  const problemCount = ed.problems?.length ?? 0;
  return (
    <PageContainer extra={header}>
      {modalHolder}
      {ed.detail && (
        <div style={{ marginBottom: 8, color: '#595959' }} data-testid="bot-name">
          {t('botName', { name: ed.detail.meta.name, type: t(`botType.${ed.detail.meta.type}`) })}
        </div>
      )}
      {!flow ? (
        <Skeleton active />
      ) : (
        <div
          data-leave-guard="inside"
          style={{ display: 'flex', gap: 12, height: 'calc(100vh - 210px)', minHeight: 520 }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <FlowCanvas
              key={ed.viewing ?? 'draft'}
              flow={flow}
              readOnly={ed.readOnly}
              selection={selection}
              onSelect={selectOnCanvas}
              onEdit={ed.edit}
              problemNodes={targets.nodes}
              problemEdges={targets.edges}
              activeNode={testing ? activeNode : null}
            />
          </div>
          <div style={{ width: 380, overflow: 'auto' }} data-testid="side-panel">
            <Tabs
              activeKey={panel}
              onChange={(k) => setPanel(k as SidePanel)}
              items={[
                {
                  key: 'props',
                  label: t('panel.props'),
                  children: (
                    <PropsPanel
                      flow={flow}
                      selection={selection}
                      readOnly={ed.readOnly}
                      onEdit={ed.edit}
                      onSelect={setSelection}
                    />
                  ),
                },
                {
                  key: 'intents',
                  label: t('panel.intents', { n: flow.intents.length }),
                  children: (
                    <IntentsPanel
                      flow={flow}
                      readOnly={ed.readOnly}
                      onEdit={ed.edit}
                      open={openIntents}
                      onOpen={setOpenIntents}
                    />
                  ),
                },
                {
                  key: 'globals',
                  label: t('panel.globals', { n: flow.globalIntents.length }),
                  children: (
                    <GlobalsPanel
                      flow={flow}
                      readOnly={ed.readOnly}
                      onEdit={ed.edit}
                      open={openGlobals}
                      onOpen={setOpenGlobals}
                    />
                  ),
                },
                {
                  key: 'problems',
                  label: (
                    <Badge count={problemCount} size="small" offset={[8, -2]}>
                      {t('panel.problems')}
                    </Badge>
                  ),
                  children: (
                    <ProblemsPanel
                      flow={flow}
                      problems={ed.refusal?.problems ?? ed.problems}
                      refusal={ed.refusal?.message ?? null}
                      onCheck={() => ed.setChecked(true)}
                      onPick={pick}
                    />
                  ),
                },
              ]}
            />
          </div>
        </div>
      )}
      {flow && (
        <TestPanel open={testing} onClose={() => setTesting(false)} flow={flow} botId={id} onNode={setActiveNode} />
      )}
    </PageContainer>
  );
}

/** /index/botDetail?id=<botId>: a bot's flow editor, intents, test panel and publishing. */
export default function BotDetailPage() {
  const { t } = useTranslation('botflow');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!id) {
    return (
      <PageContainer>
        <Result status="404" title={t('noId')} />
      </PageContainer>
    );
  }
  return (
    <ReactFlowProvider key={id}>
      <Editor id={id} />
    </ReactFlowProvider>
  );
}
