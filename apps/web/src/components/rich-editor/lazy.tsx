import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichEditorProps } from './rich-editor.tsx';

export type { RichEditorProps } from './rich-editor.tsx';

// The editor library (tiptap + ProseMirror) loads only when a page shows an editor, never in the
// shell or /login chunks (bundle budgets, requirements D8).
const Editor = lazy(async () => {
  const [{ default: Impl }, { EXTENSIONS }] = await Promise.all([
    import('./rich-editor.tsx'),
    import('./extensions.ts'),
  ]);
  return { default: (props: RichEditorProps) => <Impl {...props} extensions={EXTENSIONS} /> };
});

/** The rich editor as pages and SchemaForm use it: same props, loaded on first render. */
export function RichEditor(props: RichEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: (props.height ?? 200) + 40 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
