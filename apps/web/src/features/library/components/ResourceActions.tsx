import type { Textbook } from '@lms/shared';
import { AddToAssignmentButton } from '../../../components/add-to-assignment/AddToAssignmentButton';
import type { LibraryItemActions } from './library-item';
import { OpenState } from './OpenState';

type ResourceActionsProps = Pick<LibraryItemActions, 'onToggle' | 'onAddToAssignment'> & { resource: Textbook };

/** A resource's open state (with its switch when the teacher may change it) and its Add to assignment button. */
export function ResourceActions({ resource, onToggle, onAddToAssignment }: ResourceActionsProps) {
  return (
    <>
      <OpenState resource={resource} onToggle={onToggle && ((open) => onToggle(resource, open))} />
      {onAddToAssignment && (
        <AddToAssignmentButton title={resource.resource_name} onAdd={() => onAddToAssignment(resource)} />
      )}
    </>
  );
}
