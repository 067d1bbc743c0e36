import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { Video } from './video.ts';

/**
 * The editor's schema. Loaded as its own chunk beside the editor so neither passes the 100 KB
 * lazy-chunk budget (tiptap's core + ProseMirror and the starter kit are each about half).
 * Links are made only through the toolbar, where the requirements §5 prefix rule applies.
 */
export const EXTENSIONS = [
  StarterKit.configure({
    link: { openOnClick: false, autolink: false, linkOnPaste: false },
    heading: false,
    code: false,
    codeBlock: false,
  }),
  Image.configure({ allowBase64: false }),
  Video,
];
