import { EditorContent, type Extensions, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { Toolbar } from './toolbar.tsx';
import { type EditorUploader, type UploadKind, uploadToServer } from './upload.ts';
import './rich-editor.css';

export interface RichEditorProps {
  /** HTML. Controlled like an antd input, so it works inside `Form.Item`. */
  value?: string;
  onChange?: (html: string) => void;
  /** requirements §5: when set, the image, video and link groups are hidden (plain formatted text only). */
  media?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Minimum height of the editing area in px. */
  height?: number;
  /** Replaces the server upload + polling (requirements §7); resolves with the address to insert. */
  uploader?: EditorUploader;
  id?: string;
}

interface Props extends RichEditorProps {
  /** From extensions.ts, loaded beside this module (see lazy.tsx). */
  extensions: Extensions;
}

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
  // The value the form holds: an update that leaves it as it is (an empty editor made editable,
  // content set from the value) is not the user's edit and must not reach the form's rules.
  const held = useRef(value ?? '');
  held.current = value ?? '';
  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { 'data-placeholder': placeholder ?? '', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML() === EMPTY ? '' : e.getHTML();
      if (html === held.current) return;
      held.current = html;
      onChange?.(html);
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
    // tiptap emits an update for setEditable unless told not to; that update would run the form's
    // rules on an untouched field (the required message as a drawer opens).
    if (!editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const onFile = async (file: File, kind: UploadKind) => {
    try {
      const src = await uploader(file, kind);
      const c = editor.chain().focus();
      (kind === 'image' ? c.setImage({ src }) : c.setVideo(src)).run();
    } catch (err) {
      // requirements §8: an editor upload failure is only logged.
      console.error('rich editor upload failed', err);
    }
  };

  return (
    <div
      className="zy-rich-editor"
      data-disabled={disabled || undefined}
      style={{ ['--zy-rich-height' as string]: `${height}px` }}
    >
      <Toolbar editor={editor} media={media} disabled={disabled} onFile={(f, kind) => void onFile(f, kind)} />
      <EditorContent editor={editor} />
    </div>
  );
}
