import { type FormEvent, useState } from 'react';
import { useFirstError } from './use-first-error';

/**
 * A form checked by its own rules before it is sent. `edit` changes one value and clears the
 * server's last refusal (`request.reset`). `submit(problems, send)` makes the form's `onSubmit`:
 * the rules' problems show from then on (`submitted`), and the form is sent only when there are
 * none, else the first comes into view. `saved` gives the values to show once the server agreed.
 */
export function useCheckedForm<V extends object>(initial: V | (() => V), request: { reset(): void }) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const firstError = useFirstError();

  const edit = <F extends keyof V>(field: F, value: V[F]) => {
    request.reset();
    setValues({ ...values, [field]: value });
  };

  const submit = (problems: Record<string, string | null>, send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) {
      firstError.reveal();
      return;
    }
    send();
  };

  const saved = (next: (values: V) => V) => {
    setValues(next);
    setSubmitted(false);
  };

  return { values, submitted, formRef: firstError.ref, edit, submit, saved };
}
