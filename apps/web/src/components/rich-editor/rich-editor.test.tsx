import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { EXTENSIONS } from './extensions.ts';
import { withLinkPrefix } from './link.ts';
import { applyLink } from './link-button.tsx';
import Impl, { type RichEditorProps } from './rich-editor.tsx';

const RichEditor = (p: RichEditorProps) => <Impl {...p} extensions={EXTENSIONS} />;

// ProseMirror scrolls the cursor into view through Range geometry, which jsdom does not implement.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

describe('link prefix rule (requirements §5)', () => {
  it('adds // to an address without http(s) and keeps http, https and // addresses', () => {
    expect(withLinkPrefix('www.example.com')).toBe('//www.example.com');
    expect(withLinkPrefix('  example.com/a?b=1 ')).toBe('//example.com/a?b=1');
    expect(withLinkPrefix('http://a.cn')).toBe('http://a.cn');
    expect(withLinkPrefix('HTTPS://a.cn')).toBe('HTTPS://a.cn');
    expect(withLinkPrefix('//cdn.a.cn/x')).toBe('//cdn.a.cn/x');
    expect(withLinkPrefix('')).toBe('');
  });
});

const fileInput = (kind: 'image' | 'video') =>
  document.querySelector(`.zy-rich-upload-${kind} input[type=file]`) as HTMLInputElement;
const groupButton = (g: string) => document.querySelector(`[data-group="${g}"]`) as HTMLElement;
const groups = () => [...document.querySelectorAll('[data-group]')].map((b) => b.getAttribute('data-group'));

describe('RichEditor', () => {
  it('shows the reduced toolbar with the link, image and video groups by default', () => {
    render(<RichEditor value="<p>你好</p>" />);
    expect(groups()).toEqual(expect.arrayContaining(['bold', 'italic', 'link', 'image', 'video']));
    expect(screen.getByText('你好')).toBeTruthy();
  });

  it('the media option hides the image, video and link groups', () => {
    render(<RichEditor media value="<p>x</p>" />);
    const g = groups();
    expect(g).toContain('bold');
    for (const hidden of ['link', 'image', 'video']) expect(g).not.toContain(hidden);
  });

  it('a link typed without http is stored with a // prefix, one with https as typed', () => {
    const editor = new Editor({ extensions: [StarterKit], content: '<p>官网</p>' });
    editor.commands.selectAll();
    applyLink(editor, 'www.zhiyu.cn');
    expect(editor.getHTML()).toContain('href="//www.zhiyu.cn"');
    editor.commands.selectAll();
    applyLink(editor, 'https://zhiyu.cn');
    expect(editor.getHTML()).toContain('href="https://zhiyu.cn"');
    editor.destroy();
  });

  it('inserts the uploaded image at the address the uploader resolves with', async () => {
    let html = '';
    const kinds: string[] = [];
    const uploader = async (_f: File, kind: 'image' | 'video') => {
      kinds.push(kind);
      return '/ai-admin/public/editor-file/abc.png';
    };
    render(<RichEditor value="<p>图</p>" uploader={uploader} onChange={(h) => (html = h)} />);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    fireEvent.change(fileInput('image'), { target: { files: [file] } });
    await waitFor(() => expect(html).toContain('<img src="/ai-admin/public/editor-file/abc.png"'));
    expect(kinds).toEqual(['image']);
  });

  it('a rejected upload inserts nothing and is only logged', async () => {
    const logged: unknown[] = [];
    const orig = console.error;
    console.error = (...a: unknown[]) => logged.push(a);
    try {
      let html = '<p>x</p>';
      render(
        <RichEditor
          value={html}
          uploader={() => Promise.reject(new Error('not an image'))}
          onChange={(h) => (html = h)}
        />,
      );
      fireEvent.change(fileInput('video'), { target: { files: [new File(['x'], 'a.mp4')] } });
      await waitFor(() => expect(logged.length).toBe(1));
      expect(html).toBe('<p>x</p>');
      expect(document.querySelector('.ant-message')).toBeNull();
    } finally {
      console.error = orig;
    }
  });

  it('chooses files through the image and video buttons, with no native file control in sight', () => {
    render(<RichEditor value="<p>x</p>" />);
    // Every file input is the Upload's own, hidden by its inline style (a form's reset styles show
    // a bare input[type=file] as "Choose File" even with the hidden attribute).
    const inputs = [...document.querySelectorAll('input[type=file]')] as HTMLInputElement[];
    expect(inputs).toHaveLength(2);
    for (const i of inputs) expect(i.style.display).toBe('none');
    expect(fileInput('image').accept).toContain('image/png');
    expect(fileInput('video').accept).toContain('video/mp4');
    expect(['上传图片', 'Upload image']).toContain(groupButton('image').getAttribute('aria-label'));
  });

  it('an untouched editor reports no change, so the form rules never run (no 请输入 as a drawer opens)', async () => {
    const { Form } = await import('antd');
    const message = 'required-answer';
    const changes: string[] = [];
    const Host = ({ disabled, value }: { disabled?: boolean; value?: string }) => (
      <Form fields={[{ name: 'answer', value }]}>
        <Form.Item name="answer" rules={[{ required: true, message }]}>
          <RichEditor disabled={disabled} onChange={(h) => changes.push(h)} />
        </Form.Item>
      </Form>
    );
    const view = render(<Host />);
    await waitFor(() => expect(document.querySelector('.tiptap')).not.toBeNull());
    // Opened on an item, then reset for a new one, disabled and enabled again.
    view.rerender(<Host value="<p>旧答案</p>" />);
    view.rerender(<Host value={undefined} />);
    view.rerender(<Host disabled />);
    view.rerender(<Host />);
    await new Promise((r) => setTimeout(r, 300));
    expect(changes).toEqual([]);
    expect(screen.queryByText(message)).toBeNull();
  });
});
