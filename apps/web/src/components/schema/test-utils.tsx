import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { SchemaForm } from './schema-form.tsx';
import type { Mode, SchemaColumn } from './types.ts';

// jsdom has no ResizeObserver; antd's auto-sized text areas observe their size with it. A real
// browser provides it; here nothing resizes, so an observer that never fires is faithful.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

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
