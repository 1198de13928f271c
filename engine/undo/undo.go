// Package undo keeps the undo and redo stacks of an editor. What is kept
// is a whole state of the document (a value the editor can put back as
// it was), not a list of edits: undo puts back the state before the last
// change, redo the state the undo went back from. Keeping states makes
// redo exact: the design window keeps the pattern together with the
// puzzle made on it, so redo after undo brings both back.
package undo

// History keeps undo and redo stacks of states, unbounded within a
// session. The zero value is ready to use.
type History[T any] struct {
	undo, redo []T
}

// Record notes that the document is about to change from before; it
// clears the redo stack.
func (h *History[T]) Record(before T) {
	h.undo = append(h.undo, before)
	h.redo = h.redo[:0]
}

// Undo returns the state before the last change, given the current one.
func (h *History[T]) Undo(current T) (T, bool) { return step(&h.undo, &h.redo, current) }

// Redo returns the state the last undo went back from.
func (h *History[T]) Redo(current T) (T, bool) { return step(&h.redo, &h.undo, current) }

// step pops a state from one stack, pushing current onto the other.
func step[T any](from, to *[]T, current T) (T, bool) {
	if len(*from) == 0 {
		return current, false
	}
	s := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, current)
	return s, true
}

// CanUndo reports whether there is a change to undo.
func (h *History[T]) CanUndo() bool { return len(h.undo) > 0 }

// CanRedo reports whether there is an undone change to redo.
func (h *History[T]) CanRedo() bool { return len(h.redo) > 0 }
