import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Rich text with @mantine/tiptap: an opportunity's details (001 §2.2), a candidate's stage notes (001 §2.8). The
 * HTML goes to the server, which sanitises it; `value` changes from outside (a template, a reloaded candidature)
 * replace the content. `readOnly` shows the text without the toolbar and refuses edits.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  required,
  readOnly = false,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  readOnly?: boolean;
  /** A message shown under the field and tied to the editor (aria-invalid, aria-describedby). */
  error?: string | undefined;
}) {
  const { t } = useTranslation('rich-text');
  // The toolbar's names in the reader's language (the routes that show this field load the 'rich-text' texts).
  const labels = useMemo(
    () => ({
      boldControlLabel: t('bold'),
      italicControlLabel: t('italic'),
      underlineControlLabel: t('underline'),
      strikeControlLabel: t('strike'),
      h3ControlLabel: t('h3'),
      bulletListControlLabel: t('bulletList'),
      orderedListControlLabel: t('orderedList'),
      blockquoteControlLabel: t('blockquote'),
      linkControlLabel: t('link'),
      unlinkControlLabel: t('unlink'),
      linkEditorInputLabel: t('linkInput'),
      linkEditorInputPlaceholder: t('linkPlaceholder'),
      linkEditorExternalLink: t('linkExternal'),
      linkEditorInternalLink: t('linkInternal'),
      linkEditorSave: t('linkSave'),
    }),
    [t],
  );
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  const errorId = `${id}-error`;
  useEffect(() => {
    // The editor's element is ProseMirror's, created once: its error state is set on it directly.
    const element = editor?.view.dom;
    if (!element) return;
    if (error) {
      element.setAttribute('aria-invalid', 'true');
      element.setAttribute('aria-describedby', errorId);
    } else {
      element.removeAttribute('aria-invalid');
      element.removeAttribute('aria-describedby');
    }
  }, [editor, error, errorId]);
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  return (
    <Input.Wrapper
      label={label}
      required={required}
      labelElement="div"
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor editor={editor} labels={labels}>
        {!readOnly && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H3 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
