import { EditorContent, type Extensions, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { Toolbar } from './toolbar.tsx';
import { type EditorUploader, type UploadKind, uploadToServer } from './upload.ts';
import './rich-editor.css';

export interface RichEditorProps {
  /** HTML. Controlled like an antd input, so it works inside `Form.Item`. */
  value?: string;
  onChange?: (html: string) => void;
  /** SPEC §5: when set, the image, video and link groups are hidden (plain formatted text only). */
  media?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Minimum height of the editing area in px. */
  height?: number;
  /** Replaces the server upload + polling (SPEC §7); resolves with the address to insert. */
  uploader?: EditorUploader;
  id?: string;
}

interface Props extends RichEditorProps {
  /** From extensions.ts, loaded beside this module (see lazy.tsx). */
  extensions: Extensions;
}

const ACCEPT: Record<UploadKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/webm',
};
/** An editor holding only an empty paragraph reports '' so `required` rules see it as empty. */
const EMPTY = '<p></p>';

export default function RichEditor({
  extensions,
  value,
  onChange,
  media = false,
  placeholder,
  disabled = false,
  height = 200,
  uploader = uploadToServer,
  id,
}: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = useRef<UploadKind>('image');
  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { 'data-placeholder': placeholder ?? '', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });

  // A destroyed editor (its host unmounted while React still runs this effect) has no schema, and
  // getHTML would throw: such an editor is left alone.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.getHTML();
    if ((value ?? '') !== (current === EMPTY ? '' : current))
      editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const pick = (kind: UploadKind) => {
    pending.current = kind;
    if (fileInput.current) {
      fileInput.current.accept = ACCEPT[kind];
      fileInput.current.click();
    }
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const kind = pending.current;
    try {
      const src = await uploader(file, kind);
      const c = editor.chain().focus();
      (kind === 'image' ? c.setImage({ src }) : c.setVideo(src)).run();
    } catch (err) {
      // SPEC §8: an editor upload failure is only logged.
      console.error('rich editor upload failed', err);
    }
  };

  return (
    <div
      className="zy-rich-editor"
      data-disabled={disabled || undefined}
      style={{ ['--zy-rich-height' as string]: `${height}px` }}
    >
      <Toolbar editor={editor} media={media} disabled={disabled} onPick={pick} />
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        hidden
        data-testid="rich-editor-file"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
