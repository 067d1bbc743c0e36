/**
 * An extraction run (docs/learnself.md, QA extraction), in the request: the input is bounded (5,000 segments,
 * or 2,000 conversations and 50,000 turns, 2,000,000 characters either way), so reading,
 * extracting and grouping take well under the request's time and need no job. Refused input
 * (unknown documents, library, bot or channel; nothing to read) stores nothing; otherwise the run
 * and its candidates are written in one transaction.
 */
import { QA_CANDIDATES_MAX, type QaRunInput, type QaSource } from '@zhiyu/contract/modules/learnself/qa';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { libraryOf } from '../../aikb/library/service.ts';
import type { LsScope } from '../dataset/repo.ts';
import { extractFromSegments, type Found } from './extract-document.ts';
import { extractFromTurns } from './extract-transcript.ts';
import { dropKnown, groupSimilar } from './group.ts';
import { knownQuestions, readConversations, readDocuments } from './read.ts';
import { lsQaCandidates, lsQaRuns } from './table.ts';

type Input = z.output<typeof QaRunInput>;

interface Raw extends Found {
  similar: string[];
  source: QaSource;
  sourceId: string;
  sourceName: string;
  sourceLibraryId: string | null;
  sourceAt: Date | null;
}

/** Raw candidates grouped at most (the most confident first); more: the run says it was truncated. */
const RAW_MAX = 5_000;

async function fromDocuments(db: Db, s: LsScope, ids: string[]) {
  const read = await readDocuments(db, s, ids);
  if (!read.count) throw new AppError('180053');
  const raw: Raw[] = read.items.flatMap((d) =>
    extractFromSegments(d.segments).map((f) => ({
      ...f,
      similar: [],
      source: 'document' as const,
      sourceId: d.id,
      sourceName: d.name,
      sourceLibraryId: d.libraryId,
      sourceAt: null,
    })),
  );
  const summary = read.items.map((d) => d.name).join('、');
  return { raw, read, summary };
}

async function fromTranscripts(db: Db, s: LsScope, input: Extract<Input, { source: 'transcript' }>) {
  const read = await readConversations(db, s, input);
  if (!read.items.length) throw new AppError('180053');
  const raw: Raw[] = read.items.flatMap((c) =>
    extractFromTurns(c.turns).map((f) => ({
      ...f,
      similar: [],
      source: input.transcript,
      sourceId: c.id,
      sourceName: c.name,
      sourceLibraryId: null,
      sourceAt: c.at,
    })),
  );
  const named = read.items.find((c) => c.name)?.name ?? '';
  return { raw, read, summary: input.botId || input.channelId ? named : '' };
}

export async function runExtraction(db: Db, s: LsScope, input: Input) {
  if (input.libraryId) await libraryOf(db, s, input.libraryId);
  const { raw, read, summary } =
    input.source === 'document' ? await fromDocuments(db, s, input.documentIds) : await fromTranscripts(db, s, input);
  const ranked = [...raw].sort((a, b) => b.confidence - a.confidence).slice(0, RAW_MAX);
  const { kept, grouped } = groupSimilar(ranked);
  const known = input.libraryId ? await knownQuestions(db, s.tenantId, input.libraryId) : [];
  const { fresh, known: knownCount } = dropKnown(kept, known);
  const best = [...fresh].sort((a, b) => b.confidence - a.confidence).slice(0, QA_CANDIDATES_MAX);
  const runId = newId();
  const now = new Date();
  const [run] = await db.transaction(async (tx) => {
    const made = await tx
      .insert(lsQaRuns)
      .values({
        id: runId,
        tenantId: s.tenantId,
        appId: s.appId,
        source: input.source,
        params: input,
        summary: summary.slice(0, 500),
        inputCount: read.count,
        truncated: read.truncated || raw.length > RAW_MAX || fresh.length > best.length,
        candidateCount: best.length,
        groupedCount: grouped,
        knownCount,
        creator: s.actor,
        createdAt: now,
      })
      .returning();
    const rows = best.map((c) => ({
      id: newId(),
      tenantId: s.tenantId,
      appId: s.appId,
      runId,
      source: c.source,
      sourceId: c.sourceId,
      sourceName: c.sourceName,
      sourceDetail: c.detail,
      sourceLibraryId: c.sourceLibraryId,
      sourceAt: c.sourceAt,
      question: c.question,
      answer: c.answer,
      similar: c.similar,
      confidence: c.confidence,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200) await tx.insert(lsQaCandidates).values(rows.slice(i, i + 200));
    return made;
  });
  return run;
}
