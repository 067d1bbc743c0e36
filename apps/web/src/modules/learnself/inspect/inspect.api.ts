import { predictModel } from '@zhiyu/contract/modules/learnself/model';
import { call } from '../../../platform/request/call.ts';

/** A model's answer for one utterance (requirements R4 model testing). */
export const predict = (id: string, text: string) => call(predictModel, { body: { id, text } });
