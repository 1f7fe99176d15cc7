import {
  type FormEvent,
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
} from 'react';
import { field } from '../Field/field.css';

/** Field errors keyed by each field's `name`, shown by that field's FieldError. */
export type FormErrors = Readonly<Record<string, string>>;

/**
 * What a submit handler answers: nothing when the submission succeeded, or the field errors
 * (possibly none, when the failure was reported elsewhere) when it did not.
 */
export type SubmitOutcome = FormErrors | undefined;
export type SubmitHandler = () => SubmitOutcome | Promise<SubmitOutcome>;

interface SubmitState {
  errors: FormErrors;
  succeeded: boolean;
}

const INITIAL: SubmitState = { errors: {}, succeeded: false };
const NONE: readonly string[] = [];

/**
 * One way to submit a form: React 19's `useActionState` runs the handler as an action, so
 * `isPending` is React's own, and the answer's field errors go to react-aria's
 * `<Form validationErrors>`. What react-aria does not do, this adds: the first invalid field takes
 * the focus, and typing in a field clears its message at once (react-aria clears it when the
 * field is left). A rejected handler keeps the form as typed (its notice is the caller's) and
 * leaves no unhandled rejection. Checks happen in the handler (the domain's rules), so fields
 * validate with `aria` behaviour.
 */
export function useFormSubmit(onSubmit: SubmitHandler, onSuccess?: () => void) {
  // The form element, by a callback ref: a screen may mount another form (a tab's) at any time,
  // and the one leaving may go after the next has come.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const formRef = useCallback((element: HTMLFormElement | null) => {
    setForm(element);
    return () => setForm((current) => (current === element ? null : current));
  }, []);
  const [state, dispatch, isPending] = useActionState<SubmitState>(async () => {
    try {
      const outcome = await onSubmit();
      return outcome === undefined ? { errors: {}, succeeded: true } : { errors: outcome, succeeded: false };
    } catch (error) {
      // A handler's own failures are reported by its caller; anything else is a bug to see.
      console.error(error);
      return { errors: {}, succeeded: false };
    }
  }, INITIAL);

  // What follows a submit happens once its answer is rendered, outside the action: a success
  // (which may close the form) or the focus on the first invalid field (whose focus handlers
  // update state).
  const succeed = useEffectEvent(() => onSuccess?.());
  useEffect(() => {
    if (state.succeeded) {
      succeed();
      return;
    }
    if (Object.keys(state.errors).length === 0 || !form) return;
    const frame = requestAnimationFrame(() =>
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [state, form]);

  const [edited, setEdited] = useState<{ of: SubmitState; names: readonly string[] }>({
    of: state,
    names: [],
  });
  const editedNames = edited.of === state ? edited.names : NONE;
  const validationErrors = useMemo(
    () => Object.fromEntries(Object.entries(state.errors).filter(([name]) => !editedNames.includes(name))),
    [state, editedNames],
  );
  const clearEdited = useEffectEvent((name: string) => {
    if (!(name in state.errors) || editedNames.includes(name)) return;
    setEdited({ of: state, names: [...editedNames, name] });
  });
  useEffect(() => {
    if (!form) return;
    // After React has handled the keystroke: a state update from a listener that runs before
    // React's own would make React put the controlled field's old value back.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = (event: Event) => {
      const name = fieldName(event.target);
      if (name !== undefined) timer = setTimeout(() => clearEdited(name));
    };
    form.addEventListener('input', onInput);
    return () => {
      form.removeEventListener('input', onInput);
      clearTimeout(timer);
    };
  }, [form]);

  /** Submits; a press while the last submit runs does nothing. */
  const submit = () => {
    if (!isPending) startTransition(dispatch);
  };

  /** Spread on `<Form>`: the submit, the errors and the ref that finds the first invalid field. */
  const formProps = {
    ref: formRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit();
    },
    validationErrors,
    validationBehavior: 'aria',
  } as const;
  return { formProps, form, submit, isPending, validationErrors };
}

/** The form name of the field an element belongs to (a NumberField's name is on a hidden input). */
function fieldName(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const named = target.closest(`.${field}`)?.querySelector<HTMLInputElement>('[name]');
  return named?.name || undefined;
}
