import { type ReactNode, useEffect, useId } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Form } from '../Form/Form';
import { type SubmitHandler, useFormSubmit } from '../Form/useFormSubmit';
import type { IconComponent } from '../icons';

export interface FormDialogProps {
  /** The heading; it names the dialog and its form. */
  title: string;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The submit button's text, e.g. "Add Product". */
  submitLabel: string;
  submitIcon?: IconComponent;
  cancelLabel?: string;
  /**
   * Checks and submits what was typed: answers nothing on success (the dialog closes), or the
   * field errors to show (the dialog stays, with what was typed).
   */
  onSubmit: SubmitHandler;
  /** Cancel, Escape, the × button, or a successful submit. */
  onClose: () => void;
  /** The fields, each with a `name` that its errors are keyed by. */
  children: ReactNode;
}

/**
 * The one shell for a form in a dialog: title, body, a Cancel and a submit button (pending while
 * the submit runs), closed on success, kept as typed on failure. It is open while it is mounted:
 * render it only while its dialog is open, so each opening starts from a fresh form.
 */
export function FormDialog({
  title,
  description,
  size = 'md',
  submitLabel,
  submitIcon,
  cancelLabel = 'Cancel',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const formId = useId();
  const { formProps, form, isPending } = useFormSubmit(onSubmit, onClose);
  useSubmitOnEnter(form);
  return (
    <Dialog
      title={title}
      description={description}
      size={size}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="outline" onPress={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} icon={submitIcon} isPending={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form {...formProps} id={formId} aria-label={title}>
        {children}
      </Form>
    </Dialog>
  );
}

/** The inputs where Enter means "done" (not a checkbox, radio or switch). */
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'password', 'number']);

/**
 * Enter in a one-line field submits. The submit button sits in the dialog's footer, outside the
 * form, where the browser may not submit implicitly through it: if the browser has not submitted
 * once the field has handled the key (a NumberField commits its value on Enter), the form does.
 */
function useSubmitOnEnter(form: HTMLFormElement | null) {
  useEffect(() => {
    if (!form) return;
    let submitted = false;
    const onSubmit = () => {
      submitted = true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.key !== 'Enter' || event.isComposing || !(target instanceof HTMLInputElement)) return;
      if (!TEXT_INPUT_TYPES.has(target.type) || target.getAttribute('role') === 'combobox') return;
      submitted = false;
      setTimeout(() => {
        if (!submitted && !event.defaultPrevented && form.isConnected) form.requestSubmit();
      });
    };
    form.addEventListener('submit', onSubmit, true);
    form.addEventListener('keydown', onKeyDown, true);
    return () => {
      form.removeEventListener('submit', onSubmit, true);
      form.removeEventListener('keydown', onKeyDown, true);
    };
  }, [form]);
}
