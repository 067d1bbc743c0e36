import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { suggestSimilar } from '@zhiyu/contract/modules/aikb/knowledge';
import { Form, Input } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { SimilarSuggest } from './similar-suggest.panel.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../platform/request/toast.ts', () => toast);

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => {
  call.mockReset();
  toast.toastError.mockReset();
  toast.toastSuccess.mockReset();
});

/** The panel under a form holding a question and its similar questions, as the drawer has it. */
function Harness({ question, similar }: { question: string; similar: string[] }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ question, similar }}>
      <Form.Item name="question">
        <Input />
      </Form.Item>
      <Form.Item name="similar" noStyle>
        <SimilarList />
      </Form.Item>
      <SimilarSuggest form={form} />
    </Form>
  );
}
function SimilarList({ value }: { value?: string[] }) {
  return <output data-testid="similar">{(value ?? []).join('|')}</output>;
}

describe('similar-question suggestions in the knowledge drawer', () => {
  it('asks with the question and its similar questions, and adds what is picked', async () => {
    call.mockResolvedValue({ generator: 'builtin', engine: '', questions: ['宽带坏了咋办', '网断了找谁'], dropped: 1 });
    render(<Harness question="宽带怎么报修" similar={['宽带报障']} />);
    expect(
      screen.getByText('根据标准问题生成说法不同、意思相同的问题，逐条或全部加入相似问题，保存后生效。'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('kb-suggest-run'));
    await waitFor(() => expect(screen.getAllByTestId('kb-suggestion')).toHaveLength(2));
    expect(call).toHaveBeenCalledWith(suggestSimilar, {
      body: { question: '宽带怎么报修', similar: ['宽带报障'], max: 10 },
    });
    fireEvent.click(screen.getAllByText('加入')[0]);
    expect(screen.getByTestId('similar').textContent).toBe('宽带报障|宽带坏了咋办');
    expect(toast.toastSuccess).toHaveBeenCalledWith('已加入 1 个相似问题，保存后生效');
    expect(screen.getAllByTestId('kb-suggestion')).toHaveLength(1);
    expect(screen.getByText('重新生成')).toBeTruthy();
  });

  it('adds all at once, says when nothing new came, and asks for a question first', async () => {
    call.mockResolvedValueOnce({ generator: 'builtin', engine: '', questions: ['甲问法', '乙问法'], dropped: 0 });
    const { unmount } = render(<Harness question="怎么交话费" similar={[]} />);
    fireEvent.click(screen.getByTestId('kb-suggest-run'));
    fireEvent.click(await screen.findByTestId('kb-suggest-add-all'));
    expect(screen.getByTestId('similar').textContent).toBe('甲问法|乙问法');
    expect(screen.queryAllByTestId('kb-suggestion')).toHaveLength(0);

    call.mockResolvedValueOnce({ generator: 'builtin', engine: '', questions: [], dropped: 4 });
    fireEvent.click(screen.getByTestId('kb-suggest-run'));
    expect(await screen.findByText('没有生成新的相似问题（与已有问题过于相似的已去掉）。')).toBeTruthy();
    unmount();

    render(<Harness question="  " similar={[]} />);
    fireEvent.click(screen.getByTestId('kb-suggest-run'));
    expect(toast.toastError).toHaveBeenCalledWith('请先填写标准问题');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('says so when generation fails', async () => {
    call.mockRejectedValue(new Error('180027'));
    render(<Harness question="怎么交话费" similar={[]} />);
    fireEvent.click(screen.getByTestId('kb-suggest-run'));
    expect(await screen.findByText('生成失败，请稍后重试。')).toBeTruthy();
  });
});
