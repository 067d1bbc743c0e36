import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { type FlowProblem, validateFlow } from '@zhiyu/contract/modules/bot/validate';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../platform/access/can.tsx';
import { ApiError } from '../../../platform/request/errors.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { toastError } from '../../../platform/request/toast.ts';
import { getString } from '../../../platform/session/storage.ts';
import { botDetailKeys, fetchBotDetail, fetchBotVersion, publish, saveDraft } from './bot-detail.api.ts';
import { editFlow, type FlowEdit, sameFlow } from './flow-doc.ts';
import { problemsFromError } from './problems.ts';

export const SAVE_BUTTON = 'index.botDetail.save-button';
export const PUBLISH_BUTTON = 'index.botDetail.publish-button';

/**
 * The detail page's state: the bot as loaded, the document being edited, the published version
 * being viewed (read-only), and save / publish / refresh with their checks.
 */
export function useBotEditor(id: string) {
  const { t } = useTranslation('botflow');
  const qc = useQueryClient();
  // The document is edited here, so a refetch must never replace it behind the user's back.
  const q = useQuery({
    queryKey: botDetailKeys.detail(id),
    queryFn: () => fetchBotDetail(id),
    enabled: !!id,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const detail = q.data;
  const [draft, setDraft] = useState<BotFlow | null>(null);
  const [baseline, setBaseline] = useState<BotFlow | null>(null);
  const [revision, setRevision] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; problems: FlowProblem[] | null } | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'refresh' | null>(null);

  // dataUpdatedAt: a refresh that brings the same bot back still resets the document.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every load, same data or not
  useEffect(() => {
    if (!detail) return;
    setDraft(detail.draft);
    setBaseline(detail.draft);
    setRevision(detail.revision);
    setRefusal(null);
  }, [detail, q.dataUpdatedAt]);

  const version = useQuery({
    queryKey: botDetailKeys.version(id, viewing ?? 0),
    queryFn: () => fetchBotVersion(id, viewing ?? 0),
    enabled: viewing !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const canSaveButton = useCan(SAVE_BUTTON);
  const canPublishButton = useCan(PUBLISH_BUTTON);
  // requirements §2: save shows only for a bot of the user's own app, and only with the button granted.
  const ownApp = !!detail && detail.meta.appId === getString(STORAGE_KEYS.appId);
  const canSave = ownApp && canSaveButton;
  const canPublish = ownApp && canPublishButton;
  const flow = viewing !== null ? (version.data?.flow ?? null) : draft;
  const readOnly = viewing !== null || !canSave;
  const dirty = !!draft && !!baseline && !sameFlow(draft, baseline);

  const edit = useCallback((e: FlowEdit) => {
    setDraft((d) => (d ? editFlow(d, e) : d));
    setRefusal(null);
  }, []);

  const problems = useMemo(() => (checked && flow ? validateFlow(flow) : null), [checked, flow]);

  const blankIntent = (f: BotFlow) => [...f.intents, ...f.globalIntents].find((i) => !i.name.trim());

  const save = async (): Promise<number | null> => {
    if (!draft || !canSave) return null;
    const blank = blankIntent(draft);
    if (blank) {
      toastError(t('save.blankIntent', { id: blank.id }));
      return null;
    }
    setBusy('save');
    try {
      const saved = await saveDraft(id, revision, draft);
      setRevision(saved.revision);
      setBaseline(draft);
      notifySuccess();
      return saved.revision;
    } catch {
      return null;
    } finally {
      setBusy(null);
    }
  };

  /** The local check before publishing: problems are listed and toasted. True when there are none. */
  const readyToPublish = (): boolean => {
    if (!draft) return false;
    setChecked(true);
    const found = validateFlow(draft);
    if (found.length) toastError(t('publish.hasProblems', { n: found.length }));
    return found.length === 0;
  };

  /** Checks the draft first; unsaved changes are saved, then published. True when a version was made. */
  const publishDraft = async (note = ''): Promise<boolean> => {
    if (!draft || !canPublish || !readyToPublish()) return false;
    let rev: number | null = revision;
    if (dirty) rev = await save();
    if (rev === null) return false;
    setBusy('publish');
    try {
      const done = await publish(id, rev, note.trim());
      notifySuccess(t('publish.done', { version: done.version }));
      await qc.invalidateQueries({ queryKey: botDetailKeys.detail(id) });
      return true;
    } catch (e) {
      if (e instanceof ApiError) setRefusal({ message: e.message, problems: problemsFromError(e.data) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  /** Reloads the bot from the server; unsaved changes are dropped (the caller asks first). */
  const refresh = async () => {
    setBusy('refresh');
    try {
      setViewing(null);
      await q.refetch();
    } finally {
      setBusy(null);
    }
  };

  return {
    q,
    detail,
    flow,
    draft,
    dirty,
    readOnly,
    canSave,
    canPublish,
    ownApp,
    viewing,
    setViewing,
    versionLoading: version.isLoading,
    edit,
    checked,
    setChecked,
    problems,
    refusal,
    busy,
    save,
    readyToPublish,
    publishDraft,
    refresh,
  };
}
