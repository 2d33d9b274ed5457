import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';

interface DescriptionEditorProps {
  /** HTML as the server sent it (already sanitised). */
  html: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** What the field is called (the product's description, a post's text…). */
  label?: string;
}

/**
 * Rich text (Tiptap), for a product's description and a blog post's or training's text alike. It offers only what the shop's sanitizer keeps (headings,
 * bold, italic, lists, quotes, links): the server sanitises on write and again on the way out with
 * the storefront's one sanitizer (platform/sanitize-html.ts), so what is typed here is what shows.
 */
export function DescriptionEditor({ html, onChange, error, disabled = false, label = 'Description' }: DescriptionEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
    ],
    content: html,
    editable: !disabled,
    // Rendered in the browser only: the back office is not server-rendered content.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'form-control product-editor-description',
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
    }),
  });
  const tools: { label: string; active: boolean | undefined; run: () => void }[] = editor
    ? [
        { label: 'Bold', active: state?.bold, run: () => editor.chain().focus().toggleBold().run() },
        { label: 'Italic', active: state?.italic, run: () => editor.chain().focus().toggleItalic().run() },
        { label: 'Heading', active: state?.h2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
        { label: 'Subheading', active: state?.h3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
        { label: 'Bulleted list', active: state?.bullets, run: () => editor.chain().focus().toggleBulletList().run() },
        { label: 'Numbered list', active: state?.numbers, run: () => editor.chain().focus().toggleOrderedList().run() },
        { label: 'Quote', active: state?.quote, run: () => editor.chain().focus().toggleBlockquote().run() },
      ]
    : [];
  return (
    <div className="form-field">
      <span className="form-label d-block">{label}</span>
      <div className="btn-toolbar gap-1 mb-1" role="toolbar" aria-label={`${label} formatting`}>
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className={`btn btn-sm ${tool.active ? 'btn-secondary' : 'btn-outline-secondary'}`}
            aria-pressed={tool.active ?? false}
            disabled={disabled}
            onClick={tool.run}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      {error && (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
