import { inspectTestSet, predictModel } from '@zhiyu/contract/modules/learnself/model';
import { call } from '../../../platform/request/call.ts';
import type { TestItem } from './test-set.rows.ts';

/** A model's answer for one utterance (requirements R4 model testing). */
export const predict = (id: string, text: string) => call(predictModel, { body: { id, text } });

/** A test set through the model: accuracy and the misses (requirements R4 model testing). */
export const runTestSet = (id: string, items: TestItem[]) => call(inspectTestSet, { body: { id, items } });
