import { useState } from 'react';

/**
 * A list page's one open editor and its deletions (the menu's categories and products, the option
 * groups): one editor at a time, so the refusal it shows is its own save's. Delete is either refused
 * at once, for a reason said under that entry (a category with products, a group a category uses), or
 * asked to confirm; opening an editor or pressing Delete again clears the last refusal and problems.
 */
export function useEntryEditing<Editing, Pending>(setProblems: (problems: readonly string[]) => void) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Pending | null>(null);
  // The entry whose deletion was refused: the reason shows under its heading.
  const [refusedDelete, setRefusedDelete] = useState<number | null>(null);

  function open(next: Editing | null) {
    setProblems([]);
    setRefusedDelete(null);
    setEditing(next);
  }

  /** Delete pressed on the entry `id`: refused (`refused`), or asked to confirm as `pending`. */
  function askDelete(id: number, refused: boolean, pending: Pending) {
    setProblems([]);
    setRefusedDelete(refused ? id : null);
    if (!refused) setPendingDelete(pending);
  }

  /** Another save runs: a refused deletion's reason is of the list before it. */
  function clearRefusal() {
    setRefusedDelete(null);
  }

  /** A confirmed deletion's save is done: the dialog closes, and once it is saved, so does the deleted entry's editor. */
  function deleteDone(saved: boolean, itsEditorOpen: boolean) {
    setPendingDelete(null);
    if (saved && itsEditorOpen) setEditing(null);
  }

  const cancelDelete = () => setPendingDelete(null);
  return { editing, open, pendingDelete, cancelDelete, refusedDelete, askDelete, clearRefusal, deleteDone };
}
