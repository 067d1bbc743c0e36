import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Divider, Space, Tooltip, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './link-button.tsx';
import type { UploadKind } from './upload.ts';

interface Props {
  editor: Editor;
  /** requirements §5: the media option hides the image, video and link groups. */
  media: boolean;
  disabled: boolean;
  /** A file chosen with the image or video button, to upload and insert. */
  onFile: (file: File, kind: UploadKind) => void;
}

const ACCEPT: Record<UploadKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/webm',
};

/** The reduced toolbar (requirements §5): text marks, lists, history, and the media groups. */
export function Toolbar({ editor, media, disabled, onFile }: Props) {
  const { t } = useTranslation('editor');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const chain = () => editor.chain().focus();
  const btn = (key: string, icon: ReactNode, run: () => void, on = false) => (
    <Tooltip title={t(`toolbar.${key}`)} key={key}>
      <Button
        size="small"
        type={on ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`toolbar.${key}`)}
        data-group={key}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  /** The image and video buttons open the file chooser through antd Upload (no native control shows). */
  const pick = (kind: UploadKind, icon: ReactNode) => (
    <Upload
      key={kind}
      accept={ACCEPT[kind]}
      showUploadList={false}
      disabled={disabled}
      className={`zy-rich-upload-${kind}`}
      beforeUpload={(file) => {
        onFile(file, kind);
        return Upload.LIST_IGNORE;
      }}
    >
      {btn(kind, icon, () => {})}
    </Upload>
  );
  return (
    <Space size={2} wrap className="zy-rich-toolbar" style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
      {btn('bold', <BoldOutlined />, () => chain().toggleBold().run(), active.bold)}
      {btn('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), active.italic)}
      {btn('underline', <UnderlineOutlined />, () => chain().toggleUnderline().run(), active.underline)}
      {btn('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), active.strike)}
      <Divider orientation="vertical" />
      {btn('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), active.bullet)}
      {btn('orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), active.ordered)}
      {btn('clear', <ClearOutlined />, () => chain().unsetAllMarks().clearNodes().run())}
      <Divider orientation="vertical" />
      {btn('undo', <UndoOutlined />, () => chain().undo().run())}
      {btn('redo', <RedoOutlined />, () => chain().redo().run())}
      {!media && (
        <>
          <Divider orientation="vertical" />
          <LinkButton editor={editor} disabled={disabled} icon={<LinkOutlined />} />
          {pick('image', <PictureOutlined />)}
          {pick('video', <VideoCameraOutlined />)}
        </>
      )}
    </Space>
  );
}
