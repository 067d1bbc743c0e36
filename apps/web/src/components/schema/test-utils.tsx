import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { SchemaForm } from './schema-form.tsx';
import type { Mode, SchemaColumn } from './types.ts';

/** Renders a real SchemaForm (no mocks) and hands back what it submits. */
export function renderForm(columns: SchemaColumn[], mode: Exclude<Mode, 'search'> = 'modal') {
  const submitted: Record<string, unknown>[] = [];
  let submit: () => void = () => {};
  function Harness() {
    const [form] = Form.useForm();
    submit = () => form.submit();
    return <SchemaForm columns={columns} form={form} mode={mode} onSubmit={(v) => submitted.push(v)} />;
  }
  const view = render(wrap(<Harness />));
  return { ...view, submitted, submit: () => submit() };
}

export function wrap(node: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={qc}>{node}</QueryClientProvider>;
}
