import type { ErrorCode, StudentField } from '@lms/shared';
import { useState } from 'react';
import { FIELD_OF_CODE, type StudentValues, studentProblems } from './student-form';

/**
 * The state of a student form: a field's problem shows once the user has left it or tried
 * to submit, and a refusal from the server shows under its field until that field changes.
 */
export function useStudentForm(initial: StudentValues, serverCode: ErrorCode | null, onEdit: () => void) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<ReadonlySet<StudentField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const problems = studentProblems(values);
  const serverField = serverCode ? FIELD_OF_CODE[serverCode] : undefined;

  return {
    values,
    /** A refusal that belongs to no field, for the alert above the form. */
    formCode: serverCode && !serverField ? serverCode : null,
    problemOf(field: StudentField): ErrorCode | null {
      const local = submitted || checked.has(field) ? problems[field] : undefined;
      return local ?? (serverField === field ? serverCode : null);
    },
    edit(field: StudentField, value: string) {
      onEdit();
      setValues((current) => ({ ...current, [field]: value }));
    },
    leave(field: StudentField) {
      setChecked((current) => new Set(current).add(field));
    },
    /** Shows every problem; true when there is none and the form may be sent. */
    submit(): boolean {
      setSubmitted(true);
      return Object.keys(problems).length === 0;
    },
    reset(next: StudentValues) {
      setValues(next);
      setChecked(new Set());
      setSubmitted(false);
    },
  };
}

export type StudentForm = ReturnType<typeof useStudentForm>;
