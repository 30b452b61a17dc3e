import { useState } from 'react';
import { useScrollIntoViewOnChange } from './use-scroll-into-view-on-change';

/**
 * The add-or-edit state of an admin page whose form sits beside its list (spec §4): 'Редактировать'
 * fills the form, 'Отмена' or a save returns to adding. Give the form `key={formKey}` so it starts
 * afresh each time, and the form's section `ref={formRef}`: on a phone it comes into view on edit.
 */
export function useEditMode<Item extends { id: number }>() {
  const [editing, setEditing] = useState<Item | null>(null);
  // a new key after each creation empties the form for the next record
  const [created, setCreated] = useState(0);
  const formRef = useScrollIntoViewOnChange<HTMLElement>(editing?.id);
  const listProps: EditModeListProps<Item> = {
    editingId: editing?.id ?? null,
    onEdit: setEditing,
    onDeleted: (id) => {
      if (editing?.id === id) setEditing(null);
    },
  };
  return {
    editing,
    /** spread onto the list: it marks the record in the form and fills the form on 'Редактировать' */
    listProps,
    formRef,
    formKey: editing ? `edit-${editing.id}` : `new-${created}`,
    saved: () => {
      if (!editing) setCreated((count) => count + 1);
      setEditing(null);
    },
    /** undefined while adding: there is nothing to cancel */
    cancel: editing ? () => setEditing(null) : undefined,
  };
}

/** What the list beside the form takes from useEditMode: the record in the form, and its handlers. */
export interface EditModeListProps<Item> {
  /** the record in the form, marked in the list */
  editingId: number | null;
  onEdit: (item: Item) => void;
  onDeleted: (id: number) => void;
}
